import type { ClientEvent, ServerEvent } from '@fieldhire/contract/messaging';
import {
  REALTIME_PATH,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  WS_CLOSE_UNAUTHORIZED,
} from '@fieldhire/contract/realtime';

/**
 * idle: not started or stopped · connecting: first attempt · open · reconnecting: lost, retrying
 * with backoff · unauthorized: the server refused the token (4401), no retry.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'unauthorized';

type Listener<T> = (value: T) => void;

export interface RealtimeClientOptions {
  token: string;
  /** Defaults to the page's origin with ws: or wss:. */
  baseUrl?: string;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
  /** The client pings this often and reconnects when no pong comes back in `pongTimeoutMs`. */
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
}

/** Delay before reconnect attempt `attempt` (0-based): doubling, capped, with jitter of up to half. */
export function backoffDelay(attempt: number, random: () => number = Math.random) {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

function defaultBaseUrl() {
  return window.location.origin.replace(/^http/, 'ws');
}

/** One WebSocket to the server that reconnects by itself and tells listeners what arrives. */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private currentStatus: RealtimeStatus = 'idle';
  private attempt = 0;
  private hasOpened = false;
  private running = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly events = new Set<Listener<ServerEvent>>();
  private readonly statuses = new Set<Listener<RealtimeStatus>>();
  private readonly reconnects = new Set<() => void>();
  private readonly options: Required<Omit<RealtimeClientOptions, 'baseUrl'>> & { baseUrl?: string };

  constructor(options: RealtimeClientOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url),
      random: Math.random,
      pingIntervalMs: 25_000,
      pongTimeoutMs: 10_000,
      ...options,
    };
  }

  get status() {
    return this.currentStatus;
  }

  start() {
    if (this.running) return;
    this.running = true;
    window.addEventListener('online', this.retryNow);
    document.addEventListener('visibilitychange', this.retryNow);
    this.connect();
  }

  stop() {
    this.running = false;
    window.removeEventListener('online', this.retryNow);
    document.removeEventListener('visibilitychange', this.retryNow);
    this.clearTimers();
    this.dropSocket();
    this.attempt = 0;
    this.hasOpened = false;
    this.setStatus('idle');
  }

  /** Sent only while connected: client events are momentary (typing, ping). */
  send(event: ClientEvent) {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(event));
  }

  subscribe(listener: Listener<ServerEvent>) {
    this.events.add(listener);
    return () => void this.events.delete(listener);
  }

  onStatus(listener: Listener<RealtimeStatus>) {
    this.statuses.add(listener);
    return () => void this.statuses.delete(listener);
  }

  /** Called each time the connection comes back after being lost: refetch what may be missing. */
  onReconnect(listener: () => void) {
    this.reconnects.add(listener);
    return () => void this.reconnects.delete(listener);
  }

  private readonly retryNow = () => {
    if (!this.running || this.currentStatus !== 'reconnecting' || !this.retryTimer) return;
    if (document.visibilityState === 'hidden') return;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.connect();
  };

  private setStatus(status: RealtimeStatus) {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.statuses) listener(status);
  }

  private connect() {
    const url = new URL(REALTIME_PATH, this.options.baseUrl ?? defaultBaseUrl());
    url.searchParams.set('token', this.options.token);
    this.setStatus(this.hasOpened || this.attempt > 0 ? 'reconnecting' : 'connecting');
    let socket: WebSocket;
    try {
      socket = this.options.createSocket(url.toString());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (message: MessageEvent) => this.handleMessage(message);
    socket.onclose = (event: CloseEvent) => this.handleClose(socket, event.code);
  }

  private handleOpen() {
    const reconnected = this.hasOpened;
    this.hasOpened = true;
    this.attempt = 0;
    this.setStatus('open');
    this.pingTimer = setInterval(() => this.ping(), this.options.pingIntervalMs);
    if (reconnected) for (const listener of this.reconnects) listener();
  }

  private handleMessage(message: MessageEvent) {
    if (typeof message.data !== 'string') return;
    let event: ServerEvent;
    try {
      event = JSON.parse(message.data) as ServerEvent;
    } catch {
      return;
    }
    if (event.type === 'pong') {
      if (this.pongTimer) clearTimeout(this.pongTimer);
      this.pongTimer = null;
      return;
    }
    for (const listener of this.events) listener(event);
  }

  private handleClose(socket: WebSocket, code: number) {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearTimers();
    if (!this.running) return;
    if (code === WS_CLOSE_UNAUTHORIZED) {
      this.running = false;
      this.setStatus('unauthorized');
      return;
    }
    this.scheduleRetry();
  }

  private ping() {
    if (this.pongTimer) return;
    this.send({ type: 'ping' });
    // A connection that died without a close frame: give up on it and open a new one.
    this.pongTimer = setTimeout(() => {
      this.pongTimer = null;
      this.clearTimers();
      this.dropSocket();
      this.scheduleRetry();
    }, this.options.pongTimeoutMs);
  }

  private scheduleRetry() {
    this.setStatus('reconnecting');
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private dropSocket() {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) {
      socket.close();
    }
  }

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.retryTimer = null;
    this.pingTimer = null;
    this.pongTimer = null;
  }
}
