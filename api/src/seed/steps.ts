import type { AppDeps } from '../deps';

export interface SeedOptions {
  /** How many demo products to generate (at least 300 for a believable demo; --products N for benchmarks). */
  products: number;
  /** Print what was created (demo credentials and the like). */
  say: (line: string) => void;
}

/**
 * A seed step. 'always' steps are idempotent baselines applied on every start (shipping
 * settings, coupons, the first admin); 'demo' steps fill an empty demo database.
 */
export interface SeedStep {
  name: string;
  when: 'always' | 'demo';
  run(deps: AppDeps, options: SeedOptions): Promise<void>;
}
