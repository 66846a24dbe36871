import { describe, expect, it } from 'vitest';
import {
  candidateDirectoryQuery,
  candidateFilterFromParams,
  DEFAULT_CANDIDATE_FILTER,
  paramsFromCandidateFilter,
  sortsByDistanceWithoutLocation,
  type CandidateFilterState,
} from './candidate-filter-params';

describe('candidate filter URL', () => {
  it('leaves the defaults out of the URL', () => {
    expect(paramsFromCandidateFilter(DEFAULT_CANDIDATE_FILTER).toString()).toBe('');
    expect(candidateFilterFromParams(new URLSearchParams())).toEqual(DEFAULT_CANDIDATE_FILTER);
  });

  it('round-trips every filter with the server parameter names', () => {
    const filter: CandidateFilterState = {
      keyword: 'drone',
      location: 'Austin, TX',
      destination: [10, 60],
      category: 'Commercial',
      candidateGender: 'Female',
      datePost: 'last_30_days',
      experiences: ['Fresh', '4 Year'],
      qualifications: ['2', '7'],
      verified: ['license', 'insurance'],
      sort: 'distance',
      page: 2,
    };
    const params = paramsFromCandidateFilter(filter);
    expect(params.toString()).toBe(
      'keyword=drone&location=Austin%2C+TX&destination_min=10&destination_max=60&category=Commercial&candidateGender=Female&datePost=last_30_days&experiences=Fresh&experiences=4+Year&qualifications=2&qualifications=7&verified=license%2Cinsurance&sort=distance&start=24&end=36',
    );
    expect(candidateFilterFromParams(params)).toEqual(filter);
  });

  it('drops the distance without a location and reads comma lists', () => {
    expect(
      paramsFromCandidateFilter({ ...DEFAULT_CANDIDATE_FILTER, destination: [0, 20] }).toString(),
    ).toBe('');
    expect(
      candidateFilterFromParams(new URLSearchParams('qualifications=3,5')).qualifications,
    ).toEqual(['3', '5']);
  });

  it('sorts newest first when the URL asks for the nearest without a location, or for an unknown sort', () => {
    const nearest = candidateFilterFromParams(new URLSearchParams('sort=distance&keyword=notary'));
    expect(nearest.sort).toBe('distance');
    expect(sortsByDistanceWithoutLocation(nearest)).toBe(true);
    expect(candidateDirectoryQuery(nearest)).toBe('keyword=notary&start=0&end=12');
    const located = { ...nearest, location: 'Austin, TX' };
    expect(sortsByDistanceWithoutLocation(located)).toBe(false);
    expect(candidateDirectoryQuery(located)).toContain('sort=distance');
    expect(candidateFilterFromParams(new URLSearchParams('sort=random')).sort).toBe('newest');
  });

  it('asks the server for the first page when the URL has no range', () => {
    expect(candidateDirectoryQuery({ ...DEFAULT_CANDIDATE_FILTER, keyword: 'notary' })).toBe(
      'keyword=notary&start=0&end=12',
    );
  });
});
