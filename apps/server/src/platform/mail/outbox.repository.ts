import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
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

export function createOutboxRepository(db: Database) {
  /** The message's row, left out when a message with this dedupe key is already queued. */
  const insertMessage = (message: MailMessage, dedupeKey: string | null) =>
    db
      .insert(outbox)
      .values({ ...rowOf(message), dedupeKey })
      .onConflictDoNothing({ target: outbox.dedupeKey });

  return {
    /** The new row's id, or null when a message with this dedupe key is already queued. */
    async add(message: MailMessage, dedupeKey: string | null) {
      const [row] = await insertMessage(message, dedupeKey).returning({ id: outbox.id });
      return row?.id ?? null;
    },
    /**
     * The insert of `add` as a query, answering the new row's delivery job data (`{ outboxIds: [id] }`)
     * as `data`, or no row when the dedupe key is already queued: for the queue to write the row and
     * its job in one statement.
     */
    adding(message: MailMessage, dedupeKey: string | null) {
      return insertMessage(message, dedupeKey)
        .returning({
          data: sql<object>`jsonb_build_object('outboxIds', jsonb_build_array(${outbox.id}))`.as(
            'data',
          ),
        })
        .getSQL();
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
