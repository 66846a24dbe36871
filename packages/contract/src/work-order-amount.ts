import { BILLED_HOUR_STEP, PLATFORM_FEE_RATE } from './payments';

export interface AgreedWork {
  /** The agreed pay in whole dollars; a range pays its top (a counter-offer's own when accepted). */
  payMax: number;
  payUnit: 'hour' | 'job' | 'month' | 'year';
  durationMinutes: number | null;
  checkIn: { at: string } | null;
  checkOut: { at: string } | null;
  /** The hours the agent said the work took, if they did. */
  reportedHours?: number | null;
}

export interface AmountDue {
  payCents: number;
  feeCents: number;
  hours: number | null;
}

const HOUR_MS = 3_600_000;

/**
 * Hours billed for hourly work: as the agent reported them, else from check-in to check-out, else
 * the expected duration, in quarter hours (at least one), and never past the expected duration
 * the company agreed to pay for.
 */
export function billedHours(work: AgreedWork): number {
  const agreedMax = work.durationMinutes ? work.durationMinutes / 60 : null;
  const visited =
    work.checkIn && work.checkOut
      ? (Date.parse(work.checkOut.at) - Date.parse(work.checkIn.at)) / HOUR_MS
      : null;
  const worked = work.reportedHours ?? visited ?? agreedMax ?? 1;
  const steps = Math.max(1, Math.ceil(worked / BILLED_HOUR_STEP - 1e-9));
  const hours = steps * BILLED_HOUR_STEP;
  return agreedMax === null ? hours : Math.min(hours, Math.max(agreedMax, BILLED_HOUR_STEP));
}

/** What approving the work moves: the agent's pay and the platform's fee on top of it. */
export function amountDue(work: AgreedWork): AmountDue {
  const hours = work.payUnit === 'hour' ? billedHours(work) : null;
  const payCents = Math.round(work.payMax * 100 * (hours ?? 1));
  return { payCents, feeCents: Math.round(payCents * PLATFORM_FEE_RATE), hours };
}
