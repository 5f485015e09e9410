import net from 'node:net';
import { createRedis } from '../lib/redis';

/**
 * pass: bytes flow both ways. refuse: the port refuses connections and open ones are cut.
 * blackhole: connections open but nothing gets through (held, as on a network that went
 * silent; TCP delivers it late once the path is back, so nothing is lost or reordered).
 */
export type FaultMode = 'pass' | 'refuse' | 'blackhole';

export interface FaultProxy {
  readonly port: number;
  readonly mode: FaultMode;
  /** The target URL with host and port replaced by the proxy's. */
  url(targetUrl: string): string;
  set(mode: FaultMode): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | undefined;
  /** Chunks held while blackholed, per direction. */
  toUpstream: Buffer[];
  toClient: Buffer[];
}

/**
 * A TCP proxy of the test's own between the shop and a shared server (Redis, PostgreSQL), so a
 * test can make the server refuse or fall silent without stopping it for everyone else.
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  const pairs = new Set<Pair>();
  let server: net.Server | undefined;
  let port = 0;

  const flush = (pair: Pair) => {
    if (!pair.upstream) connectUpstream(pair);
    for (const chunk of pair.toUpstream.splice(0)) pair.upstream!.write(chunk);
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
  };

  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };

  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => {
      if (mode === 'pass') pair.client.write(chunk);
      else pair.toClient.push(chunk);
    });
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
  };

  const onConnection = (client: net.Socket) => {
    const pair: Pair = { client, upstream: undefined, toUpstream: [], toClient: [] };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (mode === 'pass' && pair.upstream) pair.upstream.write(chunk);
      else pair.toUpstream.push(chunk);
    });
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (mode === 'pass') connectUpstream(pair);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer(onConnection);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        server = s;
        port = (s.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = undefined;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await listen();

  return {
    get port() {
      return port;
    },
    get mode() {
      return mode;
    },
    url(targetUrl: string) {
      const u = new URL(targetUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async set(next: FaultMode) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'refuse') {
        for (const pair of [...pairs]) drop(pair);
        await stopListening();
        return;
      }
      if (previous === 'refuse') await listen();
      if (next === 'pass') for (const pair of pairs) flush(pair);
    },
    async close() {
      for (const pair of [...pairs]) drop(pair);
      await stopListening();
    },
  };
}

/**
 * A fail-fast Redis connection (as the API's) through a fault proxy of the test's own, so the test
 * can silence Redis for itself alone. `close` ends the connection and the proxy.
 */
export async function redisBehindFaultProxy(name: string, commandTimeoutMs = 300) {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const target = new URL(redisUrl);
  const link = await startFaultProxy({ host: target.hostname, port: Number(target.port || 6379) });
  const redis = createRedis(link.url(redisUrl), name, { failFast: true, commandTimeoutMs });
  return {
    link,
    redis,
    async close() {
      redis.disconnect();
      await link.close();
    },
  };
}
