import { decodeCompanyId } from '@fieldhire/contract/company-path';
import { whyNotListed } from '@fieldhire/contract/job-listing';
import { JobFilter, type Job } from '@fieldhire/contract/jobs';
import { isPagePath } from '@fieldhire/contract/page-paths';
import { recordId } from '@fieldhire/contract/params';
import type { ServedPage } from '../../platform/web-app';
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
 * The status, head and first markup of the pages search engines read, decided on the server: a
 * job page is 200 with the job, 410 once it closed, filled or its listing ended, 404 when unknown;
 * a company page and the job list carry their own head tags (and the list its first results); a
 * path that is no page of the app is 404. Other pages are the app as built (null).
 */
export function createFirstServedPages({
  jobs,
  companies,
  publicUrl,
}: {
  jobs: Pick<JobsService, 'get' | 'search'>;
  companies: Pick<CompaniesService, 'get'>;
  publicUrl: string;
}) {
  async function jobPage(pathname: string, segment: string) {
    const id = recordId.safeParse(segment);
    const job = id.success ? await unlessMissing(() => jobs.get(id.data, null)) : null;
    if (!job) return missingPage('Job not found', publicUrl, pathname);
    const why = whyNotListed(job);
    if (why === null) return openJobPage(job, publicUrl);
    return closedJobPage(job, why, await similarOpenJobs(job), publicUrl);
  }

  /** Open jobs of the same type near a job that closed, nearest first. */
  async function similarOpenJobs(job: Job) {
    const filter = JobFilter.safeParse({
      location: job.zip ?? `${job.city}, ${job.state}`,
      jobType: String(job.job_type.id),
      sort: 'distance',
    });
    if (!filter.success) return [];
    const found = await jobs.search(filter.data, null).catch(() => null);
    return (found?.results ?? []).filter((other) => other.id !== job.id).slice(0, 5);
  }

  async function companyPageAt(pathname: string, segment: string) {
    const id = decodeCompanyId(segment);
    const company = id === null ? null : await unlessMissing(() => companies.get(id));
    if (!company) return missingPage('Company not found', publicUrl, pathname);
    return companyPage(company, publicUrl);
  }

  async function jobList(search: string) {
    const filter = JobFilter.safeParse(Object.fromEntries(new URLSearchParams(search)));
    // A filter the app will explain (an unknown place, say) gets the generic page.
    if (!filter.success) return null;
    const list = await jobs.search(filter.data, null).catch(() => null);
    if (!list) return null;
    const place =
      filter.data.location ?? filter.data.location_city_zip ?? filter.data.location_state;
    return jobListPage(list, { keyword: filter.data.keyword, place }, publicUrl, search);
  }

  return {
    async pageFor(pathname: string, search = ''): Promise<ServedPage | null> {
      if (!isPagePath(pathname)) return missingPage('Page not found', publicUrl, pathname);
      const jobId = JOB_PAGE.exec(pathname)?.[1];
      if (jobId !== undefined) return jobPage(pathname, jobId);
      const companyId = COMPANY_PAGE.exec(pathname)?.[1];
      if (companyId !== undefined) return companyPageAt(pathname, companyId);
      const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
      if (path === '/jobs') return jobList(search);
      return sitePage(path, publicUrl);
    },
  };
}
export type FirstServedPages = ReturnType<typeof createFirstServedPages>;
