import { boot } from './boot';

/** Starts one API process (no workers): `tsx api/src/main.ts`. */
await boot({
  http: true,
  // Baselines only (shipping settings, coupons, the first admin); the demo catalogue is npm start's.
  seed: (_config, log) => ({ products: 0, demo: false, say: (line) => log.info(line) }),
});
