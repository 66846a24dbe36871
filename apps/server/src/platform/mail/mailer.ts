import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outbox: OutboxRepository;
  logger: FastifyBaseLogger;
}

/**
 * Every message goes through nodemailer: over SMTP when SMTP_URL is set, otherwise it is
 * rendered by the JSON transport and kept in the outbox table, with its links logged.
 */
export function createMailer({ smtpUrl, from, outbox, logger }: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      const stored = await outbox.add(message, smtpUrl ? new Date() : null);
      const facts = { outboxId: stored.id, to: message.to, subject: message.subject };
      if (smtpUrl) {
        logger.info(facts, 'mail sent over SMTP');
      } else {
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        logger.info({ ...facts, links }, 'mail not sent: kept in the outbox (no SMTP_URL)');
      }
    },
    close: () => transport.close(),
  };
}
