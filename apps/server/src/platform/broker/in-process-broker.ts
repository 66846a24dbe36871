import type { Broker } from './broker';
import { TopicListeners } from './broker';

/** Delivers within this process only: the default when REDIS_URL is unset. */
export function createInProcessBroker(onError: (error: unknown) => void = () => {}): Broker {
  const listeners = new TopicListeners();
  return {
    kind: 'in-process',
    async publish(topic, payload) {
      listeners.dispatch(topic, payload, onError);
    },
    async publishBatch(messages) {
      for (const { topic, payload } of messages) listeners.dispatch(topic, payload, onError);
    },
    async subscribe(topic, listener) {
      listeners.add(topic, listener);
      return () => {
        listeners.remove(topic, listener);
      };
    },
    onEventsMissed() {},
    async close() {
      listeners.clear();
    },
  };
}
