import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { RawData } from 'ws';
import { ClientEvent } from '@fieldhire/contract/messaging';
import {
  REALTIME_PATH,
  WS_CLOSE_GOING_AWAY,
  WS_CLOSE_UNAUTHORIZED,
} from '@fieldhire/contract/realtime';
import { sessionToken, type TokenResolver } from '../../platform/auth';
import type { MessagingService } from '../messaging/messaging.service';
import type { Connection, RealtimeService } from './realtime.service';

const MAX_CLIENT_MESSAGE_BYTES = 4 * 1024;
/** Client events allowed per window before the socket is closed as abusive. */
const CLIENT_EVENT_BUDGET = { events: 60, windowMs: 10_000 };
const POLICY_VIOLATION = 1008;
/** How long a socket remembers who takes part in a conversation it is typing in. */
const PARTICIPANTS_TTL_MS = 60_000;
/** Typing events closer together than this are dropped; clients send far fewer. */
const TYPING_MIN_INTERVAL_MS = 300;

interface RealtimeRoutesOptions {
  realtime: RealtimeService;
  messaging: Pick<MessagingService, 'participantIds'>;
  resolveToken: TokenResolver;
}

function parseClientEvent(data: RawData): ClientEvent | null {
  try {
    const text = Buffer.isBuffer(data)
      ? data.toString()
      : Array.isArray(data)
        ? Buffer.concat(data).toString()
        : Buffer.from(new Uint8Array(data)).toString();
    const parsed = ClientEvent.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** WebSocket /ws/fieldagencyuser/?token=: authenticates by token, then streams the user's events. */
export const realtimeRoutes: FastifyPluginAsync<RealtimeRoutesOptions> = async (
  app,
  { realtime, messaging, resolveToken },
) => {
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES },
    preClose(done) {
      realtime.closeSockets();
      this.websocketServer.close();
      done();
    },
  });

  app.addHook('onClose', () => realtime.close());

  app.get(REALTIME_PATH, { websocket: true, logLevel: 'warn' }, async (socket, request) => {
    let connection: Connection | null = null;
    let budget = { used: 0, since: Date.now() };
    const lastTyping = new Map<number, number>();
    const participants = new Map<number, { ids: number[]; at: number }>();

    async function typing(conversation: number) {
      const now = Date.now();
      if (!connection || now - (lastTyping.get(conversation) ?? 0) < TYPING_MIN_INTERVAL_MS) return;
      lastTyping.set(conversation, now);
      let known = participants.get(conversation);
      if (!known || now - known.at > PARTICIPANTS_TTL_MS) {
        known = { ids: await messaging.participantIds(conversation), at: now };
        participants.set(conversation, known);
      }
      const { viewer, profile } = connection;
      if (!known.ids.includes(viewer.id) || !profile) return;
      await realtime.toUsers(
        known.ids.filter((id) => id !== viewer.id),
        { type: 'typing', conversation, user: profile },
      );
    }

    socket.on('message', (data) => {
      if (!connection) return;
      connection.alive = true;
      const now = Date.now();
      if (now - budget.since > CLIENT_EVENT_BUDGET.windowMs) budget = { used: 0, since: now };
      budget.used += 1;
      if (budget.used > CLIENT_EVENT_BUDGET.events) {
        socket.close(POLICY_VIOLATION, 'Too many events.');
        return;
      }
      const event = parseClientEvent(data);
      if (event?.type === 'ping') realtime.send(connection, { type: 'pong' });
      else if (event?.type === 'typing') {
        typing(event.conversation).catch((error: unknown) =>
          request.log.warn({ err: error }, 'typing event failed'),
        );
      }
    });

    const query = request.query as { token?: unknown };
    const token = sessionToken(query.token);
    const viewer = token ? await resolveToken(token) : null;
    if (!token || !viewer) {
      socket.close(WS_CLOSE_UNAUTHORIZED, 'Sign in to receive updates.');
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    const attached = await realtime.attach(socket, viewer, token);
    try {
      await realtime.greet(attached);
    } catch (error) {
      request.log.error({ err: error }, 'could not greet a socket');
      socket.close(WS_CLOSE_GOING_AWAY, 'Try again.');
      return;
    }
    connection = attached;
  });
};
