import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, filterFromParams, paramsFromFilter } from './job-filter-params';

describe('job filter URL', () => {
  it('leaves the defaults out of the URL', () => {
    expect(paramsFromFilter(DEFAULT_FILTER).toString()).toBe('');
    expect(filterFromParams(new URLSearchParams())).toEqual(DEFAULT_FILTER);
  });

  it('round-trips every filter with the server parameter names', () => {
    const filter = {
      ...DEFAULT_FILTER,
      keyword: 'roof',
      location: '78701',
      location_city_zip: 'Austin',
      location_state: 'TX',
      destination: [5, 30] as [number, number],
      category: 'Residential',
      jobType: ['1', '4'],
      datePosted: 'last_7_days',
      experience: ['Fresh', '2 Year'],
      salary: [50, 500] as [number, number],
      tag: 'Drone',
      company: '42',
      sort: 'distance',
      page: 2,
    };
    const params = paramsFromFilter(filter);
    expect(params.toString()).toBe(
      'keyword=roof&location=78701&location_city_zip=Austin&location_state=TX&destination_min=5&destination_max=30&category=Residential&jobType=1&jobType=4&datePosted=last_7_days&experience=Fresh&experience=2+Year&salary_min=50&salary_max=500&tag=Drone&company=42&sort=distance&start=20&end=30',
    );
    expect(filterFromParams(params)).toEqual(filter);
  });

  it('drops the distance without a location and reads comma lists of job types', () => {
    expect(paramsFromFilter({ ...DEFAULT_FILTER, destination: [0, 10] }).toString()).toBe('');
    expect(
      paramsFromFilter({
        ...DEFAULT_FILTER,
        location_city_zip: '78701',
        destination: [0, 10],
      }).toString(),
    ).toBe('location_city_zip=78701&destination_max=10');
    expect(filterFromParams(new URLSearchParams('jobType=3,7')).jobType).toEqual(['3', '7']);
  });

  it('keeps only a company id as the company filter', () => {
    expect(filterFromParams(new URLSearchParams('company=17')).company).toBe('17');
    for (const bad of ['0', '-3', 'acme', '1.5', ''])
      expect(filterFromParams(new URLSearchParams({ company: bad })).company).toBe('');
  });
});
