import { describe, expect, it } from 'vitest';
import { summarizeSearch } from './search-summary';

const jobTypes = new Map([
  [1, 'Notary'],
  [2, 'Loan Signing'],
  [3, 'Residential Inspection'],
]);

describe('summarizeSearch', () => {
  it('names a search by its type, distance and place', () => {
    expect(
      summarizeSearch({ jobType: [1], location: 'Austin, TX', destination_max: 25 }, { jobTypes }),
    ).toBe('Notary within 25 mi of Austin, TX');
  });

  it('uses the default distance, the state, the keyword, the tag and the pay', () => {
    expect(summarizeSearch({ location_city_zip: '78701' }, { jobTypes })).toBe(
      'Jobs within 50 mi of 78701',
    );
    expect(
      summarizeSearch({ keyword: 'roof', location_state: 'TX' }, { jobTypes, stateName: 'Texas' }),
    ).toBe('"roof" jobs in Texas');
    expect(
      summarizeSearch(
        { jobType: [1, 2, 3], keyword: 'photos', tag: 'Drone', salary_min: 1500 },
        { jobTypes },
      ),
    ).toBe('Notary, Loan Signing and 1 more matching "photos" tagged Drone paying $1,500+');
    expect(summarizeSearch({ category: 'Residential' }, { jobTypes })).toBe('Residential jobs');
  });

  it('keeps a long name within the limit', () => {
    const name = summarizeSearch({ keyword: 'x'.repeat(200) }, { jobTypes });
    expect(name.length).toBe(120);
    expect(name.endsWith('…')).toBe(true);
  });
});
