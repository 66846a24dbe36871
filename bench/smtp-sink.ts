import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Messages accepted so far, and when the last one was. */
  received: number;
  lastAt: number;
  close(): Promise<void>;
}

/**
 * An SMTP server on loopback that accepts every message and throws it away, counting them;
 * `onMessage` hears each message's recipients as it is accepted.
 */
export async function startSmtpSink(onMessage?: (recipients: string[]) => void): Promise<SmtpSink> {
  const sink = { received: 0, lastAt: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    maxClients: 1000,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        sink.received += 1;
        sink.lastAt = performance.now();
        onMessage?.(session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
