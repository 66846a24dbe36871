import { describe, expect, it } from 'vitest';
import { amountDue, billedHours, type AgreedWork } from './work-order-amount';

const at = (hour: number, minute = 0) => ({
  at: new Date(Date.UTC(2026, 10, 2, hour, minute)).toISOString(),
});
const work = (over: Partial<AgreedWork>): AgreedWork => ({
  payMax: 80,
  payUnit: 'job',
  durationMinutes: null,
  checkIn: null,
  checkOut: null,
  ...over,
});

describe('amount due on approval', () => {
  it('pays work by the job its agreed amount, with a 10% fee on top', () => {
    expect(amountDue(work({ payMax: 85 }))).toEqual({ payCents: 8500, feeCents: 850, hours: null });
  });

  it('pays hourly work for the visit, in quarter hours up to the expected duration', () => {
    const hourly = work({ payMax: 30, payUnit: 'hour', durationMinutes: 120 });
    expect(billedHours({ ...hourly, checkIn: at(9), checkOut: at(10, 20) })).toBe(1.5);
    expect(billedHours({ ...hourly, checkIn: at(9), checkOut: at(10, 15) })).toBe(1.25);
    expect(billedHours({ ...hourly, checkIn: at(9), checkOut: at(13) })).toBe(2);
    expect(billedHours({ ...hourly, checkIn: at(9), checkOut: at(9, 1) })).toBe(0.25);
    expect(amountDue({ ...hourly, checkIn: at(9), checkOut: at(10, 20) })).toEqual({
      payCents: 4500,
      feeCents: 450,
      hours: 1.5,
    });
  });

  it('pays hourly work without a recorded visit for the expected duration, or one hour', () => {
    expect(billedHours(work({ payUnit: 'hour', durationMinutes: 90 }))).toBe(1.5);
    expect(billedHours(work({ payUnit: 'hour' }))).toBe(1);
    expect(billedHours(work({ payUnit: 'hour', checkIn: at(9), checkOut: at(17) }))).toBe(8);
  });

  it('pays the hours the agent reported, up to the expected duration', () => {
    const hourly = work({
      payUnit: 'hour',
      durationMinutes: 180,
      checkIn: at(9),
      checkOut: at(9, 30),
    });
    expect(billedHours({ ...hourly, reportedHours: 2.5 })).toBe(2.5);
    expect(billedHours({ ...hourly, reportedHours: 1.1 })).toBe(1.25);
    expect(billedHours({ ...hourly, reportedHours: 7 })).toBe(3);
    expect(billedHours({ ...hourly, reportedHours: null })).toBe(0.5);
  });

  it('rounds the fee to the cent', () => {
    expect(amountDue(work({ payMax: 33, payUnit: 'hour', durationMinutes: 15 }))).toEqual({
      payCents: 825,
      feeCents: 83,
      hours: 0.25,
    });
  });
});
