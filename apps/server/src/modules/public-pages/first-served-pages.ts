import { decodeCompanyId } from '@fieldhire/contract/company-path';
import { whyNotListed } from '@fieldhire/contract/job-listing';
import { isDeepStrictEqual } from 'node:util';
import { Job, JobFilter, JobList } from '@fieldhire/contract/jobs';
import { isPagePath } from '@fieldhire/contract/page-paths';
import { recordId } from '@fieldhire/contract/params';
import { createTtlCache } from '../../platform/ttl-cache';
import type { PageResolver, ServedPage } from '../../platform/web-app';
import type { PageRenderer, ReadAnswers } from '../../platform/web-app-renderer';
import type { CompaniesService } from '../companies/companies.service';
import type { JobsService } from '../jobs/jobs.service';
import {
  closedJobPage,
  companyPage,
  jobListPage,
  missingPage,
  openJobPage,
  sitePage,
} from './page-head';

const JOB_PAGE = /^\/jobs\/([^/]+)\/?$/;
const COMPANY_PAGE = /^\/companies\/([^/]+)\/?$/;

/** The answer's value, or null when it is a 404. */
async function unlessMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

/**
 * How long a guest's page is served from memory; a job opening or closing forgets the pages that
 * show it at once.
 */
const GUEST_PAGE_TTL_MS = 30_000;
const GUEST_PAGES_KEPT = 1_000;

/** A page's status and head, and the API answers read for it, which its render need not read again. */
interface ResolvedPage {
  page: ServedPage | null;
  read?: ReadAnswers;
}

/** The job as the API answers `GET /api/jobs/{id}`: its response schema, as JSON. */
const jobAnswer = (job: Job): ReadAnswers =>
  new Map([[`/api/jobs/${job.id}`, JSON.stringify(Job.parse(job))]]);

/** A query string as the API reads it: a parameter given more than once is a list. */
function queryObject(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : values[0]!;
  }
  return query;
}

const SEARCH_PATH = '/api/jobs/';

/**
 * The search as the API answers `GET /api/jobs/` for the same filter, however the page's request
 * orders or spells its parameters: its response schema, as JSON.
 */
function searchAnswer(filter: JobFilter, list: JobList): ReadAnswers {
  let body: string | undefined;
  return {
    get(url) {
      const [path, search = ''] = url.split('?');
      if (path !== SEARCH_PATH) return undefined;
      const asked = JobFilter.safeParse(queryObject(search));
      if (!asked.success || !isDeepStrictEqual(asked.data, filter)) return undefined;
      return (body ??= JSON.stringify(JobList.parse(list)));
    },
  };
}

/**
 * The status, head and markup of the pages search engines read, decided on the server: a job page
 * is 200 with the job, 410 once it closed, filled or its listing ended, 404 when unknown; a company
 * page and the job list carry their own head tags; a path that is no page of the app is 404. Other
 * pages are the app as built (null). A guest gets the public pages rendered by the app (the same
 * for every guest, so kept a short while); a signed-in viewer gets the app to render them with
 * their own data.
 */
export function createFirstServedPages({
  jobs,
  companies,
  publicUrl,
  renderPage,
}: {
  jobs: Pick<JobsService, 'get' | 'search'>;
  companies: Pick<CompaniesService, 'get'>;
  publicUrl: string;
  renderPage?: PageRenderer;
}) {
  const guestPages = createTtlCache<ServedPage | null>({
    ttlMs: GUEST_PAGE_TTL_MS,
    maxEntries: GUEST_PAGES_KEPT,
  });

  async function jobPage(pathname: string, segment: string): Promise<ResolvedPage> {
    const id = recordId.safeParse(segment);
    const job = id.success ? await unlessMissing(() => jobs.get(id.data, null)) : null;
    if (!job) return { page: missingPage('Job not found', publicUrl, pathname) };
    const why = whyNotListed(job);
    const read = jobAnswer(job);
    if (why === null) return { page: openJobPage(job, publicUrl), read };
    return { page: closedJobPage(job, why, publicUrl), read };
  }

  async function companyPageAt(pathname: string, segment: string) {
    const id = decodeCompanyId(segment);
    const company = id === null ? null : await unlessMissing(() => companies.get(id));
    if (!company) return missingPage('Company not found', publicUrl, pathname);
    return companyPage(company, publicUrl);
  }

  async function jobList(search: string): Promise<ResolvedPage> {
    const filter = JobFilter.safeParse(queryObject(search));
    // A filter the app will explain (an unknown place, say) gets the generic page.
    if (!filter.success) return { page: null };
    const list = await jobs.search(filter.data, null).catch(() => null);
    if (!list) return { page: null };
    const place =
      filter.data.location ?? filter.data.location_city_zip ?? filter.data.location_state;
    return {
      page: jobListPage(list, { keyword: filter.data.keyword, place }, publicUrl, search),
      read: searchAnswer(filter.data, list),
    };
  }

  async function resolve(pathname: string, search: string): Promise<ResolvedPage> {
    if (!isPagePath(pathname)) return { page: missingPage('Page not found', publicUrl, pathname) };
    const jobId = JOB_PAGE.exec(pathname)?.[1];
    if (jobId !== undefined) return jobPage(pathname, jobId);
    const companyId = COMPANY_PAGE.exec(pathname)?.[1];
    if (companyId !== undefined) return { page: await companyPageAt(pathname, companyId) };
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    if (path === '/jobs') return jobList(search);
    return { page: sitePage(path, publicUrl) };
  }

  async function guestPage(pathname: string, search: string) {
    const { page, read } = await resolve(pathname, search);
    if (!page?.renderable || !renderPage) return page;
    const body = await renderPage(`${publicUrl}${pathname}${search}`, read);
    return body ? { ...page, body } : page;
  }

  const pageFor: PageResolver = (pathname, search, { guest }) => {
    if (!guest || !renderPage) return resolve(pathname, search).then(({ page }) => page);
    return guestPages.get(`${pathname}${search}`, () => guestPage(pathname, search));
  };

  return {
    pageFor,

    /**
     * A job opened or closed: its page, the job lists, the home page and its company's page are
     * rendered afresh for guests; other jobs' pages are kept.
     */
    forgetJob(jobId: number, companyId: number) {
      guestPages.forgetWhere((key) => {
        const pathname = key.split('?')[0]!;
        const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
        if (path === '/' || path === '/jobs') return true;
        const job = JOB_PAGE.exec(pathname)?.[1];
        if (job !== undefined) return recordId.safeParse(job).data === jobId;
        const company = COMPANY_PAGE.exec(pathname)?.[1];
        return company !== undefined && decodeCompanyId(company) === companyId;
      });
    },
  };
}
export type FirstServedPages = ReturnType<typeof createFirstServedPages>;
