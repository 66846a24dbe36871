import { describe, expect, it } from 'vitest';
import { coverageSummary } from './candidate-labels';

const STATES = [
  { fips: '48', usps: 'TX', name: 'Texas' },
  { fips: '40', usps: 'OK', name: 'Oklahoma' },
];
const town = (fips: string, name: string) => ({ fips, name, state_fips: fips.slice(0, 2) });

describe('candidate labels', () => {
  it('summarises coverage with the searched towns first', () => {
    const towns = [
      town('4805000', 'Austin'),
      town('4863500', 'Round Rock'),
      town('4813552', 'Cedar Park'),
      town('4858820', 'Pflugerville'),
      town('4055000', 'Oklahoma City'),
    ];
    expect(coverageSummary(towns, STATES)).toBe(
      'Austin, Cedar Park, Oklahoma City and 2 more (OK, TX)',
    );
    expect(coverageSummary(towns, STATES, new Set(['4858820']))).toBe(
      'Pflugerville, Austin, Cedar Park and 2 more (OK, TX)',
    );
    expect(coverageSummary([], STATES)).toBeNull();
  });
});
