import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy on loopback in front of `target` (PostgreSQL), to play the network's faults:
 * `stall` keeps every connection open but passes no byte either way (a partition, a stuck
 * primary), `refuse` drops every connection and refuses new ones (the server gone), `forward`
 * heals it. Bytes held while stalled flow on once forwarding again, as TCP would deliver them.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'stall' | 'refuse' = 'forward';
  const pairs = new Set<[Socket, Socket]>();

  const server = createServer((client) => {
    if (mode === 'refuse') return client.destroy();
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (mode === 'stall') for (const socket of pair) socket.pause();
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    /** `url` with its host and port replaced by the proxy's. */
    urlTo(url: string) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    stall() {
      mode = 'stall';
      for (const pair of pairs) for (const socket of pair) socket.pause();
    },
    refuse() {
      mode = 'refuse';
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
    },
    forward() {
      mode = 'forward';
      for (const pair of pairs) for (const socket of pair) socket.resume();
    },
    async close() {
      this.refuse();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
