import WebSocket from 'ws';
import type { ServerEvent } from '@fieldhire/contract/messaging';
import { REALTIME_PATH } from '@fieldhire/contract/realtime';

type Waiter = { match: (event: ServerEvent) => boolean; resolve: (event: ServerEvent) => void };

/** A WebSocket client for tests: records every event and waits for the ones it is asked about. */
export class TestSocket {
  readonly events: ServerEvent[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<Waiter>();

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: WebSocket.RawData) => {
      const text = Buffer.isBuffer(data)
        ? data.toString()
        : Array.isArray(data)
          ? Buffer.concat(data).toString()
          : Buffer.from(new Uint8Array(data)).toString();
      const event = JSON.parse(text) as ServerEvent;
      this.events.push(event);
      for (const waiter of this.waiters) {
        if (waiter.match(event)) {
          this.waiters.delete(waiter);
          waiter.resolve(event);
        }
      }
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  static async open(baseUrl: string, token: string | null, options: WebSocket.ClientOptions = {}) {
    const url = new URL(REALTIME_PATH, baseUrl.replace(/^http/, 'ws'));
    if (token !== null) url.searchParams.set('token', token);
    const ws = new WebSocket(url, options);
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  /** Opens a socket and waits for its first user_info, so it is subscribed to everything. */
  static async ready(baseUrl: string, token: string) {
    const socket = await TestSocket.open(baseUrl, token);
    await socket.next('user_info');
    return socket;
  }

  /** The first event of this type (already received or still to come) that matches. */
  next<T extends ServerEvent['type']>(
    type: T,
    match: (event: Extract<ServerEvent, { type: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<ServerEvent, { type: T }>> {
    const test = (event: ServerEvent) =>
      event.type === type && match(event as Extract<ServerEvent, { type: T }>);
    const seen = this.events.find(test);
    if (seen) return Promise.resolve(seen as Extract<ServerEvent, { type: T }>);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        match: test,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event as Extract<ServerEvent, { type: T }>);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no ${type} event within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Forgets the events received so far. */
  clear() {
    this.events.length = 0;
  }

  send(event: unknown) {
    this.ws.send(JSON.stringify(event));
  }

  close() {
    this.ws.close();
    return this.closed;
  }
}

/** The sockets a test file opens, each ready (greeted), all closed at the end with `closeAll`. */
export function openSockets() {
  const open: TestSocket[] = [];
  return {
    async ready(baseUrl: string, token: string) {
      const socket = await TestSocket.ready(baseUrl, token);
      open.push(socket);
      return socket;
    },
    closeAll: () => Promise.all(open.map((socket) => socket.close())),
  };
}

/** Waits long enough for an event that should not come to have arrived if it were sent. */
export const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
