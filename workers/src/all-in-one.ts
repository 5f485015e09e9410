import { boot } from '@isoko/api/boot';
import { startWorkers } from './start-workers';

/**
 * One process for the demo and small installs: migrations, seeds, API, web and (with the
 * embedded database, which only one process may open) the workers.
 */
const started = performance.now();
const lines: string[] = [];
const { config, seededDemo } = await boot({
  http: true,
  seed: (cfg) => ({ products: cfg.seed.demoProducts, demo: cfg.isDemo, say: (line) => lines.push(line) }),
  background: async (deps) => (deps.config.workersInProcess ? startWorkers(deps) : undefined),
});
const base = config.http.publicUrl;
console.log(
  [
    '',
    `Isoko is running in ${config.mode} mode (${config.db.driver === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL'}) — ready in ${Math.round(performance.now() - started)} ms`,
    `  Shop:        ${base}/`,
    `  Back-office: ${base}/admin`,
    ...(config.isDemo
      ? [`  Demo phone:  ${base}/dev/phone   (sign-in codes and MoMo prompts arrive here)`]
      : []),
    `  API docs:    ${base}/api/docs`,
    `  Health:      ${base}/health`,
    ...(seededDemo ? ['  Demo catalogue seeded.'] : []),
    ...lines.map((l) => `  ${l}`),
    '',
  ].join('\n'),
);
