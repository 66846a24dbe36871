import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { EMPLOYER } from '../../../lib/test/users';
import { CompanyApplicantsPage } from './company-applicants-page';

describe('exporting the company’s applicants', () => {
  it('exports the applicants of the status shown', async () => {
    stubFetch({ 'GET /api/applicants/': { body: [] } });
    renderRoutes([{ path: '/employer/applicants', element: <CompanyApplicantsPage /> }], {
      initialEntry: '/employer/applicants?status=shortlisted',
      signedInAs: EMPLOYER,
    });
    expect(await screen.findByRole('link', { name: 'Export CSV of applicants' })).toHaveAttribute(
      'href',
      '/api/employer/exports/applicants.csv?status=shortlisted',
    );
  });

  it('exports every applicant when no status is chosen', async () => {
    stubFetch({ 'GET /api/applicants/': { body: [] } });
    renderRoutes([{ path: '/employer/applicants', element: <CompanyApplicantsPage /> }], {
      initialEntry: '/employer/applicants',
      signedInAs: EMPLOYER,
    });
    expect(await screen.findByRole('link', { name: 'Export CSV of applicants' })).toHaveAttribute(
      'href',
      '/api/employer/exports/applicants.csv',
    );
  });
});
