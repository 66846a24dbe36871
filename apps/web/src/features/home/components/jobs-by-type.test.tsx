import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOB } from '../../../lib/test/job-fixtures';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { JobsByTypeRows } from './jobs-by-type';

const homeInfo = {
  counts: { jobs: 120, companies: 4, candidates: 9 },
  job_types: [
    { id: 1, name: 'Residential Inspection', count: 12 },
    { id: 4, name: 'Notary', count: 40 },
    { id: 9, name: 'Mystery Shopping', count: 0 },
  ],
  recent_jobs: [],
  top_companies: [],
};
const row = (id: number, name: string, count: number, titles: string[]) => [
  {
    job_type: { id, name },
    count,
    jobs: titles.map((title, index) => ({ ...JOB, id: id * 100 + index, title })),
  },
];

describe('popular kinds of work', () => {
  it('opens on the type with the most jobs and loads another type when its tab is chosen', async () => {
    const { calls } = stubFetch({
      'GET /api/home-info': { body: homeInfo },
      'GET /api/jobs-by-type/': (call) =>
        call.path.includes('job_type=4')
          ? { body: row(4, 'Notary', 40, ['Loan signing in Dallas']) }
          : { body: row(1, 'Residential Inspection', 12, []) },
    });
    const { user } = renderRoutes([{ path: '/', element: <JobsByTypeRows /> }]);

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Notary', 'Residential Inspection']);
    expect(await screen.findByRole('link', { name: 'Loan signing in Dallas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 40 Notary jobs' })).toHaveAttribute(
      'href',
      '/jobs?jobType=4',
    );

    await user.click(screen.getByRole('tab', { name: 'Residential Inspection' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      await within(panel).findByText('No open Residential Inspection jobs right now'),
    ).toBeInTheDocument();
    expect(
      calls.map((call) => call.path).filter((path) => path.startsWith('/api/jobs-by-type/')),
    ).toEqual(['/api/jobs-by-type/?job_type=4&limit=4', '/api/jobs-by-type/?job_type=1&limit=4']);
  });

  it('chooses the next type with the arrow key, the focus on its tab', async () => {
    stubFetch({
      'GET /api/home-info': { body: homeInfo },
      'GET /api/jobs-by-type/': (call) =>
        call.path.includes('job_type=4')
          ? { body: row(4, 'Notary', 40, ['Loan signing in Dallas']) }
          : { body: row(1, 'Residential Inspection', 12, ['Roof photos in Austin']) },
    });
    const { user } = renderRoutes([{ path: '/', element: <JobsByTypeRows /> }]);

    const notary = await screen.findByRole('tab', { name: 'Notary' });
    expect(notary).toHaveAttribute('aria-selected', 'true');
    notary.focus();
    await user.keyboard('{ArrowRight}');
    const inspection = screen.getByRole('tab', { name: 'Residential Inspection' });
    expect(inspection).toHaveFocus();
    expect(inspection).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Residential Inspection' })).findByRole(
        'link',
        { name: 'Roof photos in Austin' },
      ),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    stubFetch({
      'GET /api/home-info': { body: homeInfo },
      'GET /api/jobs-by-type/': [
        { status: 503, body: { detail: 'Down for maintenance.', code: 'server_error' } },
        { body: row(4, 'Notary', 40, ['Loan signing in Dallas']) },
      ],
    });
    const { user } = renderRoutes([{ path: '/', element: <JobsByTypeRows /> }]);
    expect(await screen.findByText('Down for maintenance.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Loan signing in Dallas' })).toBeInTheDocument();
  });
});
