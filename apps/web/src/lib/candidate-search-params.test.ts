import { describe, expect, it } from 'vitest';
import {
  pickedTowns,
  searchParamsFromState,
  searchStateFromParams,
} from './candidate-search-params';

describe('candidate search parameters', () => {
  it('sends job types as a comma list and each town as its own town_fips', () => {
    const params = searchParamsFromState({
      jobTypes: ['1', '2'],
      stateFips: '06',
      townFips: ['0644000', '0667000'],
      sort: 'coverage',
      onTimeMin: '',
      verified: [],
      page: 2,
      pageSize: 20,
    });
    expect(params.get('job_types')).toBe('1,2');
    expect(params.getAll('town_fips')).toEqual(['0644000', '0667000']);
    expect(params.toString()).toBe(
      'page=2&page_size=20&job_types=1%2C2&state_fips=06&town_fips=0644000&town_fips=0667000',
    );
    expect(searchStateFromParams(params)).toEqual({
      jobTypes: ['1', '2'],
      stateFips: '06',
      townFips: ['0644000', '0667000'],
      sort: 'coverage',
      onTimeMin: '',
      verified: [],
      page: 2,
      pageSize: 20,
    });
  });

  it('asks for agents with verified documents as one comma list', () => {
    const state = searchStateFromParams(new URLSearchParams('verified=license,insurance'));
    expect(state.verified).toEqual(['license', 'insurance']);
    expect(searchParamsFromState(state).toString()).toBe(
      'page=1&page_size=20&verified=license%2Cinsurance',
    );
  });

  it('asks for the most reliable agents, and only those on time often enough', () => {
    const params = new URLSearchParams('sort=reliability&on_time_min=0.95');
    const state = searchStateFromParams(params);
    expect(state).toMatchObject({ sort: 'reliability', onTimeMin: '0.95' });
    expect(searchParamsFromState(state).toString()).toBe(
      'page=1&page_size=20&sort=reliability&on_time_min=0.95',
    );
    expect(searchStateFromParams(new URLSearchParams('on_time_min=0.5'))).toMatchObject({
      onTimeMin: '',
    });
  });

  it('starts on the first page of 20 and leaves out what is not chosen', () => {
    const state = searchStateFromParams(new URLSearchParams('page=abc'));
    expect(state).toEqual({
      jobTypes: [],
      stateFips: '',
      townFips: [],
      sort: 'coverage',
      onTimeMin: '',
      verified: [],
      page: 1,
      pageSize: 20,
    });
    expect(searchParamsFromState(state).toString()).toBe('page=1&page_size=20');
  });

  it('names picked towns from memory, then from the results', () => {
    expect(
      pickedTowns(['0644000', '0667000', '0600001'], { '0644000': 'Los Angeles' }, [
        { fips: '0667000', name: 'San Francisco' },
      ]),
    ).toEqual([
      { fips: '0644000', name: 'Los Angeles' },
      { fips: '0667000', name: 'San Francisco' },
      { fips: '0600001', name: '0600001' },
    ]);
  });
});
