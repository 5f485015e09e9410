import { buildApp } from '@isoko/api/app';
import { ConfigError, loadConfig } from '@isoko/api/config';
import { runSeeds } from '@isoko/api/seed/run';
import { type RunningWorkers, startWorkers } from './start-workers';

/**
 * One process for the demo and small installs: migrations, seeds, API, web and (with the
 * embedded database, which only one process may open) the workers.
 */
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
  const started = performance.now();
  const app = await buildApp(config);
  const lines: string[] = [];
  const products = Number.parseInt(process.env.ISOKO_SEED_PRODUCTS ?? '320', 10);
  const seeded = await runSeeds(app.deps, {
    products: Number.isInteger(products) && products > 0 ? products : 320,
    demo: config.isDemo,
    say: (line) => lines.push(line),
  });
  let workers: RunningWorkers | undefined;
  if (config.workersInProcess) workers = await startWorkers(app.deps);
  await app.listen({ port: config.http.port, host: config.http.host });
  const base = config.http.publicUrl;
  const out = [
    '',
    `Isoko is running in ${config.mode} mode (${config.db.driver === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL'}) — ready in ${Math.round(performance.now() - started)} ms`,
    `  Shop:        ${base}/`,
    `  Back-office: ${base}/admin`,
    ...(config.isDemo
      ? [`  Demo phone:  ${base}/dev/phone   (sign-in codes and MoMo prompts arrive here)`]
      : []),
    `  API docs:    ${base}/api/docs`,
    `  Health:      ${base}/health`,
    ...(seeded.seededDemo ? ['  Demo catalogue seeded.'] : []),
    ...lines.map((l) => `  ${l}`),
    '',
  ];
  console.log(out.join('\n'));

  const stop = async () => {
    await workers?.stop();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main();
