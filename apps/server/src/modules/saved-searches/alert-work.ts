import type { AlertFrequency } from '@fieldhire/contract/saved-searches';
import { commitWithoutWaiting, type Database } from '../../db/database';
import type { EventBus } from '../../platform/events/event-bus';
import type { Mailer } from '../../platform/mail/mailer';
import type { JobQueue } from '../../platform/queue/job-queue';
import type { NotificationsService } from '../notifications/notifications.service';
import { alertEmail } from './alert-email';
import { isDigestDue } from './digest-schedule';
import { createSavedSearchesRepository } from './saved-searches.repository';

export const MATCH_JOB_ALERTS = 'match-job-alerts';
export const SEND_ALERT_EMAIL = 'send-alert-email';
export const SEND_ALERT_DIGESTS = 'send-alert-digests';
/** New jobs one process matches at once. */
const MATCH_BATCH = 4;
/** Alert emails one process writes at once. */
const ALERT_EMAIL_BATCH = 10;
/** Alert emails one address gets in a day at most; the jobs beyond wait for the next one. */
export const ALERT_EMAILS_PER_DAY = 20;
const DAY_MS = 86_400_000;

/** The digest alerts whose email is due at `at`, with new matches waiting for it. */
export async function dueDigests(db: Database, at: Date) {
  const candidates = await createSavedSearchesRepository(db).digestCandidates();
  return candidates
    .filter((alert) => isDigestDue({ ...alert, frequency: alert.frequency as AlertFrequency }, at))
    .map((alert) => alert.id);
}

interface AlertWorkDeps {
  db: Database;
  events: EventBus;
  queue: JobQueue;
  mailer: Mailer;
  notifications: Pick<NotificationsService, 'alertUnsubscribe'>;
  publicUrl: string;
}

/**
 * The background work of job alerts, run once across processes: matching a job that entered the
 * market against every alert, and writing an alert's batched email.
 */
export function defineAlertWork({
  db,
  events,
  queue,
  mailer,
  notifications,
  publicUrl,
}: AlertWorkDeps) {
  queue.define<{ jobId: number }>({
    name: MATCH_JOB_ALERTS,
    batchSize: MATCH_BATCH,
    async handle({ jobId }) {
      await events.transaction(async (tx, emit) => {
        const repository = createSavedSearchesRepository(tx);
        const job = await repository.listedJob(jobId);
        if (!job) return;
        const alerts = await repository.alertsMatching(jobId);
        const recorded = await repository.recordMatches(
          alerts.map((alert) => ({
            savedSearchId: alert.id,
            jobId,
            userId: alert.user_id,
            byEmail: alert.by_email,
          })),
        );
        const fresh = new Set(recorded.map((row) => row.savedSearchId));
        const matches = alerts
          .filter((alert) => fresh.has(alert.id))
          .map((alert) => ({
            userId: alert.user_id,
            savedSearchId: alert.id,
            alertName: alert.name,
            inApp: alert.user_id !== null && alert.in_app,
            instantEmail: alert.instant && alert.by_email,
            push: alert.user_id !== null && alert.instant && alert.by_push,
          }));
        if (matches.length === 0) return;
        await emit({
          type: 'alerts.matched',
          job: {
            id: job.id,
            title: job.title,
            companyName: job.company_name,
            place: `${job.city}, ${job.state}`,
          },
          matches,
        });
      });
    },
  });

  queue.define<object>({
    name: SEND_ALERT_DIGESTS,
    // Every hour: each digest alert mails in its own zone's morning.
    cron: '0 * * * *',
    async handle() {
      const due = await dueDigests(db, new Date());
      await queue.sendMany(
        SEND_ALERT_EMAIL,
        due.map((savedSearchId) => ({ savedSearchId })),
      );
      queue.wake(SEND_ALERT_EMAIL);
    },
  });

  queue.define<{ savedSearchId: number }>({
    name: SEND_ALERT_EMAIL,
    batchSize: ALERT_EMAIL_BATCH,
    async handle({ savedSearchId }) {
      await db.transaction(async (tx) => {
        await commitWithoutWaiting(tx);
        const repository = createSavedSearchesRepository(tx);
        const alert = await repository.alertWithOwner(savedSearchId);
        if (!alert) return;
        // One owner's alert emails are written one at a time, so the day's count holds.
        if (alert.user_id === null) await repository.lockGuest(alert.email);
        else await repository.lockUser(alert.user_id);
        const { sent, firstAt } = await repository.alertEmailsInLastDay(alert);
        if (sent >= ALERT_EMAILS_PER_DAY) {
          if (firstAt && (await repository.hasMatchesWaitingForEmail(savedSearchId))) {
            const freedInMs = firstAt.getTime() + DAY_MS - Date.now();
            await queue.send(
              SEND_ALERT_EMAIL,
              { savedSearchId },
              { tx, startAfterSeconds: Math.max(60, Math.ceil(freedInMs / 1000) + 60) },
            );
          }
          return;
        }
        // Every match waiting goes in this one email; later runs of the batch find none left.
        const matches = await repository.claimEmailMatches(savedSearchId);
        if (matches.length === 0) return;
        const unsubscribe = await notifications.alertUnsubscribe(
          tx,
          alert.user_id === null ? { email: alert.email } : { userId: alert.user_id },
          alert,
        );
        await mailer.send(
          alertEmail({
            to: alert.email,
            firstName: alert.first_name,
            alert,
            matches,
            publicUrl,
            unsubscribe,
          }),
          { tx },
        );
        await repository.markSent(savedSearchId);
      });
      mailer.wake();
    },
  });
}
