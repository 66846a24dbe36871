import type { Redis } from 'ioredis';
import type { Broker } from './broker';
import { TopicListeners } from './broker';

const CHANNEL_PREFIX = 'fieldhire:rt:';

/**
 * Redis pub/sub: publishes on the given connection and subscribes on a duplicate of it, one Redis
 * channel per topic with local listeners, so events reach sockets on every server process.
 */
export function createRedisBroker(
  redis: Redis,
  onError: (error: unknown) => void = () => {},
): Broker {
  const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
  const listeners = new TopicListeners();
  // Subscribing and unsubscribing are sent in call order, so the last command for a channel wins.
  const pending = new Map<string, Promise<unknown>>();
  const missedListeners = new Set<() => void>();
  let linkLost = false;

  subscriber.on('error', onError);
  subscriber.on('close', () => {
    linkLost = true;
  });
  // ioredis has re-sent every SUBSCRIBE by the time it reports ready again.
  subscriber.on('ready', () => {
    if (!linkLost) return;
    linkLost = false;
    for (const listener of missedListeners) listener();
  });
  subscriber.on('message', (channel: string, payload: string) => {
    listeners.dispatch(channel.slice(CHANNEL_PREFIX.length), payload, onError);
  });

  return {
    kind: 'redis',
    async publish(topic, payload) {
      await redis.publish(CHANNEL_PREFIX + topic, payload);
    },
    async publishBatch(messages) {
      if (messages.length === 1) {
        await redis.publish(CHANNEL_PREFIX + messages[0]!.topic, messages[0]!.payload);
        return;
      }
      const pipeline = redis.pipeline();
      for (const { topic, payload } of messages) pipeline.publish(CHANNEL_PREFIX + topic, payload);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed?.[0]) throw failed[0];
    },
    async subscribe(topic, listener) {
      if (listeners.add(topic, listener)) {
        pending.set(topic, subscriber.subscribe(CHANNEL_PREFIX + topic).catch(onError));
      }
      await pending.get(topic);
      return () => {
        if (listeners.remove(topic, listener)) {
          pending.delete(topic);
          subscriber.unsubscribe(CHANNEL_PREFIX + topic).catch(onError);
        }
      };
    },
    onEventsMissed(listener) {
      missedListeners.add(listener);
    },
    async close() {
      missedListeners.clear();
      listeners.clear();
      pending.clear();
      subscriber.disconnect();
    },
  };
}
