import type { FastifyInstance } from 'fastify';
import { UNSAFE_METHODS } from './auth';
import type { Broker, BrokerMessage } from './broker/broker';
import { viewerTopics } from './broker/topics';

/** The one topic on which every process hears whose views may have changed. */
const STALE_VIEWS_TOPIC = 'views:stale';

/** Audiences (`user:12`, `company:3`) whose views changed, or `all` when news may have been lost. */
export type StaleAudiences = readonly string[] | 'all';

export interface StaleViews {
  /** The announcement, to publish in the same batch as the events that tell of the change. */
  message(audiences: Iterable<string>): BrokerMessage;
  /** Tells every process that what these audiences see may have changed. */
  announce(audiences: Iterable<string>): Promise<void>;
  /** Hears each announcement of every process; the returned function stops listening. */
  listen(listener: (audiences: StaleAudiences) => void): () => void;
  /** Resolves once announcements from other processes are heard. */
  ready: Promise<void>;
}

/**
 * Views kept in memory (a dashboard, say) are dropped when their audience is announced stale: by
 * the realtime publisher with every socket event it sends, and after every write a signed-in
 * viewer makes. When the link to the other processes was lost, every view is stale.
 */
export function createStaleViews(broker: Broker): StaleViews {
  const listeners = new Set<(audiences: StaleAudiences) => void>();
  const tell = (audiences: StaleAudiences) => {
    for (const listener of listeners) listener(audiences);
  };
  const ready = broker
    .subscribe(STALE_VIEWS_TOPIC, (payload) => {
      const audiences: unknown = JSON.parse(payload);
      if (Array.isArray(audiences)) tell(audiences.map(String));
    })
    .then(() => {});
  broker.onEventsMissed(() => tell('all'));

  const message = (audiences: Iterable<string>) => ({
    topic: STALE_VIEWS_TOPIC,
    payload: JSON.stringify([...new Set(audiences)]),
  });
  return {
    message,
    async announce(audiences) {
      const { topic, payload } = message(audiences);
      await broker.publish(topic, payload);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
  };
}

/**
 * After any write by a signed-in viewer, their views and their company's are stale on every
 * process before the answer leaves, so the page that refetches on the answer reads afresh.
 */
export function announceViewerWrites(app: FastifyInstance, staleViews: StaleViews) {
  app.addHook('onSend', async (request, _reply, payload) => {
    const viewer = request.viewer;
    if (!viewer || !UNSAFE_METHODS.has(request.method)) return payload;
    await staleViews.announce(viewerTopics(viewer));
    return payload;
  });
}
