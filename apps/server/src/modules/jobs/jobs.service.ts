import type { Job, JobFilter, JobInput, JobPatch, MyJob } from '@fieldhire/contract/jobs';
import { FREE_OPEN_JOB_LIMIT } from '@fieldhire/contract/jobs';
import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
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
import {
  createJobsSearchRepository,
  type SearchCriteria,
  type SearchSummary,
} from './jobs-search.repository';

const tagsText = (tags: string[]) => tags.join(' ');

/**
 * Searches are shared between viewers for a few seconds: counts and facets per set of matches,
 * pages per filter. Job writes in this process clear both; other processes' writes show within
 * the time to live.
 */
const SUMMARY_TTL_MS = 30_000;
const PAGE_TTL_MS = 10_000;

function summaryKey({ filter, point, stateFips }: SearchCriteria) {
  const { start: _start, end: _end, sort: _sort, ...matching } = filter;
  return JSON.stringify([matching, point, stateFips]);
}
const pageKey = ({ filter, point, stateFips }: SearchCriteria) =>
  JSON.stringify([filter, point, stateFips]);

function unknownJobType(error: unknown): never {
  if (isDatabaseError(error, '23503')) throw fieldError('job_type', 'Unknown job type.');
  throw error;
}

function requireCompany(viewer: Viewer) {
  if (viewer.role !== 'employer') throw permissionDenied('Only employers can manage jobs.');
  if (viewer.companyId === null) throw permissionDenied('Create your company before posting jobs.');
  return viewer.companyId;
}

/** Takes one featured post from the company's packages inside the caller's transaction, or throws 402. */
export type FeaturedPostTaker = (companyId: number, tx: Database) => Promise<unknown>;

/**
 * Takes one job post from the company's packages inside the caller's transaction, or throws 402.
 * Answers when a listing opened with it stops showing (null: it does not).
 */
export type JobPostTaker = (
  companyId: number,
  tx: Database,
) => Promise<{ listingExpiresAt: Date | null }>;

export function createJobsService(db: Database) {
  const repository = createJobsRepository(db);
  const searchRepository = createJobsSearchRepository(db);
  const summaries = createTtlCache<SearchSummary>({ ttlMs: SUMMARY_TTL_MS, maxEntries: 1000 });
  const pages = createTtlCache<Job[]>({ ttlMs: PAGE_TTL_MS, maxEntries: 2000 });
  const forgetSearches = () => {
    summaries.clear();
    pages.clear();
  };

  /**
   * Every company keeps FREE_OPEN_JOB_LIMIT listed jobs for free; past it each opening takes a post
   * from a package. Answers when the listing expires. Openings of one company wait for each other,
   * so concurrent posts cannot share the last free one.
   */
  async function takeOpening(tx: Database, companyId: number, takeJobPost: JobPostTaker) {
    const scoped = createJobsRepository(tx);
    await scoped.lockOpenings(companyId);
    if ((await scoped.openJobCount(companyId)) < FREE_OPEN_JOB_LIMIT) return null;
    return (await takeJobPost(companyId, tx)).listingExpiresAt;
  }

  async function ownedJob(viewer: Viewer, id: number) {
    const companyId = requireCompany(viewer);
    const owner = await repository.ownerOf(id);
    if (!owner) throw notFound('Job not found.');
    if (owner.companyId !== companyId)
      throw permissionDenied('This job belongs to another company.');
    return { companyId, status: owner.status };
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

  return {
    criteria: criteriaOf,

    async search(filter: JobFilter, viewer: Viewer | null) {
      const criteria = criteriaOf(filter);
      // The count comes first (shared by every page and sort of the same matches): it tells the
      // page query whether to collect the few matches or walk an index in order.
      const summary = await summaries.get(summaryKey(criteria), () =>
        searchRepository.summary(criteria),
      );
      const matches = summary.count_capped ? undefined : summary.count;
      const shared = await pages.get(pageKey(criteria), () =>
        searchRepository.page(criteria, matches),
      );
      if (!viewer) return { ...summary, results: shared };
      const states = await repository.viewerStates(
        shared.map((job) => job.id),
        viewer.id,
      );
      const results = shared.map((job) => ({
        ...job,
        ...(states.get(job.id) ?? { is_bookmarked: false, application: null }),
      }));
      return { ...summary, results };
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
    openJobCount: (companyId: number) => repository.openJobCount(companyId),

    async create(viewer: Viewer, input: JobInput, companyName: string, takeJobPost: JobPostTaker) {
      const companyId = requireCompany(viewer);
      const location = locateJob(input);
      const id = await db
        .transaction(async (tx) => {
          const expiresAt = await takeOpening(tx, companyId, takeJobPost);
          return createJobsRepository(tx).insert({
            expiresAt,
            companyId,
            postedBy: viewer.id,
            companyName,
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
          });
        })
        .catch(unknownJobType);
      forgetSearches();
      return (await repository.findById(id, viewer.id))!;
    },

    async update(viewer: Viewer, id: number, patch: JobPatch, takeJobPost: JobPostTaker) {
      const { companyId, status } = await ownedJob(viewer, id);
      const current = (await repository.findById(id, null))!;
      const salaryMin = patch.salary_min ?? current.salary_min;
      const salaryMax = patch.salary_max ?? current.salary_max;
      if (salaryMin > salaryMax)
        throw fieldError('salary_max', 'Maximum pay must be at least the minimum.');
      const moved =
        patch.city !== undefined || patch.state !== undefined || patch.zip !== undefined;
      const location = moved
        ? locateJob({
            city: patch.city ?? current.city,
            state: patch.state ?? current.state,
            zip: patch.zip === undefined ? current.zip : patch.zip,
          })
        : {};
      await db
        .transaction(async (tx) => {
          const reopening = patch.status === 'open' && status !== 'open';
          const expiresAt = reopening ? await takeOpening(tx, companyId, takeJobPost) : undefined;
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
            ...(patch.status !== undefined && { status: patch.status }),
            salaryMin,
            salaryMax,
            ...location,
          });
        })
        .catch(unknownJobType);
      forgetSearches();
      return (await repository.findById(id, viewer.id))!;
    },

    /** Features an open job once; the featured post is taken in the same transaction. */
    async feature(viewer: Viewer, id: number, takeFeaturedPost: FeaturedPostTaker) {
      const { companyId, status } = await ownedJob(viewer, id);
      const current = (await repository.findById(id, null))!;
      if (status !== 'open') throw badRequest('Only open jobs can be featured.');
      if (current.featured) throw conflict('This job is already featured.');
      await db.transaction(async (tx) => {
        await takeFeaturedPost(companyId, tx);
        await createJobsRepository(tx).update(id, { featured: true });
      });
      forgetSearches();
      return (await repository.findById(id, viewer.id))!;
    },

    async close(viewer: Viewer, id: number) {
      await ownedJob(viewer, id);
      await repository.update(id, { status: 'closed' });
      forgetSearches();
      return (await repository.findById(id, viewer.id))!;
    },

    async myJobs(viewer: Viewer) {
      return repository.companyJobs(requireCompany(viewer));
    },

    async myJob(viewer: Viewer, id: number): Promise<MyJob> {
      await ownedJob(viewer, id);
      const job = (await repository.findById(id, null))!;
      return { ...job, applicants: await repository.applicantsOf(id) };
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
