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
   * wait for (a job's openings): taken last, such a lock is held only until
   * the commit, not while the rest of the change runs. Outside a bus transaction it runs at once.
   */
  lastly(tx: Database, key: string, work: () => Promise<unknown>): Promise<void>;
  /**
   * Gathers `item` with the others given under `key` in the bus's transaction `tx`, all written by
   * one call of `write` right before the commit, ahead of the work left with `lastly` (so what those
   * lock is not held while it runs). `write` answers a result per item, in their order; the
   * function answered gives this item's, once written (after the commit). Outside a bus
   * transaction it is written at once.
   */
  gather<I, R>(
    tx: Database,
    key: string,
    item: I,
    write: (items: I[]) => Promise<R[]>,
  ): Promise<() => R>;
  /** States facts about a change that has already committed (each in a transaction of its own). */
  publish(...events: DomainEvent[]): Promise<void>;
}

/** Items gathered under one key in a transaction, and their results once written. */
interface Gathering<I = unknown, R = unknown> {
  items: I[];
  results: R[];
  flush(): Promise<void>;
}

/** The first entry of a map, or none. */
const first = <K, V>(map: Map<K, V>): [K, V] | [undefined, undefined] =>
  map.entries().next().value ?? [undefined, undefined];

export function createEventBus(db: Database, log: FastifyBaseLogger): EventBus {
  const subscribers = new Map<DomainEventType, Subscriber<DomainEventType>[]>();
  /**
   * The work each open bus transaction leaves for just before its commit, by key: the writes of
   * gathered items first, then the work left with `lastly`.
   */
  const finalWork = new WeakMap<
    Database,
    { gathered: Map<string, Gathering>; last: Map<string, () => Promise<unknown>> }
  >();

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
      const final = {
        gathered: new Map<string, Gathering>(),
        last: new Map<string, () => Promise<unknown>>(),
      };
      finalWork.set(tx, final);
      const answer = await work(tx, (event) => deliver(event, tx, after));
      // Final work may state facts and gather or leave more: run until none is left.
      for (;;) {
        const [key, gathering] = first(final.gathered);
        if (gathering) {
          final.gathered.delete(key);
          await gathering.flush();
          continue;
        }
        const [lastKey, run] = first(final.last);
        if (!run) break;
        final.last.delete(lastKey);
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
      const final = finalWork.get(tx)?.last;
      if (!final) await work();
      else if (!final.has(key)) final.set(key, work);
    },
    async gather<I, R>(
      tx: Database,
      key: string,
      item: I,
      write: (items: I[]) => Promise<R[]>,
    ): Promise<() => R> {
      const final = finalWork.get(tx)?.gathered;
      if (!final) {
        const [written] = await write([item]);
        return () => written!;
      }
      let gathering = final.get(key) as Gathering<I, R> | undefined;
      if (!gathering) {
        const items: I[] = [];
        const results: R[] = [];
        gathering = {
          items,
          results,
          flush: async () => {
            results.push(...(await write(items)));
          },
        };
        final.set(key, gathering);
      }
      const index = gathering.items.push(item) - 1;
      const { results } = gathering;
      return () => results[index]!;
    },
    async publish(...events) {
      await transaction(async (_tx, emit) => {
        for (const event of events) await emit(event);
      });
    },
  };
}
