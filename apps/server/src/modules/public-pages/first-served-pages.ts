import { isPagePath } from '@fieldhire/contract/page-paths';
import { MAX_RECORD_ID } from '@fieldhire/contract/params';
import type { JobsService } from '../jobs/jobs.service';
import type { ServedPage } from '../../platform/web-app';
import { missingPage, openJobPage } from './page-head';

const JOB_PAGE = /^\/jobs\/([^/]+)\/?$/;

const isListed = (job: { status: string; expires_at?: string | null }) =>
  job.status === 'open' && (!job.expires_at || new Date(job.expires_at).getTime() > Date.now());

/**
 * The status, head and first markup of the pages search engines read, decided on the server: a
 * job page is 200 with the job, 410 once it closed, filled or its listing ended, 404 when unknown;
 * a path that is no page of the app is 404. Other pages are the app as built (null).
 */
export function createFirstServedPages({
  jobs,
  publicUrl,
}: {
  jobs: Pick<JobsService, 'get'>;
  publicUrl: string;
}) {
  return {
    async pageFor(pathname: string): Promise<ServedPage | null> {
      if (!isPagePath(pathname)) return missingPage('Page not found', publicUrl, pathname);
      const jobId = JOB_PAGE.exec(pathname)?.[1];
      if (jobId === undefined) return null;
      const id = /^[1-9]\d*$/.test(jobId) ? Number(jobId) : null;
      if (id === null || id > MAX_RECORD_ID)
        return missingPage('Job not found', publicUrl, pathname);
      try {
        const job = await jobs.get(id, null);
        return openJobPage(job, publicUrl, isListed(job));
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404)
          return missingPage('Job not found', publicUrl, pathname);
        throw error;
      }
    },
  };
}
export type FirstServedPages = ReturnType<typeof createFirstServedPages>;
