import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { JobQueue } from '../queue/job-queue';
import { createOutboxRepository } from './outbox.repository';

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
  /** As `send` for each message, in one outbox insert and one queue insert (no dedupe keys). */
  sendMany(messages: readonly MailMessage[], options: { tx: Database }): Promise<void>;
  /** Delivers queued mail now instead of at the next poll (call after the commit). */
  wake(): void;
  close(): void;
}

export const DELIVER_EMAIL_JOB = 'deliver-email';
/** deliver-email jobs a worker fetches and sends at once. */
const DELIVERY_BATCH = 20;

/**
 * Keeps SMTP connections open between messages, one per message of a batch so a batch goes out at
 * once (nodemailer's default of 5 sent it 4 deep), unless the URL says otherwise.
 */
function pooled(smtpUrl: string) {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections'))
    url.searchParams.set('maxConnections', String(DELIVERY_BATCH));
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
 * deliveries of a batch start together, so a batch reads its outbox rows in one query, and sends
 * that end together are marked sent in one update.
 */
function coalesced<T>(run: (ids: number[]) => Promise<T>) {
  let ids: number[] = [];
  let next: Promise<T> | undefined;
  return (id: number) => {
    ids.push(id);
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
  const findRow = coalesced((ids) => outbox.findMany(ids));
  const markSent = coalesced((ids) => outbox.markSent(ids));

  async function deliver(outboxId: number) {
    const row = (await findRow(outboxId)).find((candidate) => candidate.id === outboxId);
    if (!row || row.sentAt) return;
    const message = { to: row.recipient, subject: row.subject, text: row.text, html: row.html };
    await transport.sendMail({ from, ...message, headers: row.headers ?? {} });
    const facts = { outboxId, to: row.recipient, subject: row.subject };
    if (smtpUrl) {
      await markSent(outboxId);
      logger.info(facts, 'mail sent over SMTP');
    } else {
      const links = row.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ ...facts, links }, 'mail not sent: kept in the outbox (no SMTP_URL)');
    }
  }

  queue.define<{ outboxId: number }>({
    name: DELIVER_EMAIL_JOB,
    handle: ({ outboxId }) => deliver(outboxId),
    batchSize: DELIVERY_BATCH,
    retryLimit: 8,
    retryDelaySeconds,
  });

  async function enqueue(message: MailMessage, tx: Database, key: string | undefined) {
    const outboxId = await createOutboxRepository(tx).add(message, key ?? null);
    if (outboxId !== null) await queue.send(DELIVER_EMAIL_JOB, { outboxId }, { tx });
  }

  return {
    async send(message, { tx, key } = {}) {
      if (tx) return enqueue(message, tx, key);
      await db.transaction((own) => enqueue(message, own, key));
      queue.wake(DELIVER_EMAIL_JOB);
    },
    async sendMany(messages, { tx }) {
      const ids = await createOutboxRepository(tx).addMany(messages);
      await queue.sendMany(
        DELIVER_EMAIL_JOB,
        ids.map((outboxId) => ({ outboxId })),
        { tx },
      );
    },
    wake: () => queue.wake(DELIVER_EMAIL_JOB),
    close: () => transport.close(),
  };
}
