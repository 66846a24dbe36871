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
type CardBehaviour = 'succeeds' | 'processing' | 'declined';

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};

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
 * The few Stripe API endpoints billing and payments call, on loopback: customers, embedded Checkout
 * Sessions, Billing Portal sessions, subscription updates, saved cards charged off-session
 * (PaymentIntents) and their refunds, Connect Express accounts with onboarding links, transfers and
 * their reversals. Sessions,
 * cards and accounts are kept so a test can pay, save a card or finish onboarding; requests with
 * an idempotency key are answered the same when resent.
 */
export async function startFakeStripe(secretKey: string) {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Json>();
  /** Saved cards by customer, and how a charge on each goes. */
  const cards = new Map<string, { method: Json; behaviour: CardBehaviour }[]>();
  const accounts = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const transfers = new Map<string, Json>();
  /** What each connected account holds of its transfers, not yet paid out to its bank. */
  const accountBalances = new Map<string, number>();
  /** Answers already given to a request with an idempotency key, as Stripe replays them. */
  const answered = new Map<string, Json>();
  /** Routes (`POST /v1/...`) that answer a Stripe error instead, with its message. */
  const failures = new Map<string, string>();
  /** Told of each PaymentIntent as it is created, before the caller hears of it. */
  const chargeListeners: ((intent: Json) => void)[] = [];
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
      if (route === 'GET /v1/payment_methods') {
        const customer = url.searchParams.get('customer') ?? '';
        return send(response, 200, {
          object: 'list',
          data: (cards.get(customer) ?? []).map((card) => card.method),
          has_more: false,
        });
      }
      if (route === 'POST /v1/payment_intents') {
        const replay = typeof key === 'string' ? answered.get(`${route} ${key}`) : undefined;
        if (replay) return send(response, 200, replay);
        const card = (cards.get(form.customer ?? '') ?? []).find(
          (each) => each.method.id === form.payment_method,
        );
        if (!card)
          return send(response, 400, {
            error: { type: 'invalid_request_error', message: 'No such PaymentMethod' },
          });
        if (card.behaviour === 'declined')
          return send(response, 402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          });
        const intent: Json = {
          id: nextId('pi'),
          object: 'payment_intent',
          amount: Number(form.amount),
          amount_refunded: 0,
          currency: form.currency,
          customer: form.customer,
          payment_method: form.payment_method,
          status: card.behaviour === 'processing' ? 'processing' : 'succeeded',
          metadata: { work_order_id: form['metadata[work_order_id]'] },
          transfer_group: form.transfer_group ?? null,
        };
        intents.set(intent.id as string, intent);
        if (typeof key === 'string') answered.set(`${route} ${key}`, intent);
        for (const listener of chargeListeners) listener(intent);
        return send(response, 200, intent);
      }
      if (route === 'POST /v1/refunds') {
        const replay = typeof key === 'string' ? answered.get(`${route} ${key}`) : undefined;
        if (replay) return send(response, 200, replay);
        const intent = intents.get(form.payment_intent ?? '');
        if (!intent)
          return send(response, 400, {
            error: { type: 'invalid_request_error', message: 'No such payment_intent' },
          });
        const left = Number(intent.amount) - Number(intent.amount_refunded);
        const amount = form.amount === undefined ? left : Number(form.amount);
        if (!(amount > 0) || amount > left)
          return send(response, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
            },
          });
        intent.amount_refunded = Number(intent.amount_refunded) + amount;
        const refund: Json = {
          id: nextId('re'),
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
        };
        if (typeof key === 'string') answered.set(`${route} ${key}`, refund);
        return send(response, 200, refund);
      }
      if (route === 'POST /v1/accounts') {
        const replay = typeof key === 'string' ? answered.get(`${route} ${key}`) : undefined;
        if (replay) return send(response, 200, replay);
        const account: Json = {
          id: nextId('acct'),
          object: 'account',
          type: form.type,
          details_submitted: false,
          payouts_enabled: false,
          capabilities: { transfers: 'inactive' },
          metadata: { agent_id: form['metadata[agent_id]'] },
        };
        accounts.set(account.id as string, account);
        if (typeof key === 'string') answered.set(`${route} ${key}`, account);
        return send(response, 200, account);
      }
      const accountMatch = /^GET \/v1\/accounts\/([^/]+)$/.exec(route);
      if (accountMatch) {
        const account = accounts.get(accountMatch[1]!);
        return account
          ? send(response, 200, account)
          : send(response, 404, {
              error: { type: 'invalid_request_error', message: 'No such account' },
            });
      }
      if (route === 'POST /v1/account_links') {
        return send(response, 200, {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${form.account}`,
          expires_at: 1,
        });
      }
      if (route === 'POST /v1/transfers') {
        const replay = typeof key === 'string' ? answered.get(`${route} ${key}`) : undefined;
        if (replay) return send(response, 200, replay);
        const account = accounts.get(form.destination ?? '');
        if (!account || record(account.capabilities).transfers !== 'active')
          return send(response, 400, {
            error: {
              type: 'invalid_request_error',
              message: 'Your destination account needs to have the transfers capability enabled.',
            },
          });
        const transfer: Json = {
          id: nextId('tr'),
          object: 'transfer',
          amount: Number(form.amount),
          currency: form.currency,
          destination: form.destination,
          transfer_group: form.transfer_group ?? null,
        };
        transfers.set(transfer.id as string, { ...transfer, amount_reversed: 0 });
        accountBalances.set(
          form.destination!,
          (accountBalances.get(form.destination!) ?? 0) + Number(form.amount),
        );
        if (typeof key === 'string') answered.set(`${route} ${key}`, transfer);
        return send(response, 200, transfer);
      }
      const reversalMatch = /^POST \/v1\/transfers\/([^/]+)\/reversals$/.exec(route);
      if (reversalMatch) {
        const replay = typeof key === 'string' ? answered.get(`${route} ${key}`) : undefined;
        if (replay) return send(response, 200, replay);
        const transfer = transfers.get(reversalMatch[1]!);
        if (!transfer)
          return send(response, 404, {
            error: { type: 'invalid_request_error', message: 'No such transfer' },
          });
        const amount = Number(form.amount ?? transfer.amount);
        const destination = transfer.destination as string;
        if (amount > Number(transfer.amount) - Number(transfer.amount_reversed))
          return send(response, 400, {
            error: {
              type: 'invalid_request_error',
              message: 'Amount is greater than the unreversed amount of the transfer.',
            },
          });
        if (amount > (accountBalances.get(destination) ?? 0))
          return send(response, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'balance_insufficient',
              message: 'Insufficient funds in the connected account to reverse this transfer.',
            },
          });
        transfer.amount_reversed = Number(transfer.amount_reversed) + amount;
        accountBalances.set(destination, (accountBalances.get(destination) ?? 0) - amount);
        const reversal: Json = {
          id: nextId('trr'),
          object: 'transfer_reversal',
          amount,
          currency: 'usd',
          transfer: transfer.id,
        };
        if (typeof key === 'string') answered.set(`${route} ${key}`, reversal);
        return send(response, 200, reversal);
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
    transfers,
    /** The connected account's bank receives all it holds: nothing of it can be reversed now. */
    payOutToBank(accountId: string) {
      accountBalances.set(accountId, 0);
    },
    /** What Stripe's hosted form does when the customer pays. */
    pay(sessionId: string, subscription: string | null) {
      const session = sessions.get(sessionId)!;
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription });
      return session;
    },
    /**
     * Calls `listener` with each PaymentIntent created from now on, before its creation is
     * answered, as Stripe's webhooks may reach the platform before its own call returns.
     */
    whenCharged(listener: (intent: Json) => void) {
      chargeListeners.push(listener);
      return () => chargeListeners.splice(chargeListeners.indexOf(listener), 1);
    },
    /** A card the customer saved (at a checkout) for charges without them present. */
    saveCard(customerId: string, behaviour: CardBehaviour = 'succeeds') {
      const method = {
        id: nextId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: customerId,
      };
      cards.set(customerId, [...(cards.get(customerId) ?? []), { method, behaviour }]);
      return method;
    },
    /** What finishing Express onboarding does: the account can receive transfers. */
    completeOnboarding(accountId: string) {
      const account = accounts.get(accountId)!;
      Object.assign(account, {
        details_submitted: true,
        payouts_enabled: true,
        capabilities: { transfers: 'active' },
      });
      return account;
    },
    accounts,
    /** PaymentIntents by id, with what was refunded of each. */
    intents,
    /** Makes requests whose route starts with `route` fail with a Stripe error until `recover`. */
    fail(route: string, message: string) {
      failures.set(route, message);
    },
    recover: () => failures.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
