import { JOB_TYPES } from '@fieldhire/contract/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { JobTypeList } from './job-type-list';

const ALL_TYPES = JOB_TYPES.map((name, index) => ({ id: index + 1, name }));

describe('JobTypeList', () => {
  it('shows a loading state, then every job type', async () => {
    stubFetch({ 'GET /api/dyn/jobtype/': { body: ALL_TYPES } });
    renderRoutes([{ path: '/', element: <JobTypeList /> }]);

    expect(screen.getByText('Loading job types')).toBeInTheDocument();
    expect(await screen.findByText('Residential Inspection')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(23);
  });

  it('shows an empty state', async () => {
    stubFetch({ 'GET /api/dyn/jobtype/': { body: [] } });
    renderRoutes([{ path: '/', element: <JobTypeList /> }]);
    expect(await screen.findByText('No job types yet')).toBeInTheDocument();
  });

  it('shows an error with a retry that recovers', async () => {
    stubFetch({
      'GET /api/dyn/jobtype/': [
        { status: 503, body: { detail: 'Down for maintenance.', code: 'server_error' } },
        { body: ALL_TYPES },
      ],
    });
    const { user } = renderRoutes([{ path: '/', element: <JobTypeList /> }]);

    expect(await screen.findByText('Down for maintenance.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Notary')).toBeInTheDocument();
  });
});
