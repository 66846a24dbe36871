import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  mail: ParsedMail;
}

/** A real SMTP server on loopback that keeps what it receives; `refuse(n)` answers the next n with a 451. */
export async function startSmtpCatcher() {
  const received: CaughtMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (refusals > 0) {
            refusals -= 1;
            callback(new Error('451 try again later'));
            return;
          }
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // Some tests kill a sending server mid-conversation on purpose: its connection's error is
  // reported, not thrown at the test.
  server.on('error', (error) => console.warn(`SMTP catcher: ${error.message}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address: string) => received.filter((entry) => entry.to.includes(address)),
    refuse(count: number) {
      refusals = count;
    },
    get refusalsLeft() {
      return refusals;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
