import type { Redis } from 'ioredis';

/** Drops the server side of the named client's subscriber connection, as a Redis restart would. */
export async function dropSubscriberLink(redis: Redis, connectionName: string) {
  const clients = (await redis.client('LIST')) as string;
  const subscriber = clients
    .split('\n')
    .find((line) => line.includes(` name=${connectionName} `) && !line.includes(' sub=0 '));
  const id = subscriber?.match(/^id=(\d+) /)?.[1];
  if (!id) throw new Error(`no subscriber connection named ${connectionName}`);
  await redis.client('KILL', 'ID', id);
}
