import type { Applicant, ApplicationStatus, MyJob } from '@fieldhire/contract/jobs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { JOB } from '../../../lib/test/job-fixtures';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { ApplicantsPage } from './applicants-page';

const applicant = (id: number, name: string, status: ApplicationStatus): Applicant => ({
  id,
  status,
  message: '',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  candidate: {
    id: 100 + id,
    username: `agent${id}`,
    name,
    avatar: null,
    headline: null,
    city: null,
    state: null,
  },
});

const job: MyJob = {
  ...JOB,
  id: 31,
  applicants: [
    applicant(1, 'Shortlisted Sam', 'shortlisted'),
    applicant(2, 'Rejected Rae', 'rejected'),
  ],
};

function renderPage() {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, EMPLOYER);
  return renderRoutes([{ path: '/employer/jobs/:id/applicants', element: <ApplicantsPage /> }], {
    initialEntry: '/employer/jobs/31/applicants',
    queryClient,
  });
}

describe('applicants', () => {
  it('offers only the stages an applicant may move to, and none once rejected', async () => {
    stubFetch({ 'GET /api/myjobs/31/': { body: job } });
    const { user } = renderPage();
    const sam = await screen.findByRole('article', { name: 'Shortlisted Sam' });
    await user.click(within(sam).getByRole('textbox', { name: 'Status of Shortlisted Sam' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Shortlisted', 'Approved', 'Rejected']);

    const rae = screen.getByRole('article', { name: 'Rejected Rae' });
    expect(within(rae).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
