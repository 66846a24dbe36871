import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** Form fields as Stripe's SDK encodes them, e.g. `line_items[0][quantity]`. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

type Json = Record<string, unknown>;

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${Date.now()}`,
  });
  response.end(JSON.stringify(body));
}

/**
 * The few Stripe API endpoints billing calls, on loopback: customers, embedded Checkout Sessions,
 * Billing Portal sessions and subscription updates. Sessions are kept so a test can mark them paid.
 */
export async function startFakeStripe(secretKey: string) {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Json>();
  /** Routes (`POST /v1/...`) that answer a Stripe error instead, with its message. */
  const failures = new Map<string, string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const key = request.headers['idempotency-key'];
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        form,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
        });
      }
      const route = `${request.method} ${url.pathname}`;
      const failure = [...failures].find(([prefix]) => route.startsWith(prefix));
      if (failure) {
        return send(response, 400, {
          error: { type: 'invalid_request_error', message: failure[1] },
        });
      }
      if (route === 'POST /v1/customers') {
        return send(response, 200, {
          id: nextId('cus'),
          object: 'customer',
          name: form.name ?? null,
          metadata: {},
        });
      }
      if (route === 'POST /v1/checkout/sessions') {
        const id = nextId('cs');
        const session: Json = {
          id,
          object: 'checkout.session',
          client_secret: `${id}_secret_${counter}`,
          client_reference_id: form.client_reference_id ?? null,
          customer: form.customer ?? null,
          mode: form.mode,
          ui_mode: form.ui_mode,
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
          return_url: form.return_url,
          metadata: { checkout_session_id: form['metadata[checkout_session_id]'] },
        };
        sessions.set(id, session);
        return send(response, 200, session);
      }
      const sessionMatch = /^GET \/v1\/checkout\/sessions\/([^/]+)$/.exec(route);
      if (sessionMatch) {
        const session = sessions.get(sessionMatch[1]!);
        return session
          ? send(response, 200, session)
          : send(response, 404, {
              error: { type: 'invalid_request_error', message: 'No such checkout session' },
            });
      }
      if (route === 'POST /v1/billing_portal/sessions') {
        const id = nextId('bps');
        return send(response, 200, {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          return_url: form.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      const subscriptionMatch = /^POST \/v1\/subscriptions\/([^/]+)$/.exec(route);
      if (subscriptionMatch) {
        return send(response, 200, {
          id: subscriptionMatch[1],
          object: 'subscription',
          cancel_at_period_end: form.cancel_at_period_end === 'true',
        });
      }
      send(response, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    /** What Stripe's hosted form does when the customer pays. */
    pay(sessionId: string, subscription: string | null) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription });
      return session;
    },
    /** Makes requests whose route starts with `route` fail with a Stripe error until `recover`. */
    fail(route: string, message: string) {
      failures.set(route, message);
    },
    recover: () => failures.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
