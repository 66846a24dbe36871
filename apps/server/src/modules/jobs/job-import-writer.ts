import { FREE_OPEN_JOB_LIMIT, LISTING_DAYS } from '@fieldhire/contract/jobs';
import type { Database } from '../../db/database';
import type { EventBus } from '../../platform/events/event-bus';
import type { ImportedJob, ImportOutcome } from './imported-job';
import { createImportedJobsRepository } from './imported-jobs.repository';
import { createJobsRepository } from './jobs.repository';
import type { JobPostsTaker } from './jobs.service';

const DAY_MS = 86_400_000;

/** The last second (UTC) of `day`, not past `latest`. */
const dayEnd = (day: string, latest: Date) =>
  new Date(Math.min(Date.parse(`${day}T23:59:59Z`), latest.getTime()));

/**
 * Imported rows as the company's jobs, by their external ids: a new id posts an open job under
 * the rules of posting one (the free listing, else a job post each, `job.posted`), a known id
 * updates its job, and a row the job was last written from is left as it is.
 */
export function createJobImportWriter({
  events,
  takePosts,
  refreshSearchIndex,
}: {
  events: EventBus;
  takePosts: JobPostsTaker;
  refreshSearchIndex: () => Promise<unknown>;
}) {
  async function plan(
    db: Database,
    companyId: number,
    rows: Pick<ImportedJob, 'externalId' | 'importHash'>[],
  ) {
    const existing = await createImportedJobsRepository(db).byExternalIds(
      companyId,
      rows.map((row) => row.externalId),
    );
    const actions = rows.map((row) => {
      const job = existing.get(row.externalId);
      if (!job) return 'create' as const;
      return job.importHash === row.importHash ? ('unchanged' as const) : ('update' as const);
    });
    const create = actions.filter((action) => action === 'create').length;
    const openJobs = await createJobsRepository(db).openJobCount(companyId);
    const free = Math.max(0, FREE_OPEN_JOB_LIMIT - openJobs);
    return {
      actions,
      existing,
      create,
      update: actions.filter((action) => action === 'update').length,
      unchanged: actions.filter((action) => action === 'unchanged').length,
      postsNeeded: Math.max(0, create - free),
    };
  }

  return {
    plan,

    /** Writes one batch in one transaction (402, writing nothing, when the plan lacks the posts). */
    async write(companyId: number, actorId: number, batch: ImportedJob[]): Promise<ImportOutcome> {
      const outcome = await events.transaction(async (tx, emit) => {
        await createJobsRepository(tx).lockOpenings(companyId);
        const planned = await plan(tx, companyId, batch);
        const paidEnds = await takePosts(companyId, planned.postsNeeded, tx);
        const standard = new Date(Date.now() + LISTING_DAYS * DAY_MS);
        let fresh = 0;
        const writes = [];
        for (const [i, job] of batch.entries()) {
          const action = planned.actions[i];
          if (action === 'unchanged') continue;
          let latest: Date;
          if (action === 'create') {
            const paid = fresh >= planned.create - planned.postsNeeded;
            latest =
              (paid ? paidEnds[fresh - (planned.create - planned.postsNeeded)] : null) ?? standard;
            fresh += 1;
          } else latest = planned.existing.get(job.externalId)?.expiresAt ?? standard;
          writes.push({ job, expiresAt: job.expiresDay ? dayEnd(job.expiresDay, latest) : latest });
        }
        const written = await createImportedJobsRepository(tx).upsert(companyId, actorId, writes);
        for (const { id, inserted } of written)
          if (inserted) await emit({ type: 'job.posted', jobId: id, companyId, actorId });
        return {
          created: written.filter((row) => row.inserted).length,
          updated: written.filter((row) => !row.inserted).length,
          unchanged: planned.unchanged,
        };
      });
      await refreshSearchIndex();
      return outcome;
    },
  };
}
