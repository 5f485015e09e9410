import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createSocketEmitter } from './socket-emitter';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-emitter-${process.pid}`;

describe('the socket emitter', () => {
  it('publishes a live update through Redis for the socket servers', async () => {
    const redis = new Redis(redisUrl);
    const listener = new Redis(redisUrl);
    try {
      const failures: unknown[] = [];
      const heard = new Promise<string>((resolve) =>
        listener.on('pmessage', (_p, channel) => resolve(channel)),
      );
      await listener.psubscribe(`${prefix}:socket.io*`);
      createSocketEmitter(redis, prefix, (e) => failures.push(e))
        .to('order:1')
        .emit('order:updated', { orderId: '1' } as never);
      expect(await heard).toContain(`${prefix}:socket.io`);
      expect(failures).toEqual([]);
    } finally {
      redis.disconnect();
      listener.disconnect();
    }
  });

  it('reports a publish that fails instead of leaving a rejection that would stop the process', async () => {
    const redis = new Redis(redisUrl);
    await redis.quit();
    const failures: unknown[] = [];
    const reported = new Promise<void>((resolve) => {
      createSocketEmitter(redis, prefix, (e) => {
        failures.push(e);
        resolve();
      })
        .to('order:1')
        .emit('order:updated', { orderId: '1' } as never);
    });
    await reported;
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toMatch(/closed/i);
  });
});
