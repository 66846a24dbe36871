import { describe, expect, it } from 'vitest';
import {
  companyFilterFromParams,
  companyParamsFromFilter,
  companySearchQuery,
  DEFAULT_COMPANY_FILTER,
  type CompanyFilterState,
} from './company-filter-params';

describe('company filter URL', () => {
  it('leaves the defaults out of the URL', () => {
    expect(companyParamsFromFilter(DEFAULT_COMPANY_FILTER).toString()).toBe('');
    expect(companyFilterFromParams(new URLSearchParams())).toEqual(DEFAULT_COMPANY_FILTER);
  });

  it('round-trips every employer filter with the server parameter names', () => {
    const filter: CompanyFilterState = {
      keyword: 'roof',
      location: 'Austin, TX',
      destination: [10, 60],
      category: 'Commercial',
      companySize: '11-50',
      foundation: [1990, 2015],
      sort: 'distance',
      page: 2,
    };
    const params = companyParamsFromFilter(filter);
    expect(params.toString()).toBe(
      'keyword=roof&location=Austin%2C+TX&destination_min=10&destination_max=60&category=Commercial&companySize=11-50&foundation_min=1990&foundation_max=2015&sort=distance&start=24&end=36',
    );
    expect(companyFilterFromParams(params)).toEqual(filter);
  });

  it('drops the distance and the nearest-first sort without a location', () => {
    const params = companyParamsFromFilter({
      ...DEFAULT_COMPANY_FILTER,
      destination: [0, 20],
      sort: 'distance',
    });
    expect(params.toString()).toBe('');
  });

  it('ignores values the server would refuse', () => {
    const filter = companyFilterFromParams(
      new URLSearchParams(
        'category=Farm&companySize=9000&sort=random&foundation_min=1700&foundation_max=abc&destination_max=500',
      ),
    );
    expect(filter).toEqual({
      ...DEFAULT_COMPANY_FILTER,
      foundation: [1900, 2028],
      destination: [0, 100],
    });
  });

  it('always asks the server for one page', () => {
    expect(companySearchQuery(DEFAULT_COMPANY_FILTER)).toBe('start=0&end=12');
    expect(companySearchQuery({ ...DEFAULT_COMPANY_FILTER, page: 1 })).toBe('start=12&end=24');
  });
});
