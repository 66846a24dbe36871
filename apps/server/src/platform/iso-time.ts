/**
 * A timestamp as PostgreSQL writes it in a session whose time zone is UTC (PGlite's, and a
 * server's set up in UTC): `2026-12-01 18:00:00.123456+00`, the fraction optional. Other
 * offsets take the general path.
 */
const POSTGRES_UTC = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A time as the API answers it, from a Date or the text a raw query gives. PostgreSQL's UTC text
 * is rewritten as it stands: `new Date` parses that format about seven times slower, and an answer
 * listing applicants or jobs holds dozens of times.
 */
export function toIso(value: Date | string) {
  const utc = typeof value === 'string' ? POSTGRES_UTC.exec(value) : null;
  if (!utc) return new Date(value).toISOString();
  const [, day, time, fraction = ''] = utc;
  return `${day}T${time}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
}
