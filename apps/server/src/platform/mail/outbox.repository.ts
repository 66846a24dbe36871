import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema/mail';
import type { MailMessage } from './mailer';

export function createOutboxRepository(db: Database) {
  return {
    async add(message: MailMessage, sentAt: Date | null) {
      const [row] = await db
        .insert(outbox)
        .values({ recipient: message.to, subject: message.subject, text: message.text, html: message.html, sentAt })
        .returning({ id: outbox.id });
      return row!;
    },
    latestFor(recipient: string) {
      return db.query.outbox.findFirst({ where: eq(outbox.recipient, recipient), orderBy: desc(outbox.id) });
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
