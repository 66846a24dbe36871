import Fastify from 'fastify';
import type { Database } from '../src/db/database';
import { createJobsService } from '../src/modules/jobs/jobs.service';
import { createEventBus } from '../src/platform/events/event-bus';

const noAllowance = () => Promise.reject(new Error('This jobs service only reads jobs.'));

/** A jobs service for tests that read jobs outside the app: it takes no job or featured posts. */
export const readingJobsService = (db: Database) =>
  createJobsService({
    db,
    events: createEventBus(db, Fastify().log),
    takeJobPost: noAllowance,
    takeFeaturedPost: noAllowance,
  });
