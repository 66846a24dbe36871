import {
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  WS_CLOSE_UNAUTHORIZED,
} from '@fieldhire/contract/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, RealtimeClient, type RealtimeStatus } from './realtime';
import { FakeWebSocket } from './realtime-fake-socket';

const TOKEN = 'a'.repeat(40);

function client(extra: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) {
  return new RealtimeClient({
    token: TOKEN,
    baseUrl: 'wss://fieldhire.test',
    createSocket: FakeWebSocket.create,
    random: () => 1,
    ...extra,
  });
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('doubles from the first delay up to the cap, with jitter of up to half', () => {
    expect(backoffDelay(0, () => 1)).toBe(RECONNECT_MIN_MS);
    expect(backoffDelay(1, () => 1)).toBe(RECONNECT_MIN_MS * 2);
    expect(backoffDelay(3, () => 1)).toBe(RECONNECT_MIN_MS * 8);
    expect(backoffDelay(30, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(backoffDelay(0, () => 0)).toBe(RECONNECT_MIN_MS / 2);
  });
});

describe('RealtimeClient', () => {
  it('connects with the token, delivers events and sends client events while open', () => {
    const realtime = client();
    const events: unknown[] = [];
    realtime.subscribe((event) => events.push(event));
    realtime.start();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(`wss://fieldhire.test/ws/fieldagencyuser/?token=${TOKEN}`);
    expect(realtime.status).toBe('connecting');

    realtime.send({ type: 'typing', conversation: 3 });
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(realtime.status).toBe('open');
    socket.receive({
      type: 'typing',
      conversation: 3,
      user: { id: 2, name: 'Grace', avatar: null },
    });
    expect(events).toHaveLength(1);
    realtime.send({ type: 'typing', conversation: 3 });
    expect(socket.sent).toEqual([{ type: 'typing', conversation: 3 }]);
    realtime.stop();
    expect(realtime.status).toBe('idle');
  });

  it('reconnects with growing delays and reports each reconnection', () => {
    const realtime = client();
    const statuses: RealtimeStatus[] = [];
    const reconnected = vi.fn();
    realtime.onStatus((status) => statuses.push(status));
    realtime.onReconnect(reconnected);
    realtime.start();
    FakeWebSocket.latest().open();

    FakeWebSocket.latest().serverClose(1006);
    expect(realtime.status).toBe('reconnecting');
    vi.advanceTimersByTime(RECONNECT_MIN_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    FakeWebSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(RECONNECT_MIN_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(3);
    expect(reconnected).not.toHaveBeenCalled();

    FakeWebSocket.latest().open();
    expect(reconnected).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);

    FakeWebSocket.latest().serverClose(1001);
    vi.advanceTimersByTime(RECONNECT_MIN_MS);
    expect(FakeWebSocket.instances).toHaveLength(4);
    realtime.stop();
  });

  it('stops for good when the server refuses the token', () => {
    const realtime = client();
    realtime.start();
    FakeWebSocket.latest().serverClose(WS_CLOSE_UNAUTHORIZED);
    expect(realtime.status).toBe('unauthorized');
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('replaces a connection that stops answering pings', () => {
    const realtime = client({ pingIntervalMs: 1000, pongTimeoutMs: 500 });
    realtime.start();
    const first = FakeWebSocket.latest();
    first.open();
    vi.advanceTimersByTime(1000);
    expect(first.sent).toEqual([{ type: 'ping' }]);
    first.receive({ type: 'pong' });
    vi.advanceTimersByTime(1000);
    expect(first.sent).toHaveLength(2);
    vi.advanceTimersByTime(500);
    expect(first.readyState).toBe(FakeWebSocket.CLOSED);
    expect(realtime.status).toBe('reconnecting');
    vi.advanceTimersByTime(RECONNECT_MIN_MS);
    expect(FakeWebSocket.instances).toHaveLength(2);
    realtime.stop();
  });

  it('retries at once when the browser comes back online', () => {
    const realtime = client();
    realtime.start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().serverClose(1006);
    FakeWebSocket.latest().serverClose(1006);
    expect(FakeWebSocket.instances).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(2);
    realtime.stop();
  });

  it('can be started again after stopping', () => {
    const realtime = client();
    realtime.start();
    realtime.stop();
    expect(FakeWebSocket.latest().readyState).toBe(FakeWebSocket.CLOSED);
    realtime.start();
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(realtime.status).toBe('connecting');
    realtime.stop();
  });
});
