import { JOB_FULL, type ApplicationStatus, type MyJob } from '@fieldhire/contract/jobs';
import { NO_AGENT_RECORD } from '@fieldhire/contract/reputation';
import type { Candidate } from '@fieldhire/contract/candidates';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { applicantFixture, JOB } from '../../../lib/test/job-fixtures';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { ApplicantsPage } from './applicants-page';

const applicant = (id: number, name: string, status: ApplicationStatus) =>
  applicantFixture(id, name, status);

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
  return renderRoutes(
    [
      { path: '/employer/jobs/:id/applicants', element: <ApplicantsPage /> },
      { path: '/employer/candidates', element: <SearchState /> },
    ],
    {
      initialEntry: '/employer/jobs/31/applicants',
      queryClient,
    },
  );
}

function SearchState() {
  return <p data-testid="search-state">{JSON.stringify(useLocation().state)}</p>;
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

  it('offers no move once the agent confirmed the work, and Rejected while they have not', async () => {
    stubFetch({
      'GET /api/myjobs/31/': {
        body: {
          ...job,
          applicants: [
            applicantFixture(3, 'Confirmed Cy', 'approved', {
              work_order_id: 9,
              work_confirmed: true,
            }),
            applicantFixture(4, 'Assigned Al', 'approved', { work_order_id: 10 }),
          ],
        },
      },
    });
    const { user } = renderPage();
    const cy = await screen.findByRole('article', { name: 'Confirmed Cy' });
    expect(within(cy).queryByRole('textbox')).not.toBeInTheDocument();
    const al = screen.getByRole('article', { name: 'Assigned Al' });
    await user.click(within(al).getByRole('textbox', { name: 'Status of Assigned Al' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Approved', 'Rejected']);
  });
});

const SAM_PROFILE: Candidate = {
  reliability: NO_AGENT_RECORD,
  verified_documents: [],
  id: 101,
  username: 'agent1',
  name: 'Shortlisted Sam',
  avatar: null,
  headline: 'Drone roof inspector',
  about: null,
  gender: null,
  experience: '3 Year',
  categories: [],
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  job_types: [{ id: 1, name: 'Residential Inspection' }],
  skill_tags: [],
  certifications: [{ id: 8, name: 'FAA Part 107 Drone Pilot' }],
  educations: [],
  coverage_towns: [{ fips: '4805000', name: 'Austin', state_fips: '48' }],
  coverage_radius: 40,
  created_at: '2025-01-01T00:00:00.000Z',
  resume_url: '/uploads/sam.pdf',
};

describe('an applicant’s drawer', () => {
  it('shows the profile and the message without leaving the pipeline, moves the status, and closes with Escape', async () => {
    const withMessage: MyJob = {
      ...job,
      applicants: [
        { ...job.applicants[0]!, message: 'I have flown this street before.' },
        job.applicants[1]!,
      ],
    };
    const { fetch, user } = (() => {
      const stub = stubFetch({
        'GET /api/myjobs/31/': { body: withMessage },
        'GET /api/candidates/': { body: SAM_PROFILE },
        'GET /api/geo/states/': { body: [{ fips: '48', name: 'Texas', abbr: 'TX' }] },
        'PATCH /api/applicants/1/': {
          body: {
            job: {
              ...withMessage,
              applicants: [
                { ...withMessage.applicants[0]!, status: 'approved' },
                job.applicants[1]!,
              ],
            },
          },
        },
      });
      return { fetch: stub, ...renderPage() };
    })();
    const open = await screen.findByRole('button', { name: 'View profile of Shortlisted Sam' });
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Applicant: Shortlisted Sam' });
    expect(within(drawer).getByText('I have flown this street before.')).toBeInTheDocument();
    expect(await within(drawer).findByText('Drone roof inspector')).toBeInTheDocument();
    expect(await within(drawer).findByText('FAA Part 107 Drone Pilot')).toBeInTheDocument();
    expect(within(drawer).getByText('Residential Inspection')).toBeInTheDocument();
    expect(within(drawer).getByText('3 years')).toBeInTheDocument();
    expect(await within(drawer).findByText('Texas')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Open resume' })).toHaveAttribute(
      'href',
      '/uploads/sam.pdf',
    );
    expect(fetch.calls.some((call) => call.path === '/api/candidates/?username=agent1')).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('textbox', { name: 'Status of Shortlisted Sam' }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() =>
      expect(fetch.callsTo('PATCH', '/api/applicants/1/')[0]?.body).toEqual({
        status: 'approved',
        accept_counter_offer: false,
      }),
    );
    await waitFor(() =>
      expect(
        within(drawer).getByRole('textbox', { name: 'Status of Shortlisted Sam' }),
      ).toHaveValue('Approved'),
    );

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Applicant: Shortlisted Sam' }),
      ).not.toBeInTheDocument(),
    );
    // Sam's card moved to the Approved stage; focus returns to its button there.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'View profile of Shortlisted Sam' })).toHaveFocus(),
    );
    expect(screen.getByRole('region', { name: 'Approved applicants' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  }, 20_000);

  it('says why there is no resume when the plan does not show it', async () => {
    const { resume_url: _hidden, ...withoutResume } = SAM_PROFILE;
    stubFetch({
      'GET /api/myjobs/31/': { body: job },
      'GET /api/candidates/': { body: withoutResume },
      'GET /api/geo/states/': { body: [] },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Shortlisted Sam' }));
    const drawer = await screen.findByRole('dialog', { name: 'Applicant: Shortlisted Sam' });
    expect(
      await within(drawer).findByText(/Resumes show to companies with an active package/),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('No message with this application.')).toBeInTheDocument();
  });
});

describe('approving an applicant', () => {
  // Offers and schedules name days without a year while they fall in the current one.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 20, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  const offerJob = (): MyJob => ({
    ...JOB,
    id: 31,
    openings: 2,
    filled: 0,
    // In Texas: 9:00 AM and 10:00 AM CST on its clocks, wherever the test runs.
    schedule: { type: 'hard_start', start: '2026-12-01T15:00:00.000Z', end: null },
    applicants: [
      applicantFixture(1, 'Offering Olga', 'shortlisted', {
        counter_offer: {
          salary_min: 90,
          salary_max: 110,
          start: '2026-12-02T16:00:00.000Z',
          note: 'Tuesday suits me.',
        },
      }),
      applicantFixture(2, 'Plain Pat', 'reviewed'),
    ],
  });

  const approvedIn = (job: MyJob, applicantId: number, workOrderId: number): MyJob => ({
    ...job,
    filled: job.filled + 1,
    applicants: job.applicants.map((a) =>
      a.id === applicantId ? { ...a, status: 'approved', work_order_id: workOrderId } : a,
    ),
  });

  async function chooseApproved(user: ReturnType<typeof renderPage>['user'], name: string) {
    const card = await screen.findByRole('article', { name });
    await user.click(within(card).getByRole('textbox', { name: `Status of ${name}` }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
  }

  it('shows the offer beside the listed terms, both on the site’s clocks', async () => {
    stubFetch({ 'GET /api/myjobs/31/': { body: offerJob() } });
    renderPage();
    const olga = await screen.findByRole('article', { name: 'Offering Olga' });
    expect(olga).toHaveTextContent(
      'Offer: $90–$110 / job · starts Wed, Dec 2, 10:00 AM CST · “Tuesday suits me.”',
    );
    expect(olga).toHaveTextContent('Listed: $45–$65 / job · starts Tue, Dec 1, 9:00 AM CST');
    expect(screen.getByRole('article', { name: 'Plain Pat' })).not.toHaveTextContent(/Offer:/);
    expect(screen.getByText('0 of 2 filled')).toBeInTheDocument();
  });

  it('asks whether to accept the offer, sends the choice and links the work order', async () => {
    const job = offerJob();
    const fetch = stubFetch({
      'GET /api/myjobs/31/': { body: job },
      'PATCH /api/applicants/1/': { body: { job: approvedIn(job, 1, 77) } },
    });
    const { user } = renderPage();
    await chooseApproved(user, 'Offering Olga');
    let dialog = await screen.findByRole('dialog', { name: 'Approve Offering Olga?' });
    expect(dialog).toHaveTextContent('Offer: $90–$110 / job');
    expect(dialog).toHaveTextContent('Listed: $45–$65 / job');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.callsTo('PATCH', '/api/applicants/1/')).toHaveLength(0);

    await chooseApproved(user, 'Offering Olga');
    dialog = await screen.findByRole('dialog', { name: 'Approve Offering Olga?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept the offer' }));
    expect(await screen.findByText('A work order was created at their offer.')).toBeInTheDocument();
    expect(fetch.callsTo('PATCH', '/api/applicants/1/')[0]?.body).toEqual({
      status: 'approved',
      accept_counter_offer: true,
    });
    expect(
      await screen.findByRole('link', { name: 'Work order for Offering Olga' }),
    ).toHaveAttribute('href', '/work-orders/77');
    expect(screen.getByText('1 of 2 filled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('approves at the listed terms when the company chooses so', async () => {
    const job = offerJob();
    const fetch = stubFetch({
      'GET /api/myjobs/31/': { body: job },
      'PATCH /api/applicants/1/': { body: { job: approvedIn(job, 1, 78) } },
    });
    const { user } = renderPage();
    await chooseApproved(user, 'Offering Olga');
    const dialog = await screen.findByRole('dialog', { name: 'Approve Offering Olga?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve at listed terms' }));
    expect(
      await screen.findByText('A work order was created at the listed terms.'),
    ).toBeInTheDocument();
    expect(fetch.callsTo('PATCH', '/api/applicants/1/')[0]?.body).toEqual({
      status: 'approved',
      accept_counter_offer: false,
    });
  });

  it('approves an applicant without an offer at once', async () => {
    const job = offerJob();
    const fetch = stubFetch({
      'GET /api/myjobs/31/': { body: job },
      'PATCH /api/applicants/2/': { body: { job: approvedIn(job, 2, 79) } },
    });
    const { user } = renderPage();
    await chooseApproved(user, 'Plain Pat');
    expect(await screen.findByText('Plain Pat approved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.callsTo('PATCH', '/api/applicants/2/')[0]?.body).toEqual({
      status: 'approved',
      accept_counter_offer: false,
    });
  });

  it('points a job without applicants to the agents who cover its town and do its work', async () => {
    stubFetch({ 'GET /api/myjobs/31/': { body: { ...job, applicants: [] } } });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'No applicants yet' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: `Find agents near ${JOB.city}` });
    const target = new URL(link.getAttribute('href')!, 'http://x');
    expect(target.pathname).toBe('/employer/candidates');
    expect(target.searchParams.get('job_types')).toBe(String(JOB.job_type.id));
    expect(target.searchParams.get('state_fips')).toBe(JOB.state_fips);
    expect(target.searchParams.getAll('town_fips')).toEqual([JOB.town_fips]);
    // The search shows the town by its name, handed over with the link.
    await user.click(link);
    expect(await screen.findByTestId('search-state')).toHaveTextContent(
      JSON.stringify({ townNames: { [JOB.town_fips!]: JOB.city } }),
    );
  });

  it('shows the server’s message when every opening is filled', async () => {
    const full: MyJob = { ...offerJob(), openings: 1, filled: 1 };
    stubFetch({
      'GET /api/myjobs/31/': { body: full },
      'PATCH /api/applicants/2/': { status: 409, body: { detail: JOB_FULL, code: 'conflict' } },
    });
    const { user } = renderPage();
    expect(await screen.findByText('1 of 1 filled')).toBeInTheDocument();
    await chooseApproved(user, 'Plain Pat');
    expect(await screen.findByText(JOB_FULL)).toBeInTheDocument();
    expect(screen.getByText('Could not move Plain Pat')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Plain Pat' })).getByRole('textbox', {
        name: 'Status of Plain Pat',
      }),
    ).toHaveValue('Reviewed');
  });
});
