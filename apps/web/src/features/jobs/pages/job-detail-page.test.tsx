import { screen, within } from '@testing-library/react';
import type { Job } from '@fieldhire/contract/jobs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch, type StubHandler } from '../../../lib/test/fetch-stub';
import { JOB } from '../../../lib/test/job-fixtures';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { JobDetailPage } from './job-detail-page';

function renderJob(viewer: typeof CANDIDATE, routes: Record<string, StubHandler> = {}) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  const fetch = stubFetch({ [`GET /api/jobs/${JOB.id}`]: { body: JOB }, ...routes });
  const rendered = renderRoutes(
    [
      { path: '/jobs/:id', element: <JobDetailPage /> },
      { path: '/messages/:id', element: <h1>Conversation</h1> },
      { path: '/work-orders/:id', element: <h1>Work order</h1> },
    ],
    { initialEntry: `/jobs/${JOB.id}`, queryClient },
  );
  return { ...rendered, fetch };
}

describe('JobDetailPage', () => {
  it('lets a field agent message the employer about the job', async () => {
    const { user, fetch } = renderJob(CANDIDATE, {
      'POST /api/conversations/': { status: 201, body: { id: 41 } },
    });
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Message employer' }));
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/conversations/')[0]?.body).toEqual({ job_id: JOB.id });
  });

  it('leads an agent whose application was approved to its work order', async () => {
    const hired: Job = { ...JOB, application: { id: 4, status: 'approved', work_order_id: 55 } };
    const { user } = renderJob(CANDIDATE, { [`GET /api/jobs/${JOB.id}`]: { body: hired } });
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Open work order' });
    expect(link).toHaveAttribute('href', '/work-orders/55');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Work order' })).toBeInTheDocument();
  });

  it('offers no work order before the application is approved', async () => {
    const applied: Job = {
      ...JOB,
      application: { id: 4, status: 'shortlisted', work_order_id: null },
    };
    renderJob(CANDIDATE, { [`GET /api/jobs/${JOB.id}`]: { body: applied } });
    expect(await screen.findByText('Application shortlisted')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /work order/ })).not.toBeInTheDocument();
  });

  it('shows no message button to companies', async () => {
    renderJob(EMPLOYER);
    expect(await screen.findByRole('heading', { name: JOB.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message employer' })).not.toBeInTheDocument();
  });

  it('says why a closed job takes no applicants and offers similar open jobs nearby', async () => {
    const nearby = { ...JOB, id: JOB.id + 1, title: 'Occupancy check two streets away' };
    const { fetch } = renderJob(CANDIDATE, {
      [`GET /api/jobs/${JOB.id}`]: { body: { ...JOB, status: 'filled' } },
      'GET /api/jobs/': {
        body: { count: 2, count_capped: false, results: [JOB, nearby], facets: {} },
      },
    });
    expect(await screen.findByText('This job is no longer open')).toBeInTheDocument();
    expect(screen.getByText(/has filled it/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: nearby.title })).toHaveAttribute(
      'href',
      `/jobs/${nearby.id}`,
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const query = new URLSearchParams(fetch.callsTo('GET', '/api/jobs/')[0]!.path.split('?')[1]);
    expect(query.get('sort')).toBe('distance');
    expect(query.get('jobType')).toBe(String(JOB.job_type.id));
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('tells a guest that a closed job takes no applications instead of asking them to log in', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userInfoKey, null);
    stubFetch({
      [`GET /api/jobs/${JOB.id}`]: { body: { ...JOB, status: 'closed' } },
      'GET /api/jobs/': { body: { count: 0, count_capped: false, results: [], facets: {} } },
    });
    renderRoutes([{ path: '/jobs/:id', element: <JobDetailPage /> }], {
      initialEntry: `/jobs/${JOB.id}`,
      queryClient,
    });
    expect(
      await screen.findByText('This job is no longer taking applications.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to apply' })).not.toBeInTheDocument();
  });

  it('says so when no similar job is open nearby', async () => {
    renderJob(CANDIDATE, {
      [`GET /api/jobs/${JOB.id}`]: { body: { ...JOB, status: 'closed' } },
      'GET /api/jobs/': { body: { count: 1, count_capped: false, results: [JOB], facets: {} } },
    });
    expect(await screen.findByText(/right now$/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /All jobs near/ })).toHaveLength(1);
  });

  describe('the work', () => {
    afterEach(() => vi.useRealTimers());

    /** The browser's time zone, as the page reads it. */
    function viewerIn(timeZone: string) {
      const actual = new Intl.DateTimeFormat().resolvedOptions();
      vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
        ...actual,
        timeZone,
      });
    }

    afterEach(() => vi.restoreAllMocks());

    it("shows openings, the schedule on the site's clocks and the viewer's, the duration and the deliverables", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
      viewerIn('America/Los_Angeles');
      const withTerms: Job = {
        ...JOB,
        openings: 2,
        filled: 1,
        schedule: { type: 'window', start: '2026-12-02T16:00:00Z', end: '2026-12-02T19:00:00Z' },
        duration_minutes: 150,
        deliverables: [
          { id: 'p1', kind: 'photo', label: 'Front of house', min_count: 6, required: true },
          { id: 'd1', kind: 'document', label: 'Signed report', min_count: 1, required: true },
          { id: 'q1', kind: 'question', label: 'Was anyone home?', min_count: 1, required: false },
        ],
      };
      renderJob(CANDIDATE, { [`GET /api/jobs/${JOB.id}`]: { body: withTerms } });
      const work = await screen.findByRole('region', { name: 'The work' });
      expect(within(work).getByText('1 of 2 filled')).toBeInTheDocument();
      expect(
        within(work).getByText('Arrive between Wed, Dec 2, 10:00 AM and 1:00 PM CST'),
      ).toBeInTheDocument();
      expect(
        within(work).getByText(
          'Arrive between Wed, Dec 2, 8:00 AM and 11:00 AM PST in your time zone',
        ),
      ).toBeInTheDocument();
      expect(within(work).getByText('2 h 30 min')).toBeInTheDocument();
      expect(
        within(work)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Photo set: Front of house (at least 6)',
        'Document: Signed report',
        'Question: Was anyone home? (optional)',
      ]);
    });

    it("gives a hard start once to a viewer on the site's clocks, and a job with nothing to hand in", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
      viewerIn('America/Chicago');
      renderJob(CANDIDATE, {
        [`GET /api/jobs/${JOB.id}`]: {
          body: {
            ...JOB,
            deadline: '2026-11-30T00:00:00.000Z',
            schedule: { type: 'hard_start', start: '2026-12-01T15:00:00Z', end: null },
          },
        },
      });
      const work = await screen.findByRole('region', { name: 'The work' });
      expect(within(work).getByText('Starts Tue, Dec 1, 9:00 AM CST')).toBeInTheDocument();
      expect(within(work).queryByText(/in your time zone$/)).not.toBeInTheDocument();
      expect(within(work).getByText('1 opening')).toBeInTheDocument();
      expect(
        within(work).getByText('The company lists no photos, documents or questions.'),
      ).toBeInTheDocument();
      // The day the company picked, though it starts in the evening of the day before in Chicago.
      expect(screen.getByText('Mon, Nov 30')).toBeInTheDocument();
    });
  });
});
