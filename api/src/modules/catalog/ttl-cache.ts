/**
 * A small in-process cache for hot reads: entries expire after `ttlMs` (or earlier when the loader
 * says so), concurrent misses of one key share one load, and `clear()` drops everything including
 * loads already running (their results are returned but not stored).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; chars: number }>();
  private readonly pending = new Map<string, Promise<V>>();
  private generation = 0;
  private totalChars = 0;

  /**
   * `maxChars` bounds the total length of string values: keys come from shoppers (queries,
   * device ids, limits up to 100 cards), so a count alone let a few thousand big answers fill
   * the heap.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
    private readonly options: { maxChars?: number } = {},
  ) {}

  /** `load` may return `{ value, expiresAt }` through `withExpiry` to shorten an entry's life. */
  async get(key: string, load: () => Promise<V | Expiring<V>>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const promise = load()
      .then((loaded) => {
        const { value, expiresAt } =
          loaded instanceof Expiring ? loaded : { value: loaded, expiresAt: Infinity };
        if (generation === this.generation)
          this.set(key, value, Math.min(Date.now() + this.ttlMs, expiresAt));
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  private set(key: string, value: V, expires: number) {
    this.remove(key);
    const chars = typeof value === 'string' ? value.length : 0;
    const maxChars = this.options.maxChars ?? Number.POSITIVE_INFINITY;
    if (chars > maxChars) return;
    this.entries.set(key, { value, expires, chars });
    this.totalChars += chars;
    // Oldest first: Map keeps insertion order.
    while (this.entries.size > this.maxEntries || this.totalChars > maxChars) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalChars -= entry.chars;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    this.totalChars = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Total length of the string values held. */
  get chars(): number {
    return this.totalChars;
  }
}

/** A loaded value that must not outlive `expiresAt` (epoch ms), e.g. a flash deal's end. */
export class Expiring<V> {
  constructor(
    readonly value: V,
    readonly expiresAt: number,
  ) {}
}
