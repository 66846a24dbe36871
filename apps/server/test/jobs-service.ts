import type { Database } from '../src/db/database';
import { createJobsService } from '../src/modules/jobs/jobs.service';

const noAllowance = () => Promise.reject(new Error('This jobs service only reads jobs.'));

/** A jobs service for tests that read jobs outside the app: it takes no job or featured posts. */
export const readingJobsService = (db: Database) =>
  createJobsService({ db, takeJobPost: noAllowance, takeFeaturedPost: noAllowance });
