import type { ServerEvent } from '@fieldhire/contract/messaging';

type Handler<T> = ((event: T) => void) | null;

/** A stand-in for the browser WebSocket in tests: the test opens it, feeds it events and closes it. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  onopen: Handler<Event> = null;
  onmessage: Handler<MessageEvent> = null;
  onclose: Handler<CloseEvent> = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static latest() {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  static reset() {
    FakeWebSocket.instances = [];
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.serverClose(1000);
  }

  /** The server accepted the connection. */
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sent an event. */
  receive(event: ServerEvent) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }

  /** The connection closed with this code. */
  serverClose(code: number) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** For `createSocket` options. */
  static create = (url: string) => new FakeWebSocket(url) as unknown as WebSocket;
}
