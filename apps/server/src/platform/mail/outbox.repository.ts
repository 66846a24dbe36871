import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema/mail';
import type { MailMessage } from './mailer';

const rowOf = (message: MailMessage) => ({
  recipient: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: message.headers ?? null,
});

/** A message, and the key that makes it once (none: every send makes one). */
export interface KeyedMessage {
  message: MailMessage;
  key?: string;
}

export function createOutboxRepository(db: Database) {
  /** The messages' rows, each left out when a message with its dedupe key is already queued. */
  const insertMessages = (messages: readonly KeyedMessage[]) =>
    db
      .insert(outbox)
      .values(messages.map(({ message, key }) => ({ ...rowOf(message), dedupeKey: key ?? null })))
      .onConflictDoNothing({ target: outbox.dedupeKey });

  return {
    /** The new row's id, or null when a message with this dedupe key is already queued. */
    async add(message: MailMessage, dedupeKey: string | null) {
      const [row] = await insertMessages([{ message, key: dedupeKey ?? undefined }]).returning({
        id: outbox.id,
      });
      return row?.id ?? null;
    },
    /**
     * The insert of `add` for each message as a query, answering each new row's delivery job data
     * (`{ outboxIds: [id] }`) as `data`, and no row for a dedupe key already queued: for the queue
     * to write the rows and their jobs in one statement.
     */
    adding(messages: readonly KeyedMessage[]) {
      return insertMessages(messages)
        .returning({
          data: sql<object>`jsonb_build_object('outboxIds', jsonb_build_array(${outbox.id}))`.as(
            'data',
          ),
        })
        .getSQL();
    },
    /**
     * As `adding`, for the messages a query of the caller's answers (the columns `recipient`,
     * `subject`, `text`, `html`, `headers` and `dedupe_key`): for a statement that decides in the
     * database which messages go, and to whom.
     */
    addingFrom(messages: SQL) {
      return sql`insert into outbox (recipient, subject, text, html, headers, dedupe_key)
        select m.recipient, m.subject, m.text, m.html, m.headers, m.dedupe_key from (${messages}) m
        on conflict (dedupe_key) do nothing
        returning jsonb_build_object('outboxIds', jsonb_build_array(id)) as data`;
    },
    /** New rows for `messages`, without dedupe keys; answers their ids. */
    async addMany(messages: readonly MailMessage[]) {
      if (messages.length === 0) return [];
      const rows = await db.insert(outbox).values(messages.map(rowOf)).returning({ id: outbox.id });
      return rows.map((row) => row.id);
    },
    /** The rows of `ids` not yet sent. */
    findUnsent(ids: number[]) {
      return db.query.outbox.findMany({
        where: and(inArray(outbox.id, ids), isNull(outbox.sentAt)),
      });
    },
    async markSent(ids: number[]) {
      await db.update(outbox).set({ sentAt: new Date() }).where(inArray(outbox.id, ids));
    },
    latestFor(recipient: string) {
      return db.query.outbox.findFirst({
        where: eq(outbox.recipient, recipient),
        orderBy: desc(outbox.id),
      });
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
export type OutboxRow = typeof outbox.$inferSelect;
