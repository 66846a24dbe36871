import type { Redis } from 'ioredis';
import type { Broker, BrokerMessage } from './broker';
import { TopicListeners } from './broker';

/** How long `subscribe` waits for Redis to confirm a subscription. */
const SUBSCRIBE_WAIT_MS = 1000;

async function settledWithin(promise: Promise<unknown> | undefined, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

interface RedisBrokerOptions {
  /** Prefix of the deployment's Redis keys; channels are `{prefix}rt:{topic}`. */
  prefix?: string;
  onError?: (error: unknown) => void;
  /** Called when events are delivered in this process only because Redis is unreachable. */
  onLocalDelivery?: (error?: unknown) => void;
}

/**
 * Redis pub/sub: publishes on the given connection and subscribes on a duplicate of it, one Redis
 * channel per topic with local listeners, so events reach sockets on every server process.
 * While the subscriber link is down, events are delivered to this process's listeners directly
 * (and still published for the other processes when the publishing connection is up).
 */
export function createRedisBroker(redis: Redis, options: RedisBrokerOptions = {}): Broker {
  const { onError = () => {}, onLocalDelivery = () => {} } = options;
  const channelPrefix = `${options.prefix ?? 'fieldhire:'}rt:`;
  // Unlike request paths, subscriptions wait in the offline queue for Redis to come back.
  const subscriber = redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  const listeners = new TopicListeners();
  // Subscribing and unsubscribing are sent in call order, so the last command for a channel wins.
  const pending = new Map<string, Promise<unknown>>();
  const missedListeners = new Set<() => void>();
  let linkLost = false;
  let errorReported = false;

  // One report per outage: ioredis repeats the error at every reconnect attempt.
  subscriber.on('error', (error) => {
    if (errorReported) return;
    errorReported = true;
    onError(error);
  });
  subscriber.on('close', () => {
    linkLost = true;
  });
  // ioredis has re-sent every SUBSCRIBE by the time it reports ready again.
  subscriber.on('ready', () => {
    errorReported = false;
    if (!linkLost) return;
    linkLost = false;
    for (const listener of missedListeners) listener();
  });
  subscriber.on('message', (channel: string, payload: string) => {
    listeners.dispatch(channel.slice(channelPrefix.length), payload, onError);
  });

  async function toRedis(messages: readonly BrokerMessage[]) {
    if (messages.length === 1) {
      await redis.publish(channelPrefix + messages[0]!.topic, messages[0]!.payload);
      return;
    }
    const pipeline = redis.pipeline();
    for (const { topic, payload } of messages) pipeline.publish(channelPrefix + topic, payload);
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }

  function locally(messages: readonly BrokerMessage[]) {
    for (const { topic, payload } of messages) listeners.dispatch(topic, payload, onError);
  }

  async function publishBatch(messages: readonly BrokerMessage[]) {
    if (subscriber.status === 'ready') {
      try {
        await toRedis(messages);
        return;
      } catch (error) {
        onLocalDelivery(error);
        locally(messages);
        return;
      }
    }
    onLocalDelivery();
    locally(messages);
    if (redis.status === 'ready') await toRedis(messages).catch(() => {});
  }

  return {
    kind: 'redis',
    publish: (topic, payload) => publishBatch([{ topic, payload }]),
    publishBatch,
    async subscribe(topic, listener) {
      if (listeners.add(topic, listener)) {
        pending.set(topic, subscriber.subscribe(channelPrefix + topic).catch(onError));
      }
      // While the link is down the listener hears this process's events and the SUBSCRIBE waits
      // for Redis; the caller waits for it only so long.
      await settledWithin(pending.get(topic), SUBSCRIBE_WAIT_MS);
      return () => {
        if (listeners.remove(topic, listener)) {
          pending.delete(topic);
          subscriber.unsubscribe(channelPrefix + topic).catch(onError);
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
