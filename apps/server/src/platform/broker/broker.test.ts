import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Broker } from './broker';
import { createInProcessBroker } from './in-process-broker';
import { dropSubscriberLink } from '../../../test/redis-link';
import { createRedisBroker } from './redis-broker';

const redisUrl = process.env.REDIS_URL;
const connections: Redis[] = [];

afterAll(() => {
  for (const redis of connections) redis.disconnect();
});

function received(broker: Broker, topic: string) {
  const payloads: string[] = [];
  const waiting: Array<() => void> = [];
  const subscribed = broker.subscribe(topic, (payload) => {
    payloads.push(payload);
    waiting.splice(0).forEach((wake) => wake());
  });
  return {
    payloads,
    subscribed,
    async count(n: number) {
      const deadline = Date.now() + 3000;
      while (payloads.length < n && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return payloads;
    },
  };
}

const topic = () => `test:${process.pid}:${Math.random().toString(36).slice(2)}`;

describe('in-process broker', () => {
  it('delivers to every listener of a topic until it unsubscribes', async () => {
    const broker = createInProcessBroker();
    const name = topic();
    const a = received(broker, name);
    const b = received(broker, name);
    const other = received(broker, topic());
    const unsubscribeA = await a.subscribed;
    await b.subscribed;
    await broker.publish(name, 'one');
    unsubscribeA();
    await broker.publish(name, 'two');
    expect(a.payloads).toEqual(['one']);
    expect(b.payloads).toEqual(['one', 'two']);
    expect(other.payloads).toEqual([]);
  });

  it('keeps delivering to the other listeners when one throws', async () => {
    const errors: unknown[] = [];
    const broker = createInProcessBroker((error) => errors.push(error));
    const name = topic();
    await broker.subscribe(name, () => {
      throw new Error('listener failed');
    });
    const ok = received(broker, name);
    await ok.subscribed;
    await broker.publish(name, 'payload');
    expect(ok.payloads).toEqual(['payload']);
    expect(errors).toHaveLength(1);
  });
});

describe.skipIf(!redisUrl)('Redis broker', () => {
  const connect = (connectionName?: string) => {
    const redis = new Redis(redisUrl!, { connectionName });
    connections.push(redis);
    return redis;
  };

  it('carries payloads between brokers on separate connections', async () => {
    const one = createRedisBroker(connect());
    const two = createRedisBroker(connect());
    const name = topic();
    const onTwo = received(two, name);
    const onOne = received(one, name);
    const stopTwo = await onTwo.subscribed;
    await onOne.subscribed;

    await one.publish(name, 'from one');
    await two.publish(name, 'from two');
    expect(await onTwo.count(2)).toEqual(['from one', 'from two']);
    expect(await onOne.count(2)).toEqual(['from one', 'from two']);

    const other = topic();
    const onOther = received(two, other);
    await onOther.subscribed;
    await one.publishBatch([
      { topic: name, payload: 'to both' },
      { topic: other, payload: 'to both' },
      { topic: other, payload: 'then to the other' },
    ]);
    expect(await onOther.count(2)).toEqual(['to both', 'then to the other']);
    expect(await onTwo.count(3)).toEqual(['from one', 'from two', 'to both']);
    await onOne.count(3);

    stopTwo();
    await one.publish(name, 'after');
    expect(await onOne.count(4)).toEqual(['from one', 'from two', 'to both', 'after']);
    expect(onTwo.payloads).toHaveLength(3);
    await Promise.all([one.close(), two.close()]);
  });

  it('subscribes a channel once for many local listeners and only drops it with the last', async () => {
    const redis = connect();
    const broker = createRedisBroker(redis);
    const name = topic();
    const first = await broker.subscribe(name, () => {});
    const second = received(broker, name);
    const stopSecond = await second.subscribed;
    const channels = async () => (await redis.pubsub('NUMSUB', `fieldhire:rt:${name}`))[1];
    expect(await channels()).toBe(1);
    first();
    await broker.publish(name, 'still here');
    expect(await second.count(1)).toEqual(['still here']);
    stopSecond();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await channels()).toBe(0);
    await broker.close();
  });

  it('reports a dropped link once it is back, with its subscriptions restored', async () => {
    const connectionName = `broker-test-${process.pid}-${Math.random().toString(36).slice(2)}`;
    const redis = connect(connectionName);
    const broker = createRedisBroker(redis);
    let missed = 0;
    const linkBack = new Promise<void>((resolve) =>
      broker.onEventsMissed(() => {
        missed += 1;
        resolve();
      }),
    );
    const name = topic();
    const listening = received(broker, name);
    await listening.subscribed;
    await broker.publish(name, 'before');
    await listening.count(1);
    expect(missed).toBe(0);

    await dropSubscriberLink(redis, connectionName);
    await linkBack;
    const channel = `fieldhire:rt:${name}`;
    while ((await redis.pubsub('NUMSUB', channel))[1] !== 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await broker.publish(name, 'after');
    expect(await listening.count(2)).toEqual(['before', 'after']);
    expect(missed).toBe(1);
    await broker.close();
  });
});
