import type { SQL } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { JobQueue } from '../queue/job-queue';
import { createOutboxRepository, type KeyedMessage, type OutboxRow } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface SendMailOptions {
  /** The transaction of the change that causes the email: no commit, no email. */
  tx?: Database;
  /** The same key twice sends one email. */
  key?: string;
}

export interface Mailer {
  /**
   * Keeps the message in the outbox and queues its delivery, which a background job of any
   * process runs after the commit and retries with backoff until it succeeds.
   */
  send(message: MailMessage, options?: SendMailOptions): Promise<void>;
  /** As `send` with `tx` for each message (each with its own key), in one statement. */
  sendEach(messages: readonly KeyedMessage[], options: { tx: Database }): Promise<void>;
  /**
   * As `sendEach` for the messages a query answers (see `OutboxRepository.addingFrom`), as common
   * table expressions for a statement of the caller's (`JobQueue.jobsForRows`).
   */
  sendingFrom(messages: SQL): Promise<SQL>;
  /**
   * As `send` for each message (no dedupe keys), in one outbox insert and one queue insert: a
   * delivery job per `BATCH_EMAILS` messages, on a queue of its own so `send`'s mail never waits
   * behind it.
   */
  sendMany(messages: readonly MailMessage[], options: { tx: Database }): Promise<void>;
  /** Delivers queued mail now instead of at the next poll (call after the commit). */
  wake(): void;
  close(): void;
}

/** One email of `send`; a failed email of a batch is retried as one of these. */
export const DELIVER_EMAIL_JOB = 'deliver-email';
/** Emails written together by `sendMany`. */
export const DELIVER_EMAIL_BATCH_JOB = 'deliver-email-batch';
/** deliver-email jobs a worker fetches and sends at once. */
const SINGLE_JOBS_AT_ONCE = 20;
/**
 * How long a wake after a commit waits, so the emails of changes committed in the meantime are
 * fetched, read, marked sent and completed together: at 200 changes/s, about 8 to a batch instead
 * of one or two, for an email that leaves this much later.
 */
const WAKE_AFTER_MS = 40;
/** How long after `sendMany` a wake also starts the batch queue's worker (it polls anyway). */
const BATCH_WAKE_WINDOW_MS = 60_000;
/** Outbox rows named by one deliver-email-batch job. */
const BATCH_EMAILS = 100;
/** deliver-email-batch jobs a worker fetches and sends at once. */
const BATCH_JOBS_AT_ONCE = 3;
/** SMTP connections of the pool, unless the URL says otherwise. */
const CONNECTIONS = 20;
const RETRY_LIMIT = 8;

interface DeliveryData {
  outboxIds?: number[];
  /** Jobs queued before batches named one row. */
  outboxId?: number;
}

/** Keeps SMTP connections open between messages, several at once, unless the URL says otherwise. */
function pooled(smtpUrl: string) {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections'))
    url.searchParams.set('maxConnections', String(CONNECTIONS));
  return url.toString();
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  queue: JobQueue;
  logger: FastifyBaseLogger;
  /** The first retry's wait; each next one waits twice as long. */
  retryDelaySeconds?: number;
}

/**
 * The calls of `run` made in one turn of the event loop, run as one call on all their ids: the
 * jobs of a fetch start together, so they read their outbox rows in one query, and sends that end
 * together are marked sent in one update.
 */
function coalesced<T>(run: (ids: number[]) => Promise<T>) {
  let ids: number[] = [];
  let next: Promise<T> | undefined;
  return (more: readonly number[]) => {
    ids.push(...more);
    next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const taken = ids;
      ids = [];
      next = undefined;
      return run(taken);
    });
    return next;
  };
}

/**
 * Delivery goes through nodemailer: over SMTP when SMTP_URL is set, otherwise the message is
 * rendered by the JSON transport and stays in the outbox table, with its links logged.
 */
export function createMailer({
  smtpUrl,
  from,
  db,
  queue,
  logger,
  retryDelaySeconds = 10,
}: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(pooled(smtpUrl))
    : nodemailer.createTransport({ jsonTransport: true });
  const outbox = createOutboxRepository(db);
  const findRows = coalesced((ids) => outbox.findUnsent(ids));
  const markSent = coalesced((ids) => outbox.markSent(ids));

  /** Sends one row; answers whether it went. */
  async function deliverRow(row: OutboxRow) {
    const message = { to: row.recipient, subject: row.subject, text: row.text, html: row.html };
    // The app's emails are mostly ASCII text: quoted-printable, without nodemailer reading each
    // part's whole text to choose an encoding.
    const mime = new MailComposer({
      from,
      ...message,
      headers: row.headers ?? {},
      textEncoding: 'quoted-printable',
    }).compile();
    // Built whole before it is sent: streamed, the message reached the connection a part at a
    // time, a socket write for each.
    await transport.sendMail({ envelope: mime.getEnvelope(), raw: await mime.build() });
    const facts = { outboxId: row.id, to: row.recipient, subject: row.subject };
    if (smtpUrl) {
      logger.info(facts, 'mail sent over SMTP');
    } else {
      const links = row.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ ...facts, links }, 'mail not sent: kept in the outbox (no SMTP_URL)');
    }
  }

  /**
   * Sends the rows not yet sent, all at once over the pool, and marks those that went in one
   * update. A single row that fails fails the job (pg-boss retries it with backoff); a failed row
   * of several is queued again alone, so the others are not sent twice.
   */
  async function deliver({ outboxIds, outboxId }: DeliveryData) {
    const ids = outboxIds ?? (outboxId === undefined ? [] : [outboxId]);
    const wanted = new Set(ids);
    const rows = (await findRows(ids)).filter((row) => wanted.has(row.id));
    const failed: { id: number; error: unknown }[] = [];
    const sent: number[] = [];
    await Promise.all(
      rows.map((row) =>
        deliverRow(row).then(
          () => sent.push(row.id),
          (error: unknown) => failed.push({ id: row.id, error }),
        ),
      ),
    );
    if (smtpUrl && sent.length > 0) await markSent(sent);
    if (failed.length === 0) return;
    if (ids.length === 1) throw failed[0]!.error;
    logger.warn(
      { err: failed[0]!.error, outboxIds: failed.map((entry) => entry.id) },
      'emails of a batch failed; each is retried on its own',
    );
    await queue.sendMany(
      DELIVER_EMAIL_JOB,
      failed.map((entry) => ({ outboxIds: [entry.id] })),
      { startAfterSeconds: retryDelaySeconds },
    );
  }

  queue.define<DeliveryData>({
    name: DELIVER_EMAIL_JOB,
    handle: deliver,
    batchSize: SINGLE_JOBS_AT_ONCE,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds,
    wakeAfterMs: WAKE_AFTER_MS,
  });
  queue.define<DeliveryData>({
    name: DELIVER_EMAIL_BATCH_JOB,
    handle: deliver,
    batchSize: BATCH_JOBS_AT_ONCE,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds,
  });

  /** The outbox rows and a deliver-email job each (none for a key queued before), in one statement. */
  async function enqueue(messages: readonly KeyedMessage[], tx: Database) {
    await queue.sendForRows(DELIVER_EMAIL_JOB, createOutboxRepository(tx).adding(messages), {
      tx,
    });
  }

  /** When this process last queued a batch: only then does a wake fetch the batch queue too. */
  let batchQueuedAt = -Infinity;
  const wake = () => {
    queue.wake(DELIVER_EMAIL_JOB);
    // Every commit that notified someone wakes the mailer, most with no batch waiting: the batch
    // queue is woken only within a minute of this process queuing one (it polls anyway).
    if (performance.now() - batchQueuedAt < BATCH_WAKE_WINDOW_MS)
      queue.wake(DELIVER_EMAIL_BATCH_JOB);
  };

  return {
    async send(message, { tx, key } = {}) {
      const messages = [{ message, key }];
      if (tx) return enqueue(messages, tx);
      await db.transaction((own) => enqueue(messages, own));
      queue.wake(DELIVER_EMAIL_JOB);
    },
    async sendEach(messages, { tx }) {
      if (messages.length > 0) await enqueue(messages, tx);
    },
    sendingFrom: (messages) => queue.jobsForRows(DELIVER_EMAIL_JOB, outbox.addingFrom(messages)),
    async sendMany(messages, { tx }) {
      batchQueuedAt = performance.now();
      const ids = await createOutboxRepository(tx).addMany(messages);
      const jobs: DeliveryData[] = [];
      for (let at = 0; at < ids.length; at += BATCH_EMAILS)
        jobs.push({ outboxIds: ids.slice(at, at + BATCH_EMAILS) });
      await queue.sendMany(DELIVER_EMAIL_BATCH_JOB, jobs, { tx });
    },
    wake,
    close: () => transport.close(),
  };
}
