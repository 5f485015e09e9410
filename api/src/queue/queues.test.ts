import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis, redisReady } from '../lib/redis';
import { createQueues } from './queues';

/**
 * A connection between the app and Redis that can go silent for a while and speak again: what a
 * busy machine or a network hiccup looks like from the app. Bytes sent while silent are held and
 * delivered when it speaks again, as TCP would after a stall.
 */
async function stallableRedis() {
  let silent = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(6379, '127.0.0.1');
    sockets.add(client).add(upstream);
    const pass = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => (silent ? held.push(() => to.write(chunk)) : to.write(chunk)));
    pass(client, upstream);
    pass(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    silence: () => {
      silent = true;
    },
    speak: () => {
      silent = false;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('queueing a job', () => {
  it('works again once Redis answers, also when a queue’s first command timed out', async () => {
    const link = await stallableRedis();
    const redis = createRedis(link.url, 'queues-test', { failFast: true, commandTimeoutMs: 300 });
    const queues = createQueues(redis, `isoko-queues-test-${process.pid}`);
    cleanups.push(link.close, async () => redis.disconnect(), queues.close);
    cleanups.push(() => queues.get('sms').obliterate({ force: true }));
    expect(await redisReady(redis, 5_000)).toBe(true);

    // The queue is first used while Redis is silent: it cannot start, and the request says so.
    link.silence();
    const job = { to: '+250788123456', message: 'Murakoze', essential: true, kind: 'otp' } as const;
    await expect(queues.add('sms', 'send', job)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    link.speak();

    // Redis answers again: the next job is queued (a queue that failed to start is started anew).
    await expect
      .poll(() => queues.add('sms', 'send', job).catch(() => null), { timeout: 5_000 })
      .toBeTruthy();
    // Putting the failed queue away left the shared connection open for every other queue.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(redis.status).toBe('ready');
    expect(await queues.add('sms', 'send', job)).toBeTruthy();
  });
});
