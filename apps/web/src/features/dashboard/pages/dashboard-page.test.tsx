import type { Dashboard } from '@fieldhire/contract/jobs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch, type StubHandler } from '../../../lib/test/fetch-stub';
import { inHours, scheduledWorkOrder, workOrder } from '../../../lib/test/work-order-fixtures';
import { myApplicationFixture } from '../../../lib/test/job-fixtures';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { invitationNotification, notification } from '../../../lib/test/notification-fixtures';
import { userInfoKey } from '../../../lib/user-info';
import { DashboardPage } from './dashboard-page';

const NEW_AGENT: Dashboard = {
  role: 'candidate',
  applied: 0,
  job_alerts: 3,
  messages: 2,
  bookmarks: 1,
  job_alert_job_types: [1, 4],
  recent_applications: [],
  notifications: [],
  onboarding: {
    email_verified: false,
    profile_complete: false,
    coverage_towns: true,
    first_application: false,
  },
  home_area: null,
};
const SETTLED_AGENT: Dashboard = {
  ...NEW_AGENT,
  onboarding: {
    email_verified: true,
    profile_complete: true,
    coverage_towns: true,
    first_application: true,
  },
};
const COMPANY: Dashboard = {
  role: 'employer',
  posted_jobs: 1,
  applications: 5,
  messages: 0,
  shortlisted: 2,
  recent_applicants: [],
  notifications: [],
  plan: { name: 'Free', open_jobs: 1, open_job_limit: 1, job_posts_left: null, expires_at: null },
  onboarding: { email_verified: true, company_profile: false, first_job: true },
};

const NO_WORK = { body: { count: 0, results: [] } };

function renderDashboard(dashboard: Dashboard, viewer = CANDIDATE, work: StubHandler = NO_WORK) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  stubFetch({ 'GET /api/dashboard/': { body: dashboard }, 'GET /api/work-orders/': work });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  return renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], {
    initialEntry: '/dashboard',
    queryClient,
  });
}

const card = (name: RegExp) => screen.getByRole('link', { name });

describe('dashboard', () => {
  it('greets a new field agent and lists the first-run steps, ticked from the server', async () => {
    renderDashboard(NEW_AGENT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Fieldhire, Ada' }),
    ).toBeInTheDocument();
    const checklist = screen.getByRole('region', { name: 'Get started' });
    expect(checklist).toHaveTextContent('1 of 4 done');
    const step = (name: string) => within(checklist).getByRole('listitem', { name });
    expect(step('Verify your email address: to do')).toBeInTheDocument();
    expect(step('Add the towns you cover: done')).toBeInTheDocument();
    expect(within(step('Complete your profile: to do')).getByRole('link')).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(step('Apply to your first job: to do')).getByRole('link')).toHaveAttribute(
      'href',
      '/jobs',
    );
    expect(within(step('Add the towns you cover: done')).queryByRole('link')).toBeNull();
  });

  it('points a field agent who gave a home ZIP code to the jobs nearest it, within the miles they travel', async () => {
    renderDashboard({
      ...NEW_AGENT,
      onboarding: { ...NEW_AGENT.onboarding, profile_complete: true },
      home_area: { zip: '78704', coverage_radius: 30 },
    });
    const checklist = await screen.findByRole('region', { name: 'Get started' });
    const link = within(
      within(checklist).getByRole('listitem', { name: 'Apply to your first job: to do' }),
    ).getByRole('link', { name: 'Find jobs near you' });
    expect(link).toHaveAttribute('href', '/jobs?location=78704&destination_max=30&sort=distance');
  });

  it('welcomes back a field agent who has done every step, without the checklist', async () => {
    renderDashboard(SETTLED_AGENT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it("links each of a field agent's numbers to the list it counts", async () => {
    renderDashboard(SETTLED_AGENT);
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' });
    expect(card(/^Applied/)).toHaveAttribute('href', '/applications?status=active');
    expect(card(/^New jobs in your alerts/)).toHaveAttribute('href', '/alerts');
    expect(card(/^Unread messages/)).toHaveAttribute('href', '/messages?unread=1');
    expect(card(/^Saved jobs/)).toHaveAttribute('href', '/saved');
  });

  it('opens the work order of an approved application from the recent ones', async () => {
    renderDashboard({
      ...SETTLED_AGENT,
      recent_applications: [
        myApplicationFixture(1, 'Roof photos in Austin', 'approved', { work_order_id: 55 }),
        myApplicationFixture(2, 'Loan signing in Waco', 'shortlisted'),
      ],
    });
    const recentApplications = await screen.findByRole('region', { name: 'Recent applications' });
    const links = within(recentApplications).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/jobs/101',
      '/work-orders/55',
      '/jobs/102',
    ]);
    expect(
      within(recentApplications).getByRole('link', {
        name: 'Open work order for Roof photos in Austin',
      }),
    ).toBeInTheDocument();
  });

  it("links each of a company's numbers to the list it counts and counts its plan in words", async () => {
    renderDashboard(COMPANY, EMPLOYER);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Fieldhire, Grace' }),
    ).toBeInTheDocument();
    expect(card(/^Jobs posted/)).toHaveAttribute('href', '/employer/jobs');
    expect(card(/^Applications/)).toHaveAttribute('href', '/employer/applicants');
    expect(card(/^Shortlisted/)).toHaveAttribute('href', '/employer/applicants?status=shortlisted');
    expect(card(/^Unread messages/)).toHaveAttribute('href', '/messages?unread=1');
    expect(screen.getByText('1 of 1 open job used.')).toBeInTheDocument();
    const checklist = screen.getByRole('region', { name: 'Get started' });
    expect(checklist).toHaveTextContent('2 of 3 done');
    expect(
      within(
        within(checklist).getByRole('listitem', { name: 'Complete your company profile: to do' }),
      ).getByRole('link'),
    ).toHaveAttribute('href', '/employer/company');
  });

  it('shows a field agent the work waiting on them first, then what comes up soonest', async () => {
    const order = scheduledWorkOrder;
    const work = [
      order(1, 'Meter check tomorrow', 'confirmed', inHours(30)),
      order(2, 'Loan signing next week', 'assigned', inHours(24 * 7)),
      order(3, 'Appraisal in two weeks', 'confirmed', inHours(24 * 14)),
      order(4, 'Survey in three weeks', 'confirmed', inHours(24 * 21)),
    ];
    renderDashboard(SETTLED_AGENT, CANDIDATE, (call) => {
      expect(new URL(call.path, 'http://x').searchParams.getAll('status')).not.toContain(
        'approved',
      );
      return { body: { count: work.length, results: work } };
    });
    const section = await screen.findByRole('region', { name: 'Your work' });
    expect(
      within(section)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Loan signing next week', 'Meter check tomorrow', 'Appraisal in two weeks']);
    expect(within(section).getByText('Confirm or decline this work')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open My work' })).toHaveAttribute(
      'href',
      '/work',
    );
  });

  it('shows a company the work submitted for approval, and nothing when there is none', async () => {
    const submitted = [1, 2, 3].map((id) =>
      workOrder({
        id,
        status: 'submitted',
        job: { id: 100 + id, title: `Inspection ${id}`, job_type: 'Inspection' },
      }),
    );
    renderDashboard(COMPANY, EMPLOYER, { body: { count: 5, results: submitted } });
    const section = await screen.findByRole('region', { name: 'Work to review' });
    expect(section).toHaveTextContent('5 work orders submitted for approval.');
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'Open the work board' })).toHaveAttribute(
      'href',
      '/employer/work?status=submitted',
    );
  });

  it('leaves the work out of a dashboard with none', async () => {
    renderDashboard(COMPANY, EMPLOYER);
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Fieldhire, Grace' });
    await screen.findByText('1 of 1 open job used.');
    expect(screen.queryByRole('region', { name: 'Work to review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the latest notifications like the bell does and links to all of them', async () => {
    renderDashboard({
      ...SETTLED_AGENT,
      notifications: [
        invitationNotification(2),
        notification(1, { read_at: '2026-01-01T00:00:00Z' }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const list = within(section).getByRole('list', { name: 'Latest notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list).getByRole('link', {
        name: "Unread: You're invited to apply: Roof photos in Tulsa",
      }),
    ).toHaveAttribute('href', '/jobs/12');
    expect(within(list).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });
});
