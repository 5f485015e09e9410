import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  prefix: string;
  close(): Promise<void>;
}

/** A private Redis key prefix per test file, so parallel files never see each other's queues or rooms. */
export const testPrefix = () => `t${randomBytes(5).toString('hex')}`;

/** An API on a fresh test database and a private Redis prefix; close() tears both down. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const prefix = testPrefix();
  const app = await buildApp(testConfig({ REDIS_PREFIX: prefix, ...env }), { database: testDb.database });
  await app.ready();
  return {
    app,
    testDb,
    prefix,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
