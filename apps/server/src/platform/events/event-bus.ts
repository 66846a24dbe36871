import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { DomainEvent, DomainEventOf, DomainEventType } from './domain-events';

/** Work a subscriber leaves for after the commit (a socket event, waking a worker). */
type AfterCommit = () => Promise<void> | void;

/**
 * A subscriber runs inside the producer's transaction, so what it writes (a notification, an
 * email in the outbox, a background job) commits or rolls back with the change; what it returns
 * runs once the transaction has committed.
 */
export type Subscriber<T extends DomainEventType> = (
  event: DomainEventOf<T>,
  tx: Database,
) => Promise<AfterCommit | void> | AfterCommit | void;

/** States facts inside a transaction; the bus runs their after-commit work once it commits. */
export type Emit = (event: DomainEvent) => Promise<void>;

export interface EventBus {
  on<T extends DomainEventType>(type: T, subscriber: Subscriber<T>): void;
  /** Runs `work` in a transaction whose `emit` states facts. */
  transaction<T>(work: (tx: Database, emit: Emit) => Promise<T>): Promise<T>;
  /**
   * Runs `work` last in the bus's transaction `tx`, right before it commits, once per `key`
   * (later calls with a key already waiting are dropped). For writes that lock what other changes
   * wait for (a job's openings, a company's record): taken last, such a lock is held only until
   * the commit, not while the rest of the change runs. Outside a bus transaction it runs at once.
   */
  lastly(tx: Database, key: string, work: () => Promise<unknown>): Promise<void>;
  /** States facts about a change that has already committed (each in a transaction of its own). */
  publish(...events: DomainEvent[]): Promise<void>;
}

export function createEventBus(db: Database, log: FastifyBaseLogger): EventBus {
  const subscribers = new Map<DomainEventType, Subscriber<DomainEventType>[]>();
  /** The work each open bus transaction leaves for just before its commit, by key. */
  const finalWork = new WeakMap<Database, Map<string, () => Promise<unknown>>>();

  async function deliver(event: DomainEvent, tx: Database, after: AfterCommit[]) {
    for (const subscriber of subscribers.get(event.type) ?? []) {
      const followUp = await subscriber(event, tx);
      if (followUp) after.push(followUp);
    }
  }

  function runAfterCommit(after: AfterCommit[]) {
    for (const work of after) {
      Promise.resolve()
        .then(work)
        .catch((error: unknown) =>
          log.error({ err: error }, 'after-commit work of an event failed'),
        );
    }
  }

  async function transaction<T>(work: (tx: Database, emit: Emit) => Promise<T>) {
    const after: AfterCommit[] = [];
    const result = await db.transaction(async (tx) => {
      const final = new Map<string, () => Promise<unknown>>();
      finalWork.set(tx, final);
      const answer = await work(tx, (event) => deliver(event, tx, after));
      // Final work may state facts and leave more final work: run until none is left.
      for (const [key, run] of final) {
        final.delete(key);
        await run();
      }
      finalWork.delete(tx);
      return answer;
    });
    runAfterCommit(after);
    return result;
  }

  return {
    on(type, subscriber) {
      const list = subscribers.get(type) ?? [];
      list.push(subscriber as unknown as Subscriber<DomainEventType>);
      subscribers.set(type, list);
    },
    transaction,
    async lastly(tx, key, work) {
      const final = finalWork.get(tx);
      if (!final) await work();
      else if (!final.has(key)) final.set(key, work);
    },
    async publish(...events) {
      await transaction(async (_tx, emit) => {
        for (const event of events) await emit(event);
      });
    },
  };
}
