import type { Dashboard, HomeInfo } from '@fieldhire/contract/jobs';
import { FREE_OPEN_JOB_LIMIT } from '@fieldhire/contract/jobs';
import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
import { viewerTopics } from '../../platform/broker/topics';
import type { StaleViews } from '../../platform/stale-views';
import { createViewCache } from '../../platform/view-cache';
import type { ApplicationsService } from '../applications/applications.service';
import type { BookmarksService } from '../bookmarks/bookmarks.service';
import type { CompaniesService } from '../companies/companies.service';
import type { JobsService } from '../jobs/jobs.service';
import type { MessagingService } from '../messaging/messaging.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createHomeRepository } from './home.repository';

const HOME_TTL_MS = 30_000;
const DASHBOARD_NOTIFICATIONS = 5;
/**
 * A dashboard is kept until a change announces its viewer or company stale; this bounds what no
 * announcement tells: jobs ending as time passes, a renewal, a profile shown in a recent applicant.
 */
const DASHBOARD_TTL_MS = 15_000;
const DASHBOARDS_KEPT = 5_000;

interface HomeDeps {
  db: Database;
  staleViews: StaleViews;
  jobs: JobsService;
  applications: ApplicationsService;
  bookmarks: BookmarksService;
  companies: Pick<CompaniesService, 'byIds'>;
  messaging: MessagingService;
  notifications: Pick<NotificationsService, 'latest'>;
  /** New matches across the user's active job alerts. */
  alertMatches: (userId: number) => Promise<number>;
  /** The user's `profile_complete`, as user info reports it. */
  profileComplete: (userId: number) => Promise<boolean>;
  /** The company's plan (the newest active package giving job posts) and its job posts left over every package, or null. */
  activePlan: (
    companyId: number,
  ) => Promise<{ name: string; left: number; expires_at: Date | string | null } | null>;
}

export function createHomeService({
  db,
  staleViews,
  jobs,
  applications,
  bookmarks,
  companies,
  messaging,
  notifications,
  alertMatches,
  profileComplete,
  activePlan,
}: HomeDeps) {
  const repository = createHomeRepository(db);
  let cached: { at: number; value: Promise<HomeInfo> } | null = null;
  const dashboards = createViewCache<Dashboard>({
    staleViews,
    ttlMs: DASHBOARD_TTL_MS,
    maxEntries: DASHBOARDS_KEPT,
  });

  async function buildHomeInfo(): Promise<HomeInfo> {
    const [counts, jobTypes, recent, top] = await Promise.all([
      repository.counts(),
      repository.jobTypeCounts(),
      jobs.recent(8),
      repository.topCompanies(6),
    ]);
    const byId = new Map((await companies.byIds(top.map((t) => t.id))).map((c) => [c.id, c]));
    const topCompanies = top.flatMap(({ id, open_jobs }) => {
      const company = byId.get(id);
      return company ? [{ ...company, open_jobs }] : [];
    });
    return { counts, job_types: jobTypes, recent_jobs: recent, top_companies: topCompanies };
  }

  async function buildDashboard(viewer: Viewer): Promise<Dashboard> {
    const [messages, latest] = await Promise.all([
      messaging.unreadCount(viewer.id),
      notifications.latest(viewer.id, DASHBOARD_NOTIFICATIONS),
    ]);
    if (viewer.role === 'candidate') {
      const [mine, alerts, saved, setup, complete] = await Promise.all([
        applications.mine(viewer),
        alertMatches(viewer.id),
        bookmarks.count(viewer.id),
        repository.candidateSetup(viewer.id),
        profileComplete(viewer.id),
      ]);
      return {
        role: 'candidate',
        applied: mine.filter((application) => application.status !== 'withdrawn').length,
        job_alerts: alerts,
        messages,
        bookmarks: saved,
        job_alert_job_types: setup.job_types,
        recent_applications: mine.slice(0, 5),
        notifications: latest,
        onboarding: {
          email_verified: viewer.emailVerified,
          profile_complete: complete,
          coverage_towns: setup.coverage_towns > 0,
          first_application: mine.length > 0,
        },
        home_area: setup.zip ? { zip: setup.zip, coverage_radius: setup.coverage_radius } : null,
      };
    }
    if (viewer.companyId === null) {
      return {
        role: 'employer',
        posted_jobs: 0,
        applications: 0,
        messages,
        shortlisted: 0,
        recent_applicants: [],
        notifications: latest,
        plan: null,
        onboarding: {
          email_verified: viewer.emailVerified,
          company_profile: false,
          first_job: false,
        },
      };
    }
    const companyId = viewer.companyId;
    const [counts, recent, plan, [company]] = await Promise.all([
      repository.companyCounts(companyId),
      applications.recentForCompany(companyId, 5),
      activePlan(companyId),
      companies.byIds([companyId]),
    ]);
    const openJobs = counts.open_jobs;
    return {
      role: 'employer',
      posted_jobs: counts.posted,
      applications: counts.applications,
      messages,
      shortlisted: counts.shortlisted,
      recent_applicants: recent,
      notifications: latest,
      plan: plan
        ? {
            name: plan.name,
            open_jobs: openJobs,
            open_job_limit: null,
            job_posts_left: plan.left,
            expires_at: plan.expires_at ? new Date(plan.expires_at).toISOString() : null,
          }
        : {
            name: 'Free',
            open_jobs: openJobs,
            open_job_limit: FREE_OPEN_JOB_LIMIT,
            job_posts_left: null,
            expires_at: null,
          },
      onboarding: {
        email_verified: viewer.emailVerified,
        company_profile: Boolean(company?.about?.trim() && company.city),
        first_job: counts.posted > 0,
      },
    };
  }

  return {
    /** The home page's aggregates scan every open job, so they are shared for a few seconds. */
    homeInfo() {
      if (!cached || Date.now() - cached.at > HOME_TTL_MS) {
        const value = buildHomeInfo();
        cached = { at: Date.now(), value };
        value.catch(() => (cached = null));
      }
      return cached.value;
    },

    /** Read on every visit and refetch of the dashboard: kept per viewer until it changes. */
    dashboard(viewer: Viewer): Promise<Dashboard> {
      const key = [viewer.id, viewer.role, viewer.companyId, viewer.teamRole, viewer.emailVerified];
      return dashboards.get(key.join(':'), async () => ({
        value: await buildDashboard(viewer),
        audiences: viewerTopics(viewer),
      }));
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
