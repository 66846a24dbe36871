import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../lib/test/fetch-stub';
import { renderRoutes } from '../lib/test/render';
import { EMPLOYER } from '../lib/test/users';
import { ExportCsvLink } from './export-csv-link';

describe('ExportCsvLink', () => {
  it('is a download link named for what it exports, reached by keyboard', async () => {
    stubFetch();
    const { user } = renderRoutes(
      [{ path: '/employer/work', element: <ExportCsvLink kind="work-orders" /> }],
      { initialEntry: '/employer/work', signedInAs: EMPLOYER },
    );
    const link = screen.getByRole('link', { name: 'Export CSV of work orders' });
    expect(link).toHaveTextContent('Export CSV');
    expect(link).toHaveAttribute('href', '/api/employer/exports/work-orders.csv');
    expect(link).toHaveAttribute('download');
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('carries its filters in the address', () => {
    stubFetch();
    renderRoutes(
      [
        {
          path: '/employer/applicants',
          element: <ExportCsvLink kind="applicants" filters={{ job_id: 12, status: 'approved' }} />,
        },
      ],
      { initialEntry: '/employer/applicants', signedInAs: EMPLOYER },
    );
    expect(screen.getByRole('link', { name: 'Export CSV of applicants' })).toHaveAttribute(
      'href',
      '/api/employer/exports/applicants.csv?job_id=12&status=approved',
    );
  });
});
