/**
 * The time zone most of each state's people live in, by state FIPS code: where a state spans two
 * zones, its larger part's. Used to send daily mail at a sensible local hour.
 */
const STATE_TIME_ZONES: Record<string, string> = {
  '01': 'America/Chicago',
  '02': 'America/Anchorage',
  '04': 'America/Phoenix',
  '05': 'America/Chicago',
  '06': 'America/Los_Angeles',
  '08': 'America/Denver',
  '09': 'America/New_York',
  '10': 'America/New_York',
  '11': 'America/New_York',
  '12': 'America/New_York',
  '13': 'America/New_York',
  '15': 'Pacific/Honolulu',
  '16': 'America/Boise',
  '17': 'America/Chicago',
  '18': 'America/Indiana/Indianapolis',
  '19': 'America/Chicago',
  '20': 'America/Chicago',
  '21': 'America/New_York',
  '22': 'America/Chicago',
  '23': 'America/New_York',
  '24': 'America/New_York',
  '25': 'America/New_York',
  '26': 'America/Detroit',
  '27': 'America/Chicago',
  '28': 'America/Chicago',
  '29': 'America/Chicago',
  '30': 'America/Denver',
  '31': 'America/Chicago',
  '32': 'America/Los_Angeles',
  '33': 'America/New_York',
  '34': 'America/New_York',
  '35': 'America/Denver',
  '36': 'America/New_York',
  '37': 'America/New_York',
  '38': 'America/Chicago',
  '39': 'America/New_York',
  '40': 'America/Chicago',
  '41': 'America/Los_Angeles',
  '42': 'America/New_York',
  '44': 'America/New_York',
  '45': 'America/New_York',
  '46': 'America/Chicago',
  '47': 'America/Chicago',
  '48': 'America/Chicago',
  '49': 'America/Denver',
  '50': 'America/New_York',
  '51': 'America/New_York',
  '53': 'America/Los_Angeles',
  '54': 'America/New_York',
  '55': 'America/Chicago',
  '56': 'America/Denver',
  '60': 'Pacific/Pago_Pago',
  '66': 'Pacific/Guam',
  '69': 'Pacific/Saipan',
  '72': 'America/Puerto_Rico',
  '78': 'America/St_Thomas',
};

/** The zone of the country's middle, for what has no state. */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

export const timeZoneOfState = (stateFips: string | null | undefined) =>
  (stateFips && STATE_TIME_ZONES[stateFips]) || DEFAULT_TIME_ZONE;

/** The hour (0-23) and ISO weekday (1 = Monday) at `at` in `timeZone`. */
export function localClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    parts.find((part) => part.type === 'weekday')?.value ?? 'Mon',
  );
  return { hour, weekday: weekday + 1 };
}
