import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { testDatabase } from '../../../test/test-app';
import { createEventBus, type EventBus } from './event-bus';

let db: Database;
let events: EventBus;

beforeAll(async () => {
  db = (await testDatabase()).db;
  events = createEventBus(db, pino({ level: 'silent' }));
});

/** A write of gathered items that records each call and answers each item in capitals. */
function recorder(order: string[]) {
  return async (items: string[]) => {
    order.push(`write ${items.join(',')}`);
    return items.map((item) => item.toUpperCase());
  };
}

describe('events.gather', () => {
  it("writes a transaction's items in one call before the work left with lastly", async () => {
    const order: string[] = [];
    const write = recorder(order);
    const results = await events.transaction(async (tx) => {
      const a = await events.gather(tx, 'letters', 'a', write);
      await events.lastly(tx, 'lock', async () => {
        order.push('lastly');
      });
      const b = await events.gather(tx, 'letters', 'b', write);
      order.push('work done');
      return [a, b];
    });
    expect(order).toEqual(['work done', 'write a,b', 'lastly']);
    expect(results.map((result) => result())).toEqual(['A', 'B']);
  });

  it('writes what the lastly work gathers in a write of its own, and at once outside a transaction', async () => {
    const order: string[] = [];
    const write = recorder(order);
    const late = await events.transaction(async (tx) => {
      await events.gather(tx, 'letters', 'a', write);
      let gathered: (() => string) | undefined;
      await events.lastly(tx, 'lock', async () => {
        gathered = await events.gather(tx, 'letters', 'c', write);
      });
      return () => gathered!();
    });
    expect(order).toEqual(['write a', 'write c']);
    expect(late()).toBe('C');
    const alone = await events.gather(db, 'letters', 'd', write);
    expect(order).toEqual(['write a', 'write c', 'write d']);
    expect(alone()).toBe('D');
  });

  it('writes nothing when the transaction fails before its commit', async () => {
    const order: string[] = [];
    await expect(
      events.transaction(async (tx) => {
        await events.gather(tx, 'letters', 'a', recorder(order));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(order).toEqual([]);
  });
});
