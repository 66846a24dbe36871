import { fromLocalInputValue } from '../../../components/schedule-input';

/** What the "Propose other terms" fields hold, as typed. */
export interface CounterOfferDraft {
  salary_min: number | string;
  salary_max: number | string;
  start: string;
  note: string;
}

export const EMPTY_COUNTER_OFFER: CounterOfferDraft = {
  salary_min: '',
  salary_max: '',
  start: '',
  note: '',
};

export const isBlankOffer = (draft: CounterOfferDraft) =>
  draft.salary_min === '' && draft.salary_max === '' && !draft.start && !draft.note.trim();

/** The draft in the shape the contract's CounterOffer reads: blank fields left out. */
export function counterOfferInput(draft: CounterOfferDraft) {
  return {
    ...(draft.salary_min === '' ? {} : { salary_min: draft.salary_min }),
    ...(draft.salary_max === '' ? {} : { salary_max: draft.salary_max }),
    ...(draft.start ? { start: fromLocalInputValue(draft.start) } : {}),
    ...(draft.note.trim() ? { note: draft.note } : {}),
  };
}
