import type { Database } from '../../db/database';
import type { DomainEvent } from './domain-events';
import type { EventBus } from './event-bus';

/**
 * Claims due rows `batch` at a time, each batch in one transaction with the facts it states, until
 * a batch comes back short: a claim never commits without its facts, nor a fact twice.
 */
export async function emitClaimedInBatches<T>(
  events: EventBus,
  batch: number,
  claim: (tx: Database, batch: number) => Promise<T[]>,
  factOf: (row: T) => DomainEvent,
) {
  for (;;) {
    const claimed = await events.transaction(async (tx, emit) => {
      const due = await claim(tx, batch);
      for (const row of due) await emit(factOf(row));
      return due.length;
    });
    if (claimed < batch) return;
  }
}
