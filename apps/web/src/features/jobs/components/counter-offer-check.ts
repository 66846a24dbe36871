import { CounterOffer } from '@fieldhire/contract/work-terms';
import { zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { counterOfferInput, type CounterOfferDraft } from './counter-offer-draft';

/**
 * The draft checked by the contract's schema. Loaded only when an agent sends an offer, so the
 * public job page is built without zod.
 */
export function checkCounterOffer(
  draft: CounterOfferDraft,
): { offer: CounterOffer; errors: null } | { offer: null; errors: FieldErrors } {
  const input = counterOfferInput(draft);
  const result = CounterOffer.safeParse(input);
  if (result.success) return { offer: result.data, errors: null };
  return { offer: null, errors: zodFieldErrors(CounterOffer, input) };
}
