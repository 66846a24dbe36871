import type { AlertFrequency } from '@fieldhire/contract/saved-searches';
import { localClock } from '../../platform/geo/state-time-zones';

/** Digests go out at this hour where the alert looks for jobs: before a field agent's day starts. */
export const DIGEST_LOCAL_HOUR = 7;
const HOUR_MS = 3_600_000;
/** Least time between two digests of one alert, so an hour run twice (or a DST shift) sends one. */
const DIGEST_GAP_MS: Record<Exclude<AlertFrequency, 'instant'>, number> = {
  daily: 20 * HOUR_MS,
  weekly: 6 * 24 * HOUR_MS,
};

export interface DigestAlert {
  frequency: AlertFrequency;
  timeZone: string;
  lastSentAt: Date | null;
}

/** Whether a digest alert mails at `at`: its local morning hour, every day or on Mondays. */
export function isDigestDue({ frequency, timeZone, lastSentAt }: DigestAlert, at: Date) {
  if (frequency === 'instant') return false;
  const { hour, weekday } = localClock(at, timeZone);
  if (hour !== DIGEST_LOCAL_HOUR) return false;
  if (frequency === 'weekly' && weekday !== 1) return false;
  return lastSentAt === null || at.getTime() - lastSentAt.getTime() >= DIGEST_GAP_MS[frequency];
}
