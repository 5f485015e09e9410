import { fakeModel } from '@langchain/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testConfig } from './config';
import type { LanguageModelProvider } from './lib/language-model';
import type { MediaStorage } from './lib/media-storage';
import type { SmsProvider } from './modules/notifications/sms-provider';
import { MomoClient } from './modules/payments/momo-client';
import { testPrefix } from './test/test-app';
import { createTestDatabase, type TestDatabase } from './test/test-db';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => testDb.drop());

const build = (env: NodeJS.ProcessEnv, providers = {}) =>
  buildApp(testConfig({ REDIS_PREFIX: testPrefix(), ...env }), { database: testDb.database, providers });

describe('outside services in AppDeps', () => {
  it('builds MoMo, SMS and media from config, and leaves the language model empty without AI settings', async () => {
    const app = await build({});
    try {
      expect(app.deps.momo).toBeInstanceOf(MomoClient);
      expect(app.deps.sms.name).toBe('outbox');
      expect(app.deps.media.url('catalog/a.webp')).toBe('/media/catalog/a.webp');
      expect(app.deps.llm).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('fills the language-model slot when base URL, key and model are all set', async () => {
    const app = await build({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'k', AI_MODEL: 'tiny' });
    try {
      expect(app.deps.llm?.model).toBe('tiny');
    } finally {
      await app.close();
    }
  });

  it('uses the services given to buildApp instead of building its own', async () => {
    const sms: SmsProvider = {
      name: 'africastalking',
      storesFullText: false,
      send: async () => ({ ok: true, providerMessageId: 'fake', status: 'Sent' }),
    };
    const files = new Map<string, Uint8Array>();
    const media: MediaStorage = {
      put: async (key, data) => void files.set(key, data),
      get: async (key) => (files.has(key) ? Buffer.from(files.get(key)!) : null),
      delete: async (key) => files.delete(key),
      url: (key) => `https://cdn.example/${key}`,
    };
    const llm: LanguageModelProvider = {
      model: 'fake',
      chatModel: () => fakeModel(),
    };
    const momo = new MomoClient({
      baseUrl: 'http://momo.invalid',
      subscriptionKey: 's',
      apiUser: 'u',
      apiKey: 'k',
      targetEnvironment: 'sandbox',
    });
    const app = await build({}, { sms, media, llm, momo });
    try {
      expect(app.deps.sms).toBe(sms);
      expect(app.deps.media).toBe(media);
      expect(app.deps.llm).toBe(llm);
      expect(app.deps.momo).toBe(momo);
    } finally {
      await app.close();
    }
  });

  it('gives each app its own MoMo client, so nothing is shared through module state', async () => {
    const config = testConfig({ REDIS_PREFIX: testPrefix() });
    const first = await buildApp(config, { database: testDb.database });
    const second = await buildApp(config, { database: testDb.database });
    try {
      expect(first.deps.momo).not.toBe(second.deps.momo);
      expect(first.deps.sms).not.toBe(second.deps.sms);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
