/** Receives the payloads published on a topic. */
export type BrokerListener = (payload: string) => void;

export interface BrokerMessage {
  topic: string;
  payload: string;
}

/**
 * Publish/subscribe between server processes. Topics name an audience ("user:12", "company:3");
 * payloads are strings, serialized once by the publisher and sent to sockets as they are.
 */
export interface Broker {
  readonly kind: 'in-process' | 'redis';
  publish(topic: string, payload: string): Promise<void>;
  /** Several payloads, each on its topic, in order and in one round trip where the transport allows. */
  publishBatch(messages: readonly BrokerMessage[]): Promise<void>;
  /** Resolves once the subscription is active; the returned function removes the listener. */
  subscribe(topic: string, listener: BrokerListener): Promise<() => void>;
  /**
   * Calls `listener` each time events may have been lost: the link to the other processes dropped
   * and is back, with every subscription restored. Never called by the in-process broker.
   */
  onEventsMissed(listener: () => void): void;
  close(): Promise<void>;
}

/** Listener sets per topic; the first listener of a topic and the removal of the last are reported. */
export class TopicListeners {
  private readonly topics = new Map<string, Set<BrokerListener>>();

  /** True when this is the topic's first listener. */
  add(topic: string, listener: BrokerListener): boolean {
    const existing = this.topics.get(topic);
    if (existing) {
      existing.add(listener);
      return false;
    }
    this.topics.set(topic, new Set([listener]));
    return true;
  }

  /** True when the topic has no listener left. */
  remove(topic: string, listener: BrokerListener): boolean {
    const listeners = this.topics.get(topic);
    if (!listeners?.delete(listener)) return false;
    if (listeners.size > 0) return false;
    this.topics.delete(topic);
    return true;
  }

  has(topic: string) {
    return this.topics.has(topic);
  }

  dispatch(topic: string, payload: string, onError: (error: unknown) => void) {
    const listeners = this.topics.get(topic);
    if (!listeners) return;
    for (const listener of listeners) {
      try {
        listener(payload);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear() {
    this.topics.clear();
  }
}
