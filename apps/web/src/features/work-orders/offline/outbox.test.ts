import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { AUTH_TOKEN, FUTURE_EXPIRY } from '../../../lib/test/users';
import { createTestQueryClient } from '../../../lib/test/render';
import { workOrderKey } from '../../../lib/work-order-query';
import { runWorkOrderAction } from '../api/work-order-actions';
import { workOrder } from '../../../lib/test/work-order-fixtures';
import { outbox } from './outbox';
import { sendOrQueue } from './queue-offline';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

const confirmation = (key: string) => ({
  kind: 'action' as const,
  key,
  workOrderId: 11,
  createdAt: Date.now(),
  request: { action: 'confirm' as const, workOrderId: 11, idempotencyKey: key },
});

const keys = () => outbox.snapshot().entries.map((entry) => entry.key);

afterEach(() => vi.restoreAllMocks());

describe('the outbox', () => {
  it('keeps what each person made for them: sent only while its maker is signed in', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    const fetch = stubFetch({
      'POST /api/work-orders/11/confirm/': { body: workOrder({ status: 'confirmed' }) },
    });
    setOnline(false);
    await outbox.load(1);
    await outbox.add(confirmation('agent-one-confirms'));
    expect(keys()).toEqual(['agent-one-confirms']);

    // Someone else signs in on the phone, with a signal: the first agent's change is not theirs.
    setOnline(true);
    await outbox.load(2);
    expect(keys()).toEqual([]);
    await outbox.flush();
    expect(fetch.calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Signed out, nothing is shown or sent; the first agent back, it goes with its key.
    await outbox.load(null);
    expect(keys()).toEqual([]);
    await expect(outbox.add(confirmation('nobody-confirms'))).rejects.toThrow(/Sign in/);
    await outbox.load(1);
    await vi.waitFor(() => expect(keys()).toEqual([]));
    const sent = fetch.calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => call.path)).toEqual(['/api/work-orders/11/confirm/']);
    expect(sent[0]!.headers.get('idempotency-key')).toBe('agent-one-confirms');
  });

  it('waits as long as an unavailable server asks, and longer after each failure, before trying again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
      const unavailable = {
        status: 503,
        body: { detail: 'Fieldhire cannot reach its records right now.', code: 'unavailable' },
        headers: { 'Retry-After': '30' },
      };
      const fetch = stubFetch({
        'POST /api/work-orders/11/confirm/': [
          unavailable,
          { status: 502, body: 'Bad Gateway' },
          { body: workOrder({ status: 'confirmed' }) },
        ],
      });
      setOnline(true);
      await outbox.load(4);
      await outbox.add(confirmation('confirm-when-back'));
      const tries = () => fetch.callsTo('POST', '/api/work-orders/11/confirm/').length;
      // Lets the sends and the store's work of the moment run, as time stands still.
      const settle = async () => {
        for (let round = 0; round < 20; round += 1) await vi.advanceTimersByTimeAsync(0);
      };
      await settle();
      expect(tries()).toBe(1);
      // The server asked for 30 s: not sooner than that.
      await vi.advanceTimersByTimeAsync(29_000);
      expect(tries()).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await settle();
      expect(tries()).toBe(2);
      // A second failure in a row waits 20 s.
      await vi.advanceTimersByTimeAsync(19_000);
      expect(tries()).toBe(2);
      await vi.advanceTimersByTimeAsync(1_000);
      await settle();
      expect(tries()).toBe(3);
      expect(keys()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  // Last: its check-in is never answered, so the outbox stays busy with it.
  it('sends a new change after the changes of its work order still waiting, never before', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    const fetch = stubFetch({
      // The check-in waiting in the outbox has not been answered yet.
      'POST /api/work-orders/11/check-in/': () => new Promise(() => undefined),
    });
    setOnline(true);
    await outbox.load(3);
    await outbox.add({
      ...confirmation('check-in-first'),
      request: {
        action: 'check_in',
        workOrderId: 11,
        idempotencyKey: 'check-in-first',
        body: { lat: 30.27, lon: -97.74 },
      },
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(workOrderKey(11), workOrder({ status: 'checked_in' }));
    const next = await sendOrQueue(
      queryClient,
      {
        action: 'check_out',
        workOrderId: 11,
        idempotencyKey: 'check-out-after',
        body: { lat: 30.27, lon: -97.74 },
      },
      runWorkOrderAction,
    );
    expect(next).toMatchObject({ status: 'checked_out', queued: true });
    expect(keys()).toEqual(['check-in-first', 'check-out-after']);
    expect(fetch.callsTo('POST', '/api/work-orders/11/check-out/')).toEqual([]);
  });
});
