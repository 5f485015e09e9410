import { createHash } from 'node:crypto';

/** A small seeded random generator (sfc32), so the demo catalogue is the same on every machine. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A UUID (version 4 layout) made from the stream. */
  uuid(): string;
}

/** 32-bit hash of a string and numbers (cyrb53's mixing, truncated): seeds per product. */
export function hashSeed(...parts: Array<string | number>): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const ch of parts.join('|')) {
    const c = ch.codePointAt(0) ?? 0;
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

export function createRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const raw = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) raw();
  const rng: Rng = {
    next: raw,
    int: (min, max) => min + Math.floor(raw() * (max - min + 1)),
    chance: (p) => raw() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(raw() * items.length)] as (typeof items)[number];
    },
    sample: (items, count) => {
      const chosen = new Set<number>();
      const n = Math.min(count, items.length);
      while (chosen.size < n) chosen.add(Math.floor(raw() * items.length));
      return [...chosen].sort((x, y) => x - y).map((i) => items[i] as (typeof items)[number]);
    },
    uuid: () => {
      const hex = Array.from({ length: 16 }, () => Math.floor(raw() * 256));
      hex[6] = ((hex[6] ?? 0) & 0x0f) | 0x40;
      hex[8] = ((hex[8] ?? 0) & 0x3f) | 0x80;
      const s = hex.map((x) => x.toString(16).padStart(2, '0')).join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
  return rng;
}

/**
 * A UUID (version 4 layout) that depends only on `parts`, from their SHA-1: the same parts give
 * the same id, and different parts practically never collide. The stream generators above are
 * seeded with 32 bits, so two of 50,000 streams can start alike; ids that must be unique across a
 * large catalogue come from here instead.
 */
export function stableUuid(...parts: Array<string | number>): string {
  const bytes = createHash('sha1').update(parts.join('|')).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const s = bytes.toString('hex');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
