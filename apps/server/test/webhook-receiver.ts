import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** The signature checked out with the endpoint's secret. */
  verified: boolean;
  /** What the receiver answered. */
  answered: number;
}

const headerOf = (headers: IncomingHttpHeaders, name: string) => String(headers[name] ?? '');

/**
 * A company's system on loopback: it verifies every request with the Standard Webhooks library
 * and the endpoint's secret (set once the endpoint exists), and answers what `answer` says for
 * the message's nth request (1 for its first).
 */
export async function startWebhookReceiver(
  answer: (messageId: string, nth: number) => number = () => 200,
) {
  let secret = '';
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const headers = {
        'webhook-id': headerOf(request.headers, 'webhook-id'),
        'webhook-timestamp': headerOf(request.headers, 'webhook-timestamp'),
        'webhook-signature': headerOf(request.headers, 'webhook-signature'),
      };
      let verified = false;
      let payload: { type: string; data: Record<string, unknown> } = { type: '', data: {} };
      try {
        payload = new Webhook(secret).verify(body, headers) as typeof payload;
        verified = true;
      } catch {
        verified = false;
      }
      const id = headers['webhook-id'];
      const status = answer(id, received.filter((each) => each.id === id).length + 1);
      received.push({ id, type: payload.type, data: payload.data, verified, answered: status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    useSecret(value: string) {
      secret = value;
    },
    /** The messages answered with a 2xx, by id: each is acknowledged once. */
    acknowledged() {
      return received.filter((each) => each.answered >= 200 && each.answered < 300);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
