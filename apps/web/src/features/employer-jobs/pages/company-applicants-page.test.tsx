import type { CompanyApplicant } from '@fieldhire/contract/jobs';
import { NO_AGENT_RECORD } from '@fieldhire/contract/reputation';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { CompanyApplicantsPage } from './company-applicants-page';

const SHORTLISTED: CompanyApplicant = {
  id: 5,
  status: 'shortlisted',
  message: '',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  candidate: {
    id: 9,
    username: 'dana',
    name: 'Dana Reyes',
    avatar: null,
    headline: null,
    city: 'Austin',
    state: 'TX',
    reliability: NO_AGENT_RECORD,
  },
  job: { id: 21, title: 'Roof photos in Austin' },
  counter_offer: null,
  work_order_id: null,
  work_confirmed: false,
};

describe('company applicants', () => {
  it('asks the server for the status in the address and links each applicant to its job', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    const fetch = stubFetch({ 'GET /api/applicants/': { body: [SHORTLISTED] } });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userInfoKey, EMPLOYER);
    renderRoutes([{ path: '/employer/applicants', element: <CompanyApplicantsPage /> }], {
      initialEntry: '/employer/applicants?status=shortlisted',
      queryClient,
    });
    const card = await screen.findByRole('article', {
      name: 'Dana Reyes, Roof photos in Austin',
    });
    expect(card).toHaveTextContent('shortlisted');
    expect(screen.getByRole('link', { name: 'Roof photos in Austin' })).toHaveAttribute(
      'href',
      '/employer/jobs/21',
    );
    expect(screen.getByText('1 applicant')).toBeInTheDocument();
    expect(fetch.calls.some((call) => call.path === '/api/applicants/?status=shortlisted')).toBe(
      true,
    );
  });

  it('shows an applicant’s offer and links an approved applicant’s work order', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    stubFetch({
      'GET /api/applicants/': {
        body: [
          { ...SHORTLISTED, counter_offer: { salary_min: 90, note: 'Weekends only.' } },
          {
            ...SHORTLISTED,
            id: 6,
            status: 'approved',
            work_order_id: 41,
            candidate: { ...SHORTLISTED.candidate, id: 10, name: 'Lee Park' },
          },
        ],
      },
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userInfoKey, EMPLOYER);
    renderRoutes([{ path: '/employer/applicants', element: <CompanyApplicantsPage /> }], {
      initialEntry: '/employer/applicants',
      queryClient,
    });
    const dana = await screen.findByRole('article', { name: 'Dana Reyes, Roof photos in Austin' });
    expect(dana).toHaveTextContent('Offer: from $90 · “Weekends only.”');
    expect(screen.getByRole('link', { name: 'Work order for Lee Park' })).toHaveAttribute(
      'href',
      '/work-orders/41',
    );
    expect(screen.queryByRole('link', { name: 'Work order for Dana Reyes' })).toBeNull();
  });
});
