import { describe, expect, it } from 'vitest';
import { formatHours, formatSignedUsd } from './earnings-format';

describe('earnings format', () => {
  it('signs an amount: plus for money in, a minus sign for money out', () => {
    expect(formatSignedUsd(8_500)).toBe('+$85.00');
    expect(formatSignedUsd(-8_500)).toBe('−$85.00');
    expect(formatSignedUsd(123_450)).toBe('+$1,234.50');
  });

  it('writes hours with up to two decimals', () => {
    expect(formatHours(2.5)).toBe('2.5 h');
    expect(formatHours(1.25)).toBe('1.25 h');
    expect(formatHours(3)).toBe('3 h');
  });
});
