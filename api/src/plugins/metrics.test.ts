import Fastify from 'fastify';
import * as promClient from 'prom-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDeps } from '../deps';
import { EVENT_LOOP_SAMPLE_MS, metricsPlugin } from './metrics';

// The real prom-client, with its default collectors counted: they are what keeps an idle
// process waking up.
vi.mock('prom-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('prom-client')>();
  return { ...actual, collectDefaultMetrics: vi.fn(actual.collectDefaultMetrics) };
});

async function appWithMetrics(metrics: { enabled: boolean; token: string | null }) {
  const app = Fastify();
  app.decorate('deps', { config: { metrics } } as unknown as AppDeps);
  await app.register(metricsPlugin);
  await app.ready();
  return app;
}

describe('metrics plugin', () => {
  afterEach(() => vi.mocked(promClient.collectDefaultMetrics).mockClear());

  it('collects nothing when /metrics is off (production without a token)', async () => {
    const app = await appWithMetrics({ enabled: false, token: null });
    expect(promClient.collectDefaultMetrics).not.toHaveBeenCalled();
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    await app.close();
  });

  it('samples the event loop ten times a second, and still reports its lag', async () => {
    const app = await appWithMetrics({ enabled: true, token: null });
    expect(promClient.collectDefaultMetrics).toHaveBeenCalledWith(
      expect.objectContaining({ eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS }),
    );
    expect(EVENT_LOOP_SAMPLE_MS).toBe(100);
    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('nodejs_eventloop_lag_p99_seconds');
    await app.close();
  });
});
