import { describe, expect, it } from 'vitest';
import { groupTownsByState, stateOfTown } from './geo';

const STATES = [
  { fips: '06', usps: 'CA', name: 'California' },
  { fips: '32', usps: 'NV', name: 'Nevada' },
];

describe('groupTownsByState', () => {
  it('groups towns by the state in their GEOID, in alphabetical order', () => {
    const groups = groupTownsByState(
      [
        { fips: '3240000', name: 'Las Vegas' },
        { fips: '0667000', name: 'San Francisco' },
        { fips: '0644000', name: 'Los Angeles' },
      ],
      STATES,
    );
    expect(groups).toEqual([
      {
        stateFips: '06',
        stateName: 'California',
        towns: [
          { fips: '0644000', name: 'Los Angeles' },
          { fips: '0667000', name: 'San Francisco' },
        ],
      },
      { stateFips: '32', stateName: 'Nevada', towns: [{ fips: '3240000', name: 'Las Vegas' }] },
    ]);
  });

  it('names a state by its code until the states have loaded', () => {
    expect(groupTownsByState([{ fips: '4805000', name: 'Austin' }], undefined)[0]?.stateName).toBe(
      'State 48',
    );
    expect(stateOfTown('4805000')).toBe('48');
  });
});
