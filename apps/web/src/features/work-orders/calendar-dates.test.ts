import { describe, expect, it } from 'vitest';
import { dateParam, daysOf, readDateParam, viewTitle } from './calendar-dates';

describe('calendar dates', () => {
  it('shows a week from Sunday to Saturday', () => {
    const days = daysOf('week', new Date(2030, 5, 12));
    expect(days.map(dateParam)).toEqual([
      '2030-06-09',
      '2030-06-10',
      '2030-06-11',
      '2030-06-12',
      '2030-06-13',
      '2030-06-14',
      '2030-06-15',
    ]);
    expect(viewTitle('week', new Date(2030, 5, 12))).toBe('Jun 9 – Jun 15, 2030');
  });

  it('shows the whole weeks that hold a month, the last partial week included', () => {
    const days = daysOf('month', new Date(2030, 6, 20));
    expect(dateParam(days[0]!)).toBe('2030-06-30');
    expect(dateParam(days.at(-1)!)).toBe('2030-08-03');
    expect(days.length % 7).toBe(0);
  });

  it('reads a date from the address, or today', () => {
    expect(dateParam(readDateParam('2030-02-03'))).toBe('2030-02-03');
    const today = new Date(2030, 0, 5, 13);
    expect(dateParam(readDateParam('garbage', today))).toBe('2030-01-05');
  });
});
