import { isEmptyCatalogue } from '../db/migrate';
import type { AppDeps } from '../deps';
import { firstAdminSeed } from '../modules/auth/seed';
import { catalogSeedStep, catalogTranslationsSeedStep } from '../modules/catalog/seed';
import { blogSeedStep } from '../modules/content/seed';
import { couponSeedStep } from '../modules/coupons/seed';
import { shippingSeedStep } from '../modules/shipping/seed';
import type { SeedOptions, SeedStep } from './steps';

/** Every seed step, in order, one line each. Each domain keeps its step in its module's seed.ts. */
export const SEED_STEPS: SeedStep[] = [
  firstAdminSeed,
  catalogSeedStep,
  catalogTranslationsSeedStep,
  shippingSeedStep,
  couponSeedStep,
  blogSeedStep,
];

/** Applies the baseline steps, and the demo steps when the catalogue is empty (or when forced). */
export async function runSeeds(
  deps: AppDeps,
  options: SeedOptions & { demo: boolean; force?: boolean },
): Promise<{ seededDemo: boolean }> {
  for (const step of SEED_STEPS.filter((s) => s.when === 'always')) await step.run(deps, options);
  if (!options.demo) return { seededDemo: false };
  if (!options.force && !(await isEmptyCatalogue(deps.database))) return { seededDemo: false };
  for (const step of SEED_STEPS.filter((s) => s.when === 'demo')) await step.run(deps, options);
  return { seededDemo: true };
}
