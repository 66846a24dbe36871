import { describe, expect, it } from 'vitest';
import { toIso } from './iso-time';

/** The reference: the same value read by `new Date`, the general path. */
const parsed = (value: Date | string) => new Date(value).toISOString();

describe('toIso', () => {
  it('writes PostgreSQL UTC text as the ISO time new Date reads from it', () => {
    const texts = [
      '2026-12-01 18:00:00+00',
      '2026-12-01 18:00:00.1+00',
      '2026-12-01 18:00:00.12+00',
      '2026-12-01 18:00:00.123+00',
      '2026-12-01 18:00:00.1234+00',
      '2026-12-01 18:00:00.999999+00',
      '1999-01-31 23:59:59.000001+00',
      '2024-02-29 00:00:00.5+00',
    ];
    for (const text of texts) expect(toIso(text), text).toBe(parsed(text));
  });

  it('agrees with new Date over a spread of times and fractions', () => {
    for (let i = 0; i < 2000; i += 1) {
      const at = new Date(
        Date.UTC(1970 + (i % 90), i % 12, 1 + (i % 28), i % 24, i % 60, (i * 7) % 60),
      );
      const fraction =
        i % 7 === 0
          ? ''
          : `.${String(i * 7919)
              .padStart(6, '0')
              .slice(0, 1 + (i % 6))}`;
      const text = `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 19)}${fraction}+00`;
      expect(toIso(text), text).toBe(parsed(text));
    }
  });

  it('reads every other form as new Date does: offsets, ISO text, dates', () => {
    for (const value of [
      '2026-12-01 13:00:00.25-05',
      '2026-12-01 23:30:00+05:30',
      '2026-12-01T18:00:00.000Z',
      '2026-12-01T18:00:00Z',
      new Date(Date.UTC(2026, 11, 1, 18, 0, 0, 7)),
    ])
      expect(toIso(value)).toBe(parsed(value));
  });

  it('refuses what is not a time, as new Date does', () => {
    expect(() => toIso('not a time')).toThrow(RangeError);
  });
});
