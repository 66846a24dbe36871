import { BILLING_MESSAGES, SANDBOX_CARDS } from '@fieldhire/contract/billing';

export interface CardInput {
  number: string;
  /** "MM / YY" */
  expiry: string;
  cvc: string;
}

export type ChargeOutcome =
  | { ok: true; brand: string; last4: string }
  | {
      ok: false;
      code: 'card_declined' | 'expired_card' | 'incorrect_number' | 'incorrect_cvc';
      message: string;
    };

const ACCEPTED: Record<string, string> = {
  [SANDBOX_CARDS.success]: 'Visa',
  '5555555555554444': 'Mastercard',
  '378282246310005': 'American Express',
};
const DECLINED: Record<string, string> = {
  [SANDBOX_CARDS.declined]: BILLING_MESSAGES.cardDeclined,
  '4000000000009995': 'Your card has insufficient funds. Try another card.',
};

export function passesLuhn(number: string) {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

function expired(expiry: string, now: Date) {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  // A card is valid through the last day of its expiry month.
  return new Date(Date.UTC(year, month, 1)) <= now;
}

/** The sandbox's card network: known test cards succeed or decline the way Stripe's test cards do. */
export function chargeSandboxCard(card: CardInput, now = new Date()): ChargeOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number) || !passesLuhn(number))
    return { ok: false, code: 'incorrect_number', message: 'Your card number is invalid.' };
  if (expired(card.expiry, now))
    return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (card.cvc.trim().length !== cvcLength)
    return { ok: false, code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
  const declined = DECLINED[number];
  if (declined) return { ok: false, code: 'card_declined', message: declined };
  const brand = ACCEPTED[number];
  if (!brand) return { ok: false, code: 'card_declined', message: BILLING_MESSAGES.unknownCard };
  return { ok: true, brand, last4: number.slice(-4) };
}
