import type {
  Job,
  JobFilter,
  JobInput,
  JobList,
  JobPatch,
  JobStatus,
  MyJobsQuery,
} from '@fieldhire/contract/jobs';
import {
  FREE_OPEN_JOB_LIMIT,
  JOB_FULL,
  LISTING_DAYS,
  LISTING_END_PAST,
  listingDay,
  listingEndTooLate,
  ONLY_CLOSED_JOBS_REOPEN,
  ONLY_OPEN_JOBS_RENEW,
  ONLY_OPEN_LISTINGS_END,
  renewable,
  renewNotDue,
  REOPEN_UNDO_SECONDS,
} from '@fieldhire/contract/jobs';
import type { Database } from '../../db/database';
import type { DomainEvent } from '../../platform/events/domain-events';
import type { JobFact } from '../../platform/events/domain-events';
import type { Emit, EventBus } from '../../platform/events/event-bus';
import { requireCompanyMember, requireVerifiedEmail, type Viewer } from '../../platform/auth';
import {
  badRequest,
  conflict,
  fieldError,
  isDatabaseError,
  notFound,
  permissionDenied,
} from '../../platform/errors';
import { findState, lookup } from '../../platform/geo/geo-data';
import { locateJob } from './job-location';
import { createJobsRepository } from './jobs.repository';
import { createTtlCache } from '../../platform/ttl-cache';
import { createJobRowCache } from './job-row-cache';
import { createJobSearchIndex } from './job-search-index';
import { shownMiles } from '../../platform/geo/geo-math';
import { indexQuery, type SearchCriteria } from './search-query';
import { workTermColumns } from './work-terms';
import type { ImportedJob } from './imported-job';
import { createJobImportWriter } from './job-import-writer';

const tagsText = (tags: string[]) => tags.join(' ');

type SharedPage = Omit<JobList, 'results'> & { results: Job[] };

/**
 * A page of results, and each job on it, is shared between viewers for a few seconds (their
 * bookmarks and applications are added per request); any job change seen by the search index
 * clears both.
 */
const PAGE_TTL_MS = 10_000;
const pageKey = ({ filter, point, stateFips }: SearchCriteria) =>
  JSON.stringify([filter, point, stateFips]);

function unknownJobType(error: unknown): never {
  if (isDatabaseError(error, '23503')) throw fieldError('job_type', 'Unknown job type.');
  throw error;
}

const DAY_MS = 86_400_000;

const MANAGES_JOBS = {
  notEmployer: 'Only employers can manage jobs.',
  noCompany: 'Create your company before posting jobs.',
};

/** Takes one featured post from the company's packages inside the caller's transaction, or throws 402. */
export type FeaturedPostTaker = (companyId: number, tx: Database) => Promise<unknown>;

/**
 * Takes one job post from the company's packages inside the caller's transaction, or throws 402.
 * Answers when a listing opened with it stops showing (null: the package sets no period).
 */
export type JobPostTaker = (
  companyId: number,
  tx: Database,
) => Promise<{ listingExpiresAt: Date | null }>;

/** A new status, with the moment of closing that a free undo of the close is measured from. */
const statusChange = (status: JobStatus) => ({
  status,
  closedAt: status === 'closed' ? new Date() : null,
});

/** Takes `count` job posts at once (402 taking none when fewer are left); each post's listing end. */
export type JobPostsTaker = (
  companyId: number,
  count: number,
  tx: Database,
) => Promise<(Date | null)[]>;

export interface JobsDeps {
  db: Database;
  events: EventBus;
  takeJobPost: JobPostTaker;
  takeFeaturedPost: FeaturedPostTaker;
  /** Without it, an import takes its posts one at a time with `takeJobPost`. */
  takeJobPosts?: JobPostsTaker;
}

/** The fact a status change states: a job entering or leaving the market. */
function statusFact(
  from: JobStatus,
  to: JobStatus,
  fact: { jobId: number; companyId: number; actorId: number },
): DomainEvent | null {
  if (from === to) return null;
  if (to === 'open') return { type: 'job.reopened', ...fact };
  return from === 'open' ? { type: 'job.closed', status: to, ...fact } : null;
}

export function createJobsService({
  db,
  events,
  takeJobPost,
  takeFeaturedPost,
  takeJobPosts,
}: JobsDeps) {
  const repository = createJobsRepository(db);
  const pages = createTtlCache<SharedPage>({ ttlMs: PAGE_TTL_MS, maxEntries: 2000 });
  const rows = createJobRowCache((ids) => repository.jobsWhere(ids, null), {
    ttlMs: PAGE_TTL_MS,
    maxEntries: 20_000,
  });
  const searchIndex = createJobSearchIndex(db, () => {
    pages.clear();
    rows.clear();
  });
  /** Brings this process's search index up to date with a write it just made. */
  const refreshSearchIndex = () => searchIndex.refresh();

  async function runSearch(criteria: SearchCriteria): Promise<SharedPage> {
    const { filter } = criteria;
    const found = await searchIndex.search(indexQuery(criteria, Date.now() * 1000));
    const distances = new Map(found.ids.map((id, i) => [id, found.distances[i] ?? null]));
    let ids = found.ids;
    if (filter.sort === 'relevance' && filter.keyword) {
      const ranks = await searchIndex.ranks(ids, filter.keyword);
      // The ids are newest first, which a stable sort keeps among equal ranks.
      ids = [...ids].sort((a, b) => (ranks.get(b) ?? 0) - (ranks.get(a) ?? 0));
    }
    const results = await rows.get(ids.slice(filter.start, filter.end));
    for (const job of results) {
      const meters = distances.get(job.id);
      if (meters !== undefined && meters !== null) job.distance = shownMiles(meters);
    }
    return { count: found.count, count_capped: found.capped, facets: found.facets, results };
  }

  /**
   * Every company keeps FREE_OPEN_JOB_LIMIT listed jobs for free; past it each opening takes a post
   * from a package. Answers when the listing ends: the package's display period, or LISTING_DAYS. Openings of one company wait for each other,
   * so concurrent posts cannot share the last free one.
   */
  async function takeOpening(tx: Database, companyId: number, renewedJobId?: number) {
    const scoped = createJobsRepository(tx);
    await scoped.lockOpenings(companyId);
    const free = (await scoped.openJobCount(companyId, renewedJobId)) < FREE_OPEN_JOB_LIMIT;
    const fromPlan = free ? null : (await takeJobPost(companyId, tx)).listingExpiresAt;
    return fromPlan ?? new Date(Date.now() + LISTING_DAYS * DAY_MS);
  }

  /**
   * The end an employer chose for a listing whose latest end is `latest`: the last second (UTC) of
   * the chosen day, not past `latest` (a longer listing is a renewal) and not already over.
   */
  function chosenListingEnd(day: string, latest: Date) {
    const latestDay = latest.toISOString().slice(0, 10);
    if (day === latestDay) return latest;
    const end = new Date(Math.min(Date.parse(`${day}T23:59:59Z`), latest.getTime()));
    if (end.getTime() <= Date.now()) throw fieldError('expires_at', LISTING_END_PAST);
    if (day > latestDay)
      throw fieldError('expires_at', listingEndTooLate(listingDay(latest.toISOString())));
    return end;
  }

  async function ownedJob(viewer: Viewer, id: number) {
    const { companyId } = requireCompanyMember(viewer, MANAGES_JOBS);
    const owner = await repository.ownerOf(id);
    if (!owner) throw notFound('Job not found.');
    if (owner.companyId !== companyId)
      throw permissionDenied('This job belongs to another company.');
    return { companyId, status: owner.status };
  }

  /** Refuses a job that is not the viewer's company's as not found, as for a stranger. */
  async function requireCompanyJob(viewer: Viewer, id: number) {
    const { companyId } = requireCompanyMember(viewer, MANAGES_JOBS);
    if ((await repository.ownerOf(id))?.companyId !== companyId) throw notFound('Job not found.');
  }

  /** Resolves a filter's place and state; a place or state that cannot be found is a 400. */
  function criteriaOf(filter: JobFilter): SearchCriteria {
    const place = filter.location ?? filter.location_city_zip;
    const point = place ? lookup(place) : undefined;
    if (place && !point)
      throw fieldError(
        filter.location ? 'location' : 'location_city_zip',
        `We could not find "${place}".`,
      );
    let stateFips: string | null = null;
    if (filter.location_state) {
      const state = findState(filter.location_state);
      if (!state) throw fieldError('location_state', `Unknown state "${filter.location_state}".`);
      stateFips = state.fips;
    }
    if (filter.sort === 'distance' && !point)
      throw fieldError('sort', 'Sorting by distance needs a location.');
    return { filter, point: point ?? null, stateFips };
  }

  const takePosts: JobPostsTaker =
    takeJobPosts ??
    (async (companyId, count, tx) => {
      const ends = [];
      for (let i = 0; i < count; i++)
        ends.push((await takeJobPost(companyId, tx)).listingExpiresAt);
      return ends;
    });
  const imports = createJobImportWriter({ events, takePosts, refreshSearchIndex });

  return {
    criteria: criteriaOf,
    /** What importing rows would do to the company's jobs, and the job posts it would take. */
    planImport: (companyId: number, rows: Pick<ImportedJob, 'externalId' | 'importHash'>[]) =>
      imports.plan(db, companyId, rows),
    writeImported: (companyId: number, actorId: number, batch: ImportedJob[]) =>
      imports.write(companyId, actorId, batch),
    /** Loads the search index, so the first search does not wait for it. */
    ready: () => searchIndex.ready(),
    searchLoaded: () => searchIndex.loaded,
    stopSearchIndex: () => searchIndex.close(),

    async search(filter: JobFilter, viewer: Viewer | null) {
      const criteria = criteriaOf(filter);
      const shared = await pages.get(pageKey(criteria), () => runSearch(criteria));
      if (!viewer) return shared;
      const states = await repository.viewerStates(
        shared.results.map((job) => job.id),
        viewer.id,
      );
      const results = shared.results.map((job) => ({
        ...job,
        ...(states.get(job.id) ?? { is_bookmarked: false, application: null }),
      }));
      return { ...shared, results };
    },

    /** How many open jobs match `filter` and were posted after `since` (capped like a search's count). */
    async countPostedSince(filter: JobFilter, since: Date) {
      const query = indexQuery(criteriaOf({ ...filter, sort: 'newest' }), Date.now() * 1000);
      // The index keeps whole seconds: a job of the same second as `since` is not counted.
      const sinceUs = since.getTime() * 1000;
      const found = await searchIndex.search({
        ...query,
        createdAfterUs: Math.max(query.createdAfterUs ?? sinceUs, sinceUs),
        limit: 1,
      });
      return found.count;
    },

    async get(id: number, viewer: Viewer | null) {
      const job = await repository.findById(id, viewer?.id ?? null);
      if (!job) throw notFound('Job not found.');
      return job;
    },

    byType: (jobTypeId: number | undefined, limit: number) => repository.byType(jobTypeId, limit),
    recent: (limit: number) => repository.recent(limit),
    jobsByIds: (ids: number[], viewerId: number | null) => repository.jobsWhere(ids, viewerId),
    isCompanyJob: (jobId: number, companyId: number) => repository.isCompanyJob(jobId, companyId),
    /** Whether an operator keeps the job off the market (removed, or its account suspended). */
    isHeld: (jobId: number) => repository.isHeld(jobId),

    async create(viewer: Viewer, input: JobInput) {
      const { companyId } = requireCompanyMember(viewer, 'Only company members can post jobs.');
      requireVerifiedEmail(viewer);
      const location = locateJob(input);
      const id = await events
        .transaction(async (tx, emit) => {
          const opening = await takeOpening(tx, companyId);
          const jobId = await createJobsRepository(tx).insert({
            expiresAt: input.expires_at ? chosenListingEnd(input.expires_at, opening) : opening,
            companyId,
            postedBy: viewer.id,
            title: input.title,
            description: input.description,
            category: input.category,
            jobTypeId: input.job_type,
            tags: input.tags,
            tagsText: tagsText(input.tags),
            experience: input.experience,
            salaryMin: input.salary_min,
            salaryMax: input.salary_max,
            salaryUnit: input.salary_unit,
            address: input.address ?? null,
            ...location,
            deadline: input.deadline ? new Date(input.deadline) : null,
            ...workTermColumns(input),
          });
          await emit({ type: 'job.posted', jobId, companyId, actorId: viewer.id });
          return jobId;
        })
        .catch(unknownJobType);
      await refreshSearchIndex();
      return (await repository.findById(id, viewer.id))!;
    },

    async update(viewer: Viewer, id: number, patch: JobPatch) {
      const { companyId, status } = await ownedJob(viewer, id);
      if (patch.status === 'open' && status !== 'open') requireVerifiedEmail(viewer);
      const current = (await repository.findById(id, null))!;
      const salaryMin = patch.salary_min ?? current.salary_min;
      const salaryMax = patch.salary_max ?? current.salary_max;
      if (salaryMin > salaryMax)
        throw fieldError('salary_max', 'Maximum pay must be at least the minimum.');
      if (patch.openings !== undefined && patch.openings < current.filled)
        throw fieldError(
          'openings',
          `${current.filled} agents are already assigned; openings cannot be fewer.`,
        );
      const moved =
        patch.city !== undefined || patch.state !== undefined || patch.zip !== undefined;
      const location = moved
        ? locateJob({
            city: patch.city ?? current.city,
            state: patch.state ?? current.state,
            zip: patch.zip === undefined ? current.zip : patch.zip,
          })
        : {};
      const openAfter = (patch.status ?? status) === 'open';
      if (patch.expires_at !== undefined && !openAfter)
        throw fieldError('expires_at', ONLY_OPEN_LISTINGS_END);
      await events
        .transaction(async (tx, emit) => {
          const reopening = patch.status === 'open' && status !== 'open';
          let expiresAt = reopening ? await takeOpening(tx, companyId) : undefined;
          if (patch.expires_at !== undefined) {
            const latest = expiresAt ?? (current.expires_at ? new Date(current.expires_at) : null);
            expiresAt = chosenListingEnd(patch.expires_at, latest ?? new Date());
          }
          await createJobsRepository(tx).update(id, {
            ...(expiresAt !== undefined && { expiresAt }),
            ...(patch.title !== undefined && { title: patch.title }),
            ...(patch.description !== undefined && { description: patch.description }),
            ...(patch.category !== undefined && { category: patch.category }),
            ...(patch.job_type !== undefined && { jobTypeId: patch.job_type }),
            ...(patch.tags !== undefined && { tags: patch.tags, tagsText: tagsText(patch.tags) }),
            ...(patch.experience !== undefined && { experience: patch.experience }),
            ...(patch.salary_unit !== undefined && { salaryUnit: patch.salary_unit }),
            ...(patch.address !== undefined && { address: patch.address }),
            ...(patch.deadline !== undefined && {
              deadline: patch.deadline ? new Date(patch.deadline) : null,
            }),
            ...(patch.status !== undefined &&
              patch.status !== status &&
              statusChange(patch.status)),
            salaryMin,
            salaryMax,
            ...location,
            ...workTermColumns(patch),
          });
          const fact =
            patch.status &&
            statusFact(status, patch.status, { jobId: id, companyId, actorId: viewer.id });
          if (fact) await emit(fact);
        })
        .catch(unknownJobType);
      await refreshSearchIndex();
      return (await repository.findById(id, viewer.id))!;
    },

    /** Features an open job once; the featured post is taken in the same transaction. */
    async feature(viewer: Viewer, id: number) {
      const { companyId, status } = await ownedJob(viewer, id);
      const current = (await repository.findById(id, null))!;
      if (status !== 'open') throw badRequest('Only open jobs can be featured.');
      if (current.featured) throw conflict('This job is already featured.');
      await db.transaction(async (tx) => {
        await takeFeaturedPost(companyId, tx);
        await createJobsRepository(tx).update(id, { featured: true });
      });
      await refreshSearchIndex();
      return (await repository.findById(id, viewer.id))!;
    },

    async close(viewer: Viewer, id: number) {
      const { companyId, status } = await ownedJob(viewer, id);
      await events.transaction(async (tx, emit) => {
        await createJobsRepository(tx).update(id, statusChange('closed'));
        const fact = statusFact(status, 'closed', { jobId: id, companyId, actorId: viewer.id });
        if (fact) await emit(fact);
      });
      await refreshSearchIndex();
      return (await repository.findById(id, viewer.id))!;
    },

    /**
     * Reopens a closed job. An undo soon after closing keeps the listing as it was; otherwise the
     * job takes an opening like a new post, in the same transaction.
     */
    async reopen(viewer: Viewer, id: number) {
      const { companyId, status } = await ownedJob(viewer, id);
      if (status !== 'closed') throw badRequest(ONLY_CLOSED_JOBS_REOPEN);
      requireVerifiedEmail(viewer);
      await events.transaction(async (tx, emit) => {
        const scoped = createJobsRepository(tx);
        await scoped.lockOpenings(companyId);
        const undo = await scoped.canUndoClose(id, REOPEN_UNDO_SECONDS);
        const expiresAt = undo ? undefined : await takeOpening(tx, companyId);
        await scoped.update(id, {
          ...statusChange('open'),
          ...(expiresAt !== undefined && { expiresAt }),
        });
        await emit({ type: 'job.reopened', jobId: id, companyId, actorId: viewer.id });
      });
      await refreshSearchIndex();
      return (await repository.findById(id, viewer.id))!;
    },

    /**
     * Lists an open job for another LISTING_DAYS (or its package's period), added to what is left
     * of the current listing, from LISTING_REMINDER_DAYS before its end on. The renewal takes an
     * opening like a new post; a listing that had ended enters the market again.
     */
    async renew(viewer: Viewer, id: number) {
      const { companyId, status } = await ownedJob(viewer, id);
      if (status !== 'open') throw badRequest(ONLY_OPEN_JOBS_RENEW);
      requireVerifiedEmail(viewer);
      await events.transaction(async (tx, emit) => {
        const scoped = createJobsRepository(tx);
        // Read under the company's openings lock, so a renewal sent twice at once takes one opening.
        await scoped.lockOpenings(companyId);
        const { expires_at: endsAt } = (await scoped.findById(id, null))!;
        if (!renewable(endsAt)) throw badRequest(renewNotDue(listingDay(endsAt!)));
        const left = endsAt ? Math.max(0, Date.parse(endsAt) - Date.now()) : 0;
        const taken = await takeOpening(tx, companyId, id);
        await scoped.update(id, {
          expiresAt: new Date(taken.getTime() + left),
        });
        if (left === 0)
          await emit({ type: 'job.reopened', jobId: id, companyId, actorId: viewer.id });
      });
      await refreshSearchIndex();
      return (await repository.findById(id, viewer.id))!;
    },

    /**
     * Takes one of the job's openings for an assigned agent in the caller's transaction (409 when
     * every opening is taken); the job taking its last one is filled.
     */
    async fillOpening(tx: Database, emit: Emit, fact: JobFact) {
      const taken = await createJobsRepository(tx).fillOpening(fact.jobId);
      if (!taken) throw conflict(JOB_FULL);
      if (taken.became_filled) await emit({ type: 'job.closed', status: 'filled', ...fact });
      return taken;
    },

    /** Gives an opening back (a canceled work order); a filled job opens again. */
    async releaseOpening(tx: Database, emit: Emit, fact: JobFact) {
      if (await createJobsRepository(tx).releaseOpening(fact.jobId))
        await emit({ type: 'job.reopened', ...fact });
    },

    /** Brings this process's search to a job change committed outside this service. */
    refreshSearchIndex,

    /** The company's jobs newest first, `limit` of them from below the job `belowId`. */
    companyJobsBelow: (viewer: Viewer, belowId: number | null, limit: number) =>
      repository.companyJobsBelow(
        requireCompanyMember(viewer, MANAGES_JOBS).companyId,
        belowId,
        limit,
      ),

    myJobs: (viewer: Viewer, query: MyJobsQuery) =>
      repository.companyJobs(requireCompanyMember(viewer, MANAGES_JOBS).companyId, query),

    requireCompanyJob,

    /** A job of the viewer's company; another company's job is not found, as for a stranger. */
    async companyJob(viewer: Viewer, id: number): Promise<Job> {
      await requireCompanyJob(viewer, id);
      const job = await repository.findById(id, null);
      if (!job) throw notFound('Job not found.');
      return job;
    },

    /** A job of the viewer's company: 404 when there is none, 403 when another company's. */
    async ownJob(viewer: Viewer, id: number): Promise<Job> {
      await ownedJob(viewer, id);
      return (await repository.findById(id, null))!;
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
