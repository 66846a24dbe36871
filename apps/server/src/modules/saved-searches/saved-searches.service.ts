import {
  parseSavedFilter,
  SAVED_SEARCH_LIMIT,
  savedFilterOf,
  SUGGESTED_ALERT_MILES,
  type SavedFilter,
  type SavedSearchSuggestion,
  GUEST_ALERT_ACCEPTED,
  type GuestAlertConfirmed,
  type GuestAlertInput,
  type AlertChannel,
  type AlertFrequency,
  type SavedSearch,
  type SavedSearchInput,
  type SavedSearchPatch,
} from '@fieldhire/contract/saved-searches';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
import type { AppError } from '../../platform/errors';
import { badRequest, notFound } from '../../platform/errors';
import { findState } from '../../platform/geo/geo-data';
import type { JobsService } from '../jobs/jobs.service';
import {
  createSavedSearchesRepository,
  type SavedSearchChanges,
  type SavedSearchRow,
} from './saved-searches.repository';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Mailer } from '../../platform/mail/mailer';
import { alertCriteriaOf } from './alert-criteria';
import { confirmAlertEmail } from './alert-email';
import { summarizeSearch } from './search-summary';

const NOT_FOUND = 'Job alert not found.';

/** The job list's own answer to a bad filter: the same fields and messages as GET /api/jobs/. */
function filterError(error: z.ZodError): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || 'filter';
    const messages = (fields[name] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  const [field, [message] = []] = Object.entries(fields)[0] ?? ['filter', ['Invalid filter.']];
  return badRequest(`${field}: ${message}`, fields);
}

interface SavedSearchesDeps {
  db: Database;
  jobs: Pick<JobsService, 'criteria' | 'countPostedSince'>;
  mailer: Mailer;
  publicUrl: string;
}

export function createSavedSearchesService({ db, jobs, mailer, publicUrl }: SavedSearchesDeps) {
  const repository = createSavedSearchesRepository(db);

  /** A filter as the job list reads it, refused as the job list refuses it. */
  function criteriaOf(raw: Record<string, unknown>) {
    const parsed = parseSavedFilter(raw);
    if (!parsed.success) throw filterError(parsed.error);
    return jobs.criteria(parsed.data);
  }

  async function newCount(row: SavedSearchRow) {
    const parsed = parseSavedFilter(row.filter);
    if (!parsed.success) return 0;
    try {
      return await jobs.countPostedSince(parsed.data, row.lastSeenAt);
    } catch {
      // A place or state the geography no longer knows: the search finds nothing new.
      return 0;
    }
  }

  async function toSavedSearch(row: SavedSearchRow): Promise<SavedSearch> {
    return {
      id: row.id,
      name: row.name,
      filter: row.filter,
      frequency: row.frequency as AlertFrequency,
      channels: row.channels as AlertChannel[],
      paused: row.paused,
      created_at: row.createdAt.toISOString(),
      last_sent_at: row.lastSentAt?.toISOString() ?? null,
      new_count: await newCount(row),
    };
  }

  /** The name an alert gets when its owner gives none: what it looks for. */
  async function defaultName(filter: SavedFilter) {
    return summarizeSearch(filter, {
      jobTypes: await repository.jobTypeNames(filter.jobType ?? []),
      stateName: filter.location_state ? findState(filter.location_state)?.name : undefined,
    });
  }

  return {
    /**
     * A first alert for a field agent who has none: their job types near their first coverage
     * town, or null when their profile says neither.
     */
    async suggestion(viewer: Viewer): Promise<SavedSearchSuggestion> {
      if (viewer.role !== 'candidate' || (await repository.count(viewer.id)) > 0) return null;
      const { jobTypes, town } = await repository.profileSetup(viewer.id);
      if (!town && jobTypes.length === 0) return null;
      const parsed = parseSavedFilter({
        jobType: jobTypes,
        ...(town && { location: town, destination_max: SUGGESTED_ALERT_MILES }),
      });
      if (!parsed.success) return null;
      const filter = savedFilterOf(parsed.data);
      return { name: await defaultName(filter), filter };
    },

    /** New matches across the user's job alerts that are not paused. */
    async newMatches(userId: number) {
      const rows = await repository.list(userId);
      const counts = await Promise.all(rows.filter((row) => !row.paused).map(newCount));
      return counts.reduce((sum, count) => sum + count, 0);
    },

    async list(viewer: Viewer) {
      if (viewer.emailVerified) await repository.adoptGuestAlerts(viewer.id, SAVED_SEARCH_LIMIT);
      const rows = await repository.list(viewer.id);
      return Promise.all(rows.map(toSavedSearch));
    },

    async create(viewer: Viewer, input: SavedSearchInput) {
      const criteria = criteriaOf(input.filter);
      const filter = savedFilterOf(criteria.filter);
      const name = input.name ?? (await defaultName(filter));
      const row = await db.transaction(async (tx) => {
        const scoped = createSavedSearchesRepository(tx);
        await scoped.lockUser(viewer.id);
        if ((await scoped.count(viewer.id)) >= SAVED_SEARCH_LIMIT)
          throw badRequest(
            `You can keep at most ${SAVED_SEARCH_LIMIT} job alerts. Delete one to add another.`,
          );
        return scoped.insert({
          userId: viewer.id,
          name,
          filter,
          frequency: input.frequency,
          channels: input.channels,
          ...alertCriteriaOf(criteria),
        });
      });
      return toSavedSearch(row);
    },

    /**
     * A guest's alert, sent to nothing but its confirmation link until that is opened. The answer
     * is the same whatever the address (known, new, or at its limit).
     */
    async subscribeGuest(input: GuestAlertInput) {
      const criteria = criteriaOf(input.filter);
      const filter = savedFilterOf(criteria.filter);
      const name = await defaultName(filter);
      await db.transaction(async (tx) => {
        const scoped = createSavedSearchesRepository(tx);
        await scoped.lockGuest(input.email);
        if ((await scoped.guestCount(input.email)) >= SAVED_SEARCH_LIMIT) return;
        const token = randomToken(24);
        await scoped.insert({
          userId: null,
          email: input.email,
          confirmTokenHash: sha256(token),
          name,
          filter,
          frequency: input.frequency,
          channels: ['email'],
          ...alertCriteriaOf(criteria),
        });
        await mailer.send(
          confirmAlertEmail({ to: input.email, name, url: `${publicUrl}/alerts/confirm/${token}` }),
          { tx },
        );
      });
      mailer.wake();
      return { detail: GUEST_ALERT_ACCEPTED };
    },

    async confirmGuest(token: string): Promise<GuestAlertConfirmed> {
      const row = await repository.confirmGuest(sha256(token));
      if (!row) throw notFound('This confirmation link is not valid, or the alert is already on.');
      return { name: row.name, email: row.email ?? '' };
    },

    async update(viewer: Viewer, id: number, patch: SavedSearchPatch) {
      const changes: SavedSearchChanges = {};
      if (patch.name !== undefined) changes.name = patch.name;
      if (patch.frequency !== undefined) changes.frequency = patch.frequency;
      if (patch.channels !== undefined) changes.channels = patch.channels;
      if (patch.paused !== undefined) changes.paused = patch.paused;
      const row = await repository.update(viewer.id, id, changes);
      if (!row) throw notFound(NOT_FOUND);
      return toSavedSearch(row);
    },

    /** Its owner opened it: what is new is counted from now. */
    async markSeen(viewer: Viewer, id: number) {
      const row = await repository.markSeen(viewer.id, id);
      if (!row) throw notFound(NOT_FOUND);
      return toSavedSearch(row);
    },

    async remove(viewer: Viewer, id: number) {
      if (!(await repository.remove(viewer.id, id))) throw notFound(NOT_FOUND);
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
