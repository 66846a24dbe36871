import { JOB_TYPES } from '@fieldhire/contract/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { JOB } from '../../../lib/test/job-fixtures';
import { HomePage } from '../pages/home-page';
import { JobTypeList } from './job-type-list';

const homeInfo = (
  jobTypes = JOB_TYPES.map((name, index) => ({ id: index + 1, name, count: index * 3 })),
) => ({
  counts: { jobs: 2015, companies: 40, candidates: 31 },
  job_types: jobTypes,
  recent_jobs: [{ ...JOB, id: 7, title: 'Roof photos in Austin' }],
  top_companies: [
    {
      id: 12,
      name: 'Gulf Coast Notary Co',
      avatar: null,
      city: 'Austin',
      state: 'TX',
      category: 'Residential',
      open_jobs: 41,
    },
  ],
});

describe('home page', () => {
  it('shows a loading state, then every job type with its open jobs', async () => {
    stubFetch({ 'GET /api/home-info': { body: homeInfo() } });
    renderRoutes([{ path: '/', element: <JobTypeList /> }]);

    expect(screen.getByText('Loading job types')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notary, 9 open jobs' })).toHaveAttribute(
      'href',
      '/jobs?jobType=4',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(23);
  });

  it('shows counts, recent jobs and companies linking to their pages', async () => {
    stubFetch({
      'GET /api/home-info': { body: homeInfo() },
      'GET /api/jobs-by-type/': { body: [] },
    });
    renderRoutes([{ path: '/', element: <HomePage signedIn={false} /> }]);
    expect(await screen.findByText('2,015')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Roof photos in Austin' })).toHaveAttribute(
      'href',
      '/jobs/7',
    );
    expect(screen.getByRole('link', { name: /Gulf Coast Notary Co/ })).toHaveAttribute(
      'href',
      `/companies/${btoa('12')}`,
    );
    expect(screen.getByRole('link', { name: 'See all 2,015 jobs' })).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    stubFetch({ 'GET /api/home-info': { body: homeInfo([]) } });
    renderRoutes([{ path: '/', element: <JobTypeList /> }]);
    expect(await screen.findByText('No job types yet')).toBeInTheDocument();
  });

  it('shows an error with a retry that recovers', async () => {
    stubFetch({
      'GET /api/home-info': [
        { status: 503, body: { detail: 'Down for maintenance.', code: 'server_error' } },
        { body: homeInfo() },
      ],
    });
    const { user } = renderRoutes([{ path: '/', element: <JobTypeList /> }]);

    expect(await screen.findByText('Down for maintenance.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Notary')).toBeInTheDocument();
  });
});
