import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema/mail';
import type { MailMessage } from './mailer';

export function createOutboxRepository(db: Database) {
  return {
    /** The new row's id, or null when a message with this dedupe key is already queued. */
    async add(message: MailMessage, dedupeKey: string | null) {
      const [row] = await db
        .insert(outbox)
        .values({
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers ?? null,
          dedupeKey,
        })
        .onConflictDoNothing({ target: outbox.dedupeKey })
        .returning({ id: outbox.id });
      return row?.id ?? null;
    },
    find(id: number) {
      return db.query.outbox.findFirst({ where: eq(outbox.id, id) });
    },
    async markSent(id: number) {
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    },
    latestFor(recipient: string) {
      return db.query.outbox.findFirst({ where: eq(outbox.recipient, recipient), orderBy: desc(outbox.id) });
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
