import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { runSeeds } from './seed/run';

/** Starts one API process (no workers): `tsx api/src/main.ts`. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  // Baselines only (shipping settings, coupons, the first admin); the demo catalogue is npm start's.
  await runSeeds(app.deps, { products: 0, demo: false, say: (line) => app.log.info(line) });
  await app.listen({ port: config.http.port, host: config.http.host });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
