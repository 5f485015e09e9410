import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('drops the oldest answers once their total size passes the budget', async () => {
    const cache = new TtlCache<string>(60_000, 1_000, { maxChars: 10_000 });
    for (let i = 0; i < 50; i++) await cache.get(`k${i}`, async () => 'x'.repeat(1_000));
    expect(cache.chars).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(10);
    // The newest stay; the oldest went first.
    let reloaded = false;
    await cache.get('k49', async () => {
      reloaded = true;
      return '';
    });
    expect(reloaded).toBe(false);
    await cache.get('k0', async () => {
      reloaded = true;
      return '';
    });
    expect(reloaded).toBe(true);
  });

  it('keeps its size count right when a key is stored again and when cleared', async () => {
    const cache = new TtlCache<string>(0, 100, { maxChars: 1_000 });
    await cache.get('a', async () => 'x'.repeat(300));
    await cache.get('a', async () => 'y'.repeat(200));
    expect(cache.chars).toBe(200);
    cache.clear();
    expect(cache.chars).toBe(0);
  });

  it('does not keep an answer larger than the whole budget', async () => {
    const cache = new TtlCache<string>(60_000, 100, { maxChars: 100 });
    expect(await cache.get('big', async () => 'z'.repeat(500))).toHaveLength(500);
    expect(cache.size).toBe(0);
    expect(cache.chars).toBe(0);
  });
});
