import type { Product } from '@fieldhire/contract/billing';
import { formatMoney } from '../../../lib/money';

/** A price for display: whole dollars without cents. */
export function formatPrice(cents: number, currency = 'usd') {
  const text = formatMoney(cents, currency);
  return cents % 100 === 0 ? text.replace(/\.00$/, '') : text;
}

export const intervalLabel = (interval: Product['interval']) =>
  interval === 'month' ? 'per month' : 'one-time';

export function formatDate(value: string) {
  return new Date(value).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
