import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { UserInfo } from '@fieldhire/contract/accounts';
import type { MessageSender, ServerEvent } from '@fieldhire/contract/messaging';
import {
  HEARTBEAT_INTERVAL_MS,
  WS_CLOSE_GOING_AWAY,
  WS_CLOSE_UNAUTHORIZED,
} from '@fieldhire/contract/realtime';
import type { Viewer } from '../../platform/auth';
import type { Broker } from '../../platform/broker/broker';
import type { Metrics } from '../../platform/metrics';
import { companyTopic, userTopic } from '../../platform/broker/topics';
import { createRealtimePublisher, UNREAD_STALE, USER_INFO_STALE } from './realtime-publisher';

/**
 * Unread counts that changed within this window are read again in one query (two: messages and
 * notifications). The event that changed them goes out at once; the count follows. At 200
 * notifications/s, each read takes about five users' counts.
 */
const UNREAD_BATCH_MS = 25;
/** A socket whose unsent data grows past this is too slow to keep up and is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How often an open socket's token is checked again (sign-out, expiry). */
const REVALIDATE_MS = 5 * 60_000;
/** At most this many token checks per heartbeat tick, so sockets opened together are not checked together. */
const REVALIDATIONS_PER_TICK = 100;
/**
 * The heartbeat visits one slice of the sockets every tick (each socket still once per interval):
 * a ping is a socket write, a few dozen microseconds here, so pinging ten thousand sockets (or a
 * tenth of them) in one turn of the event loop stalls every message behind it for tens of ms.
 */
const HEARTBEAT_TICK_MS = 100;

export interface Connection {
  readonly socket: WebSocket;
  readonly viewer: Viewer;
  readonly token: string;
  alive: boolean;
  validatedAt: number;
  /** Which heartbeat tick of the interval visits this socket. */
  readonly slice: number;
  /** Who the user is, as shown to others in typing events; known once greeted. */
  profile: MessageSender | null;
  /** The company whose events this socket receives; follows the user joining or leaving one. */
  companyId: number | null;
}

export type UnreadCounts = Pick<UserInfo, 'unread_messages' | 'unread_notifications'>;

interface RealtimeDeps {
  broker: Broker;
  log: FastifyBaseLogger;
  userInfoOf: (userId: number) => Promise<UserInfo>;
  /** Unread counts of several users at once; without it every change fetches the whole user info. */
  unreadCountsOf?: (userIds: number[]) => Promise<Map<number, UnreadCounts>>;
  resolveToken: (token: string) => Promise<Viewer | null>;
  metrics?: Pick<Metrics, 'socketsOpen' | 'eventsFannedOut'>;
  heartbeatMs?: number;
  revalidateMs?: number;
}

interface Audience {
  connections: Set<Connection>;
  subscription: Promise<() => void>;
}

/**
 * The sockets of this process, grouped by the broker topics they listen to: one broker
 * subscription per user (and per company) with sockets here, whatever the number of tabs.
 */
export function createRealtimeService({
  broker,
  log,
  userInfoOf,
  unreadCountsOf,
  resolveToken,
  metrics,
  heartbeatMs = HEARTBEAT_INTERVAL_MS,
  revalidateMs = REVALIDATE_MS,
}: RealtimeDeps) {
  const audiences = new Map<string, Audience>();
  const refreshing = new Map<number, { again: boolean }>();
  const known = new Map<number, { info: UserInfo; fetchedAt: number }>();
  let closed = false;
  const reportError = (error: unknown) => log.error({ err: error }, 'realtime broker error');

  function send(connection: Connection, payload: string) {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(payload);
    metrics?.eventsFannedOut.inc();
  }

  function sendToTopic(topic: string, payload: string) {
    const audience = audiences.get(topic);
    if (!audience) return;
    for (const connection of audience.connections) send(connection, payload);
  }

  function joinCompany(connection: Connection, companyId: number | null) {
    connection.companyId = companyId;
    if (companyId === null) return Promise.resolve();
    const topic = companyTopic(companyId);
    return join(topic, connection, (payload) => sendToTopic(topic, payload)).then(() => {});
  }

  /** Moves the user's sockets here to the company the user now belongs to, if it changed. */
  async function followCompany(userId: number, companyId: number | null) {
    const audience = audiences.get(userTopic(userId));
    if (!audience) return;
    const moves: Promise<void>[] = [];
    for (const connection of audience.connections) {
      if (connection.companyId === companyId) continue;
      if (connection.companyId !== null) leave(companyTopic(connection.companyId), connection);
      moves.push(joinCompany(connection, companyId));
    }
    await Promise.all(moves);
  }

  async function fullInfo(userId: number): Promise<UserInfo> {
    const info = await userInfoOf(userId);
    known.set(userId, { info, fetchedAt: Date.now() });
    return info;
  }

  /**
   * One refresh at a time per user; changes arriving meanwhile cause exactly one more. A `check`
   * sends the info only when it differs from what the sockets were last sent.
   */
  async function sendUserInfo(userId: number, check = false) {
    const running = refreshing.get(userId);
    if (running) {
      if (!check) running.again = true;
      return;
    }
    const state = { again: false };
    refreshing.set(userId, state);
    try {
      let onlyIfChanged = check;
      do {
        state.again = false;
        if (closed || !audiences.has(userTopic(userId))) break;
        const before = known.get(userId)?.info;
        const info = await fullInfo(userId);
        await followCompany(userId, info.company?.id ?? null);
        if (!onlyIfChanged || !isDeepStrictEqual(before, info)) {
          sendToTopic(userTopic(userId), JSON.stringify({ type: 'user_info', user_info: info }));
        }
        onlyIfChanged = false;
      } while (state.again);
    } catch (error) {
      if (!closed) log.warn({ err: error, userId }, 'could not send user info');
    } finally {
      refreshing.delete(userId);
    }
  }

  const unreadQueue = new Set<number>();
  let unreadTimer: ReturnType<typeof setTimeout> | null = null;
  let unreadFlushing = false;

  function queueUnread(userId: number) {
    if (!unreadCountsOf || !known.has(userId)) {
      void sendUserInfo(userId);
      return;
    }
    unreadQueue.add(userId);
    unreadTimer ??= setTimeout(() => void flushUnread(), UNREAD_BATCH_MS);
  }

  /** Reads the queued users' unread counts in one query and sends each their user_info. */
  async function flushUnread() {
    unreadTimer = null;
    if (unreadFlushing) {
      unreadTimer = setTimeout(() => void flushUnread(), UNREAD_BATCH_MS);
      return;
    }
    const userIds = [...unreadQueue].filter((id) => audiences.has(userTopic(id)));
    unreadQueue.clear();
    if (closed || userIds.length === 0 || !unreadCountsOf) return;
    unreadFlushing = true;
    try {
      const counts = await unreadCountsOf(userIds);
      for (const userId of userIds) {
        const cached = known.get(userId);
        if (!cached || closed) continue;
        const info = {
          ...cached.info,
          ...(counts.get(userId) ?? { unread_messages: 0, unread_notifications: 0 }),
        };
        known.set(userId, { info, fetchedAt: cached.fetchedAt });
        sendToTopic(userTopic(userId), JSON.stringify({ type: 'user_info', user_info: info }));
      }
    } catch (error) {
      if (!closed) log.warn({ err: error }, 'could not send unread counts');
    } finally {
      unreadFlushing = false;
    }
  }

  function onUserPayload(userId: number, payload: string) {
    if (payload === UNREAD_STALE) queueUnread(userId);
    else if (payload === USER_INFO_STALE) {
      void sendUserInfo(userId);
      // A session that ended with the change (a suspension) closes its sockets now.
      for (const connection of audiences.get(userTopic(userId))?.connections ?? [])
        void revalidate(connection);
    } else sendToTopic(userTopic(userId), payload);
  }

  function join(topic: string, connection: Connection, listener: (payload: string) => void) {
    let audience = audiences.get(topic);
    if (!audience) {
      audience = { connections: new Set(), subscription: broker.subscribe(topic, listener) };
      audiences.set(topic, audience);
    }
    audience.connections.add(connection);
    return audience.subscription;
  }

  function leave(topic: string, connection: Connection) {
    const audience = audiences.get(topic);
    if (!audience?.connections.delete(connection) || audience.connections.size > 0) return;
    audiences.delete(topic);
    if (topic === userTopic(connection.viewer.id)) known.delete(connection.viewer.id);
    audience.subscription.then((unsubscribe) => unsubscribe()).catch(reportError);
  }

  async function revalidate(connection: Connection) {
    connection.validatedAt = Date.now();
    try {
      const viewer = await resolveToken(connection.token);
      if (!viewer) {
        connection.socket.close(WS_CLOSE_UNAUTHORIZED, 'Sign in again.');
        return;
      }
      if (viewer.companyId !== connection.companyId) {
        await followCompany(viewer.id, viewer.companyId);
      }
      // Changes that were not announced reach the sockets by this check.
      const cached = known.get(viewer.id);
      if (!cached || Date.now() - cached.fetchedAt >= revalidateMs) {
        await sendUserInfo(viewer.id, true);
      }
    } catch (error) {
      log.warn({ err: error }, 'could not check a socket token');
    }
  }

  const sliceCount = Math.max(1, Math.round(heartbeatMs / HEARTBEAT_TICK_MS));
  const slices = Array.from({ length: sliceCount }, () => new Set<Connection>());
  let tick = 0;
  let nextSlice = 0;
  const heartbeat = setInterval(() => {
    const slice = slices[tick % sliceCount]!;
    tick += 1;
    const now = Date.now();
    let checks = 0;
    for (const connection of slice) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
      if (now - connection.validatedAt >= revalidateMs && checks < REVALIDATIONS_PER_TICK) {
        checks += 1;
        void revalidate(connection);
      }
    }
  }, heartbeatMs / sliceCount);
  heartbeat.unref();

  const socketCount = () => slices.reduce((open, slice) => open + slice.size, 0);

  function askToReconnect(reason: string) {
    for (const slice of slices) {
      for (const connection of slice) connection.socket.close(WS_CLOSE_GOING_AWAY, reason);
    }
  }

  // Events published while the link was down never reached these sockets: their clients reconnect
  // and refetch what they show.
  broker.onEventsMissed(() => {
    if (closed) return;
    log.warn({ sockets: socketCount() }, 'realtime link restored: asking sockets to reconnect');
    askToReconnect('Reconnect to catch up');
  });

  /** Stops the heartbeat and closes every socket, asking clients to reconnect. */
  function closeSockets() {
    closed = true;
    clearInterval(heartbeat);
    if (unreadTimer) clearTimeout(unreadTimer);
    askToReconnect('Server restarting');
  }

  return {
    // Typing indicators and the like: they change no view kept on the server.
    ...createRealtimePublisher({ broker, log }),

    /** Registers an authenticated socket; resolves once events for it are being received. */
    async attach(socket: WebSocket, viewer: Viewer, token: string): Promise<Connection> {
      const connection: Connection = {
        socket,
        viewer,
        token,
        alive: true,
        validatedAt: Date.now(),
        slice: nextSlice++ % sliceCount,
        profile: null,
        companyId: null,
      };
      slices[connection.slice]!.add(connection);
      metrics?.socketsOpen.inc();
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.once('close', () => {
        slices[connection.slice]!.delete(connection);
        metrics?.socketsOpen.dec();
        leave(userTopic(viewer.id), connection);
        if (connection.companyId !== null) leave(companyTopic(connection.companyId), connection);
      });
      await Promise.all([
        join(userTopic(viewer.id), connection, (payload) => onUserPayload(viewer.id, payload)),
        joinCompany(connection, viewer.companyId),
      ]);
      return connection;
    },

    /** Sends this socket the user's current info (on connect). */
    async greet(connection: Connection) {
      const info = await fullInfo(connection.viewer.id);
      connection.profile = {
        id: info.id,
        name: `${info.first_name} ${info.last_name}`.trim(),
        avatar: info.avatar,
      };
      send(connection, JSON.stringify({ type: 'user_info', user_info: info }));
    },

    send: (connection: Connection, event: ServerEvent) => send(connection, JSON.stringify(event)),

    stats: () => ({
      sockets: socketCount(),
      topics: audiences.size,
    }),

    closeSockets,

    async close() {
      closeSockets();
      await broker.close();
    },
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
