import type { ContactBody } from '@fieldhire/contract/contact';
import { MESSAGES } from '@fieldhire/contract/constants';
import type { Database } from '../../db/database';
import { escapeHtml } from '../../platform/escape-html';
import type { Mailer } from '../../platform/mail/mailer';
import { createContactRepository } from './contact.repository';

export function createContactService({
  db,
  mailer,
  operatorEmail,
}: {
  db: Database;
  mailer: Mailer;
  operatorEmail: string;
}) {
  const repository = createContactRepository(db);
  return {
    /** Keeps the message, then forwards it to the operator; the stored copy is the record. */
    async send(body: ContactBody, ip: string) {
      const id = await repository.insert({ ...body, ip });
      const text = `From: ${body.name} <${body.email}>\nMessage #${id}\n\n${body.message}`;
      await mailer.send({
        to: operatorEmail,
        subject: `[Contact] ${body.subject}`,
        text,
        html: `<p>From: ${escapeHtml(body.name)} &lt;${escapeHtml(body.email)}&gt;<br>Message #${id}</p><p style="white-space:pre-wrap">${escapeHtml(body.message)}</p>`,
      });
      return { detail: MESSAGES.contactThanks };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
