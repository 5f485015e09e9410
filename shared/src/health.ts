import { z } from 'zod';

export const ComponentState = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number().optional(),
  detail: z.string().optional(),
});

export const HealthDto = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  mode: z.enum(['demo', 'production']),
  uptimeSeconds: z.number(),
  database: ComponentState.extend({ driver: z.enum(['pg', 'pglite']) }),
  redis: ComponentState,
  queues: z.record(
    z.string(),
    z.object({ waiting: z.number(), active: z.number(), failed: z.number(), delayed: z.number() }),
  ),
  outbox: z.object({ pending: z.number() }),
});
export type HealthDto = z.infer<typeof HealthDto>;
