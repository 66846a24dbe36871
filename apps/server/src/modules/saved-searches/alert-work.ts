import { savedFilterQuery } from '@fieldhire/contract/saved-searches';
import { commitWithoutWaiting, type Database } from '../../db/database';
import type { AlertDigest } from '../../platform/events/domain-events';
import type { EventBus } from '../../platform/events/event-bus';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import { jobAlertLabel, unsubscribeLinks } from '../../platform/mail/templates';
import type { JobQueue, SendOptions } from '../../platform/queue/job-queue';
import { alertEmail } from './alert-email';
import type { AlertMatcher } from './alert-matcher';
import { isDigestDue } from './digest-schedule';
import { createSavedSearchesRepository } from './saved-searches.repository';

export const MATCH_JOB_ALERTS = 'match-job-alerts';
export const TELL_ALERT_MATCHES = 'tell-alert-matches';
export const SEND_ALERT_EMAIL = 'send-alert-email';
export const SEND_ALERT_DIGESTS = 'send-alert-digests';
export const FORGET_OLD_ALERT_RECORDS = 'forget-old-alert-records';
/** New jobs one process matches at once. */
const MATCH_BATCH = 4;
/**
 * Matched jobs whose instant alerts one process tells at once: one, so a burst's telling (hundreds
 * of notifications a job) leaves the database to its matching first.
 */
const TELL_BATCH = 1;
/** Batches of alert emails one process writes at once. */
const ALERT_EMAIL_BATCH = 2;
/** Alerts whose emails one transaction writes. */
const ALERTS_PER_EMAIL_JOB = 200;
/** Alert emails one address gets in a day at most; the jobs beyond wait for the next one. */
export const ALERT_EMAILS_PER_DAY = 20;
const DAY_MS = 86_400_000;
/** Runs of the last this many days make a digest alert due: a weekly one's, and a day to spare. */
const DIGEST_DAYS = 8;
/** Match runs of a job off the list are kept this long after its last match. */
const RUNS_OF_UNLISTED_JOBS_KEPT_DAYS = 90;
/** Match runs one statement forgets, so no statement holds many rows' locks for long. */
const RUNS_FORGOTTEN_AT_ONCE = 5_000;

/**
 * Forgets what alerts no longer need: the emails older than the cap's day (and one to spare), and
 * the match runs of jobs off the list and unmatched for `RUNS_OF_UNLISTED_JOBS_KEPT_DAYS`.
 * Answers how many runs went.
 */
export async function forgetOldAlertRecords(db: Database, at: Date) {
  const repository = createSavedSearchesRepository(db);
  await repository.forgetAlertEmails(new Date(at.getTime() - 2 * DAY_MS));
  const before = new Date(at.getTime() - RUNS_OF_UNLISTED_JOBS_KEPT_DAYS * DAY_MS);
  let forgotten = 0;
  for (;;) {
    const gone = await repository.forgetRunsOfUnlistedJobs(before, RUNS_FORGOTTEN_AT_ONCE);
    forgotten += gone;
    if (gone < RUNS_FORGOTTEN_AT_ONCE) return forgotten;
  }
}

/** The digest alerts due at `at`, with new matches waiting for them. */
export async function dueDigests(db: Database, at: Date) {
  const candidates = await createSavedSearchesRepository(db).digestCandidates(DIGEST_DAYS);
  return candidates
    .filter((alert) =>
      isDigestDue(
        { ...alert, lastSentAt: alert.lastSentAt === null ? null : new Date(alert.lastSentAt) },
        at,
      ),
    )
    .map((alert) => alert.id);
}

/** Queues the emails of `savedSearchIds`, a send-alert-email job per batch of alerts. */
export async function queueAlertEmails(
  queue: JobQueue,
  savedSearchIds: number[],
  options: SendOptions = {},
) {
  const batches: { savedSearchIds: number[] }[] = [];
  for (let from = 0; from < savedSearchIds.length; from += ALERTS_PER_EMAIL_JOB)
    batches.push({ savedSearchIds: savedSearchIds.slice(from, from + ALERTS_PER_EMAIL_JOB) });
  await queue.sendMany(SEND_ALERT_EMAIL, batches, options);
}

interface AlertWorkDeps {
  db: Database;
  matcher: AlertMatcher;
  events: EventBus;
  queue: JobQueue;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The background work of job alerts, run once across processes: matching a job that entered the
 * market against every alert, and writing an alert's batched email.
 */
export function defineAlertWork({ db, matcher, events, queue, mailer, publicUrl }: AlertWorkDeps) {
  // A job's match is recorded first, as one run; its instant alerts are told by a job of their
  // own, so a burst of new jobs is matched without waiting for the notifications of each.
  queue.define<{ jobId: number }>({
    name: MATCH_JOB_ALERTS,
    batchSize: MATCH_BATCH,
    async handle({ jobId }) {
      const found = await matcher.match(jobId);
      if (!found || found.alertIds.length === 0) return;
      await db.transaction(async (tx) => {
        await commitWithoutWaiting(tx);
        const seq = await createSavedSearchesRepository(tx).recordMatches(jobId, found.alertIds);
        if (seq !== null)
          await queue.send(TELL_ALERT_MATCHES, { jobId, seq, matchedAt: Date.now() }, { tx });
      });
      queue.wake(TELL_ALERT_MATCHES);
    },
  });

  queue.define<{ jobId: number; seq: number; matchedAt?: number }>({
    name: TELL_ALERT_MATCHES,
    batchSize: TELL_BATCH,
    async handle({ jobId, seq, matchedAt = Date.now() }) {
      await events.transaction(async (tx, emit) => {
        const repository = createSavedSearchesRepository(tx);
        const job = await repository.listedJob(jobId);
        // A job closed since it was matched is not worth telling of, unless it reopens.
        if (!job) return repository.untellInstantAlerts(seq);
        if (!(await repository.markTold(seq))) return;
        const alerts = await repository.instantAlertsOfRun(seq);
        if (alerts.length === 0) return;
        await emit({
          type: 'alerts.matched',
          job: {
            id: job.id,
            title: job.title,
            companyName: job.company_name,
            place: `${job.city}, ${job.state}`,
          },
          matchedAt: new Date(matchedAt),
          matches: alerts.map((alert) => ({
            userId: alert.user_id,
            savedSearchId: alert.id,
            alertName: alert.name,
            inApp: alert.user_id !== null && alert.in_app,
            instantEmail: alert.by_email,
            push: alert.user_id !== null && alert.by_push,
          })),
        });
      });
    },
  });

  queue.define<object>({
    name: SEND_ALERT_DIGESTS,
    // Every hour: each digest alert mails in its own zone's morning.
    cron: '0 * * * *',
    async handle() {
      await queueAlertEmails(queue, await dueDigests(db, new Date()));
      queue.wake(SEND_ALERT_EMAIL);
    },
  });

  queue.define<object>({
    name: FORGET_OLD_ALERT_RECORDS,
    // Once a day, at night in every one of the country's zones, before their morning digests.
    cron: '30 9 * * *',
    async handle() {
      await forgetOldAlertRecords(db, new Date());
    },
  });

  /**
   * The news of a batch of alerts, written in one transaction: each alert's waiting matches are
   * claimed and go in its one email, with its own unsubscribe token, and a digest's also in one
   * notice in the app; unless its owner has had the day's share of emails, when the alert is asked
   * again for when the day frees one.
   */
  async function sendAlertNews(savedSearchIds: number[]) {
    await events.transaction(async (tx, emit) => {
      await commitWithoutWaiting(tx);
      const repository = createSavedSearchesRepository(tx);
      const alerts = (await repository.alertsWithOwners(savedSearchIds)).filter(
        (alert) => alert.waiting,
      );
      if (alerts.length === 0) return;
      // One owner's alert emails are written one batch at a time, so the day's count holds.
      await repository.lockOwners(alerts);
      const sentInLastDay = await repository.alertEmailsInLastDay(alerts);
      const writing = new Map<string, number>();
      const telling: typeof alerts = [];
      for (const alert of alerts) {
        if (!alert.by_email) {
          telling.push(alert);
          continue;
        }
        const day = sentInLastDay.get(alert.owner);
        const written = writing.get(alert.owner) ?? 0;
        if ((day?.sent ?? 0) + written < ALERT_EMAILS_PER_DAY) {
          writing.set(alert.owner, written + 1);
          telling.push(alert);
          continue;
        }
        const freedInMs = (day?.firstAt.getTime() ?? Date.now()) + DAY_MS - Date.now();
        await queue.send(
          SEND_ALERT_EMAIL,
          { savedSearchIds: [alert.id] },
          { tx, startAfterSeconds: Math.max(60, Math.ceil(freedInMs / 1000) + 60) },
        );
      }
      // Every match waiting goes in this one email; later batches find none left.
      const horizon = await repository.committedRunHorizon();
      const claimed = await repository.claimMatches(
        telling.map((alert) => alert.id),
        horizon,
      );
      const matchesOf = new Map<number, typeof claimed>();
      for (const match of claimed) {
        const list = matchesOf.get(match.saved_search_id);
        if (list) list.push(match);
        else matchesOf.set(match.saved_search_id, [match]);
      }
      const tokens: Parameters<typeof repository.addUnsubscribeTokens>[0] = [];
      const messages: MailMessage[] = [];
      const digests: AlertDigest[] = [];
      const told: number[] = [];
      for (const alert of telling) {
        const matches = matchesOf.get(alert.id);
        if (!matches) continue;
        told.push(alert.id);
        if (alert.digest_in_app)
          digests.push({
            userId: alert.user_id!,
            savedSearchId: alert.id,
            alertName: alert.name,
            jobs: matches.map((match) => match.title),
            link: `/jobs?${savedFilterQuery(alert.filter)}`,
          });
        if (!alert.by_email) continue;
        const token = randomToken(24);
        tokens.push({
          tokenHash: sha256(token),
          savedSearchId: alert.id,
          userId: alert.user_id,
          email: alert.user_id === null ? alert.email : null,
        });
        const unsubscribe = unsubscribeLinks(
          publicUrl,
          token,
          jobAlertLabel(alert.name),
          alert.user_id !== null ? '/alerts' : null,
        );
        messages.push(
          alertEmail({
            to: alert.email,
            firstName: alert.first_name,
            alert,
            matches,
            publicUrl,
            unsubscribe,
          }),
        );
      }
      await repository.addUnsubscribeTokens(tokens);
      await mailer.sendMany(messages, { tx });
      await repository.markSent(
        told,
        tokens.map((token) => token.savedSearchId),
      );
      if (digests.length > 0) await emit({ type: 'alerts.digested', digests });
    });
    mailer.wake();
  }

  queue.define<{ savedSearchIds?: number[]; savedSearchId?: number }>({
    name: SEND_ALERT_EMAIL,
    batchSize: ALERT_EMAIL_BATCH,
    // A job queued before batches named one alert.
    handle: ({ savedSearchIds, savedSearchId }) =>
      sendAlertNews(savedSearchIds ?? (savedSearchId === undefined ? [] : [savedSearchId])),
  });
}
