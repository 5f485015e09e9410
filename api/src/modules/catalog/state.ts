import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { catalogChannel } from './notify';
import { type CatalogSnapshot, loadSnapshot } from './snapshot';
import { TtlCache } from './ttl-cache';

/** Listing answers live this long unless the catalogue changes first. */
export const LIST_TTL_MS = 15_000;
export const DETAIL_TTL_MS = 10_000;
export const SECTION_TTL_MS = 30_000;
/** JSON kept per answer cache (about 16 MB each): a page of 100 cards is about 60,000 characters. */
export const CACHE_MAX_CHARS = 16_000_000;

/** What the catalogue state needs from the process: built before the rest of AppDeps exists. */
export interface CatalogDeps {
  db: Db;
  redis: Redis;
  config: Pick<Config, 'redis' | 'http'>;
  log: Pick<Logger, 'warn'>;
}

/**
 * The catalogue state of one process, created once in runtime.ts and carried in AppDeps: the
 * snapshot above and the answer caches, dropped on every catalogue change made here or heard
 * from another process on Redis.
 */
export class CatalogState {
  private snapshot: Promise<CatalogSnapshot> | undefined;
  private version = 0;
  private subscriber: Redis | undefined;
  private activityCleared = 0;
  private activityTimer: NodeJS.Timeout | undefined;
  /** Serialised JSON answers of product lists and searches. */
  readonly lists = new TtlCache<string>(LIST_TTL_MS, 2_000, { maxChars: CACHE_MAX_CHARS });
  readonly details = new TtlCache<string>(DETAIL_TTL_MS, 5_000, { maxChars: CACHE_MAX_CHARS });
  /** Home sections (featured, flash deals, trending, best deals), active flash deals. */
  readonly sections = new TtlCache<unknown>(SECTION_TTL_MS, 500);
  /** Trending and recommendations: they follow shoppers' events as well as the catalogue. */
  readonly activity = new TtlCache<string>(SECTION_TTL_MS, 5_000, { maxChars: CACHE_MAX_CHARS });

  constructor(readonly deps: CatalogDeps) {}

  /** Listens for changes made by other processes (Redis pub/sub on a dedicated connection). */
  async listen(): Promise<void> {
    if (this.subscriber) return;
    const subscriber = this.deps.redis.duplicate();
    subscriber.on('error', () => {});
    this.subscriber = subscriber;
    const channel = catalogChannel(this.deps.config.redis.prefix);
    subscriber.on('message', (ch) => {
      if (ch === channel) this.invalidate();
    });
    await subscriber.subscribe(channel).catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'catalog change channel unavailable; caches rely on their TTL');
    });
  }

  /**
   * Call after committing any change to products, variants, stock, prices, media, reviews,
   * categories, brands or flash deals: this process's caches drop at once, other API processes
   * hear it on Redis. Caches also expire on their own within seconds, so a missed message only
   * delays a change.
   */
  async changed(): Promise<void> {
    this.invalidate();
    await this.deps.redis
      .publish(catalogChannel(this.deps.config.redis.prefix), String(Date.now()))
      .catch(() => {});
  }

  invalidate(): void {
    this.version++;
    this.snapshot = undefined;
    this.lists.clear();
    this.details.clear();
    this.sections.clear();
    this.activity.clear();
  }

  /** New shopper events change trending and recommendations: drop those answers, at most once a second. */
  activityChanged(): void {
    const now = Date.now();
    if (now - this.activityCleared >= 1_000) {
      this.activityCleared = now;
      this.activity.clear();
      return;
    }
    // Within the second: clear once more at its end so the last event is not missed.
    this.activityTimer ??= setTimeout(
      () => {
        this.activityTimer = undefined;
        this.activityCleared = Date.now();
        this.activity.clear();
      },
      1_000 - (now - this.activityCleared),
    ).unref();
  }

  get(): Promise<CatalogSnapshot> {
    if (!this.snapshot) {
      const version = this.version;
      const loading = loadSnapshot(this.deps.db);
      this.snapshot = loading;
      loading.catch(() => {
        if (this.version === version && this.snapshot === loading) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }

  async close(): Promise<void> {
    if (this.activityTimer) clearTimeout(this.activityTimer);
    this.activityTimer = undefined;
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    if (!subscriber) return;
    // quit() lets the pending unsubscribe finish (disconnect() rejects it, unhandled); bounded if Redis is gone.
    const quit = subscriber.quit().then(
      () => true,
      () => false,
    );
    const done = await Promise.race([
      quit,
      new Promise<boolean>((r) => setTimeout(() => r(false), 500).unref()),
    ]);
    if (!done) subscriber.disconnect();
  }
}
