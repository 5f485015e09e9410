// npm start: migrates, seeds the demo catalogue when empty, builds the web app if needed and
// serves API + workers + web on one port (PORT, default 3000). See README.md.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfStale, ensureRedis, root } from './lib.mjs';

const env = { ...process.env };
env.PORT ??= '3000';
if (env.ISOKO_E2E === '1') {
  // End-to-end runs start from an empty embedded database and a private Redis namespace.
  env.DATA_DIR = path.join(root, '.data', `e2e-${env.PORT}`);
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  env.REDIS_PREFIX ??= `isoko-e2e-${env.PORT}-${Date.now().toString(36)}`;
  env.RATE_LIMIT_PER_MINUTE ??= '100000';
}
env.WEB_DIST ??= path.join(root, 'web', 'dist');

let redisChild = null;
try {
  redisChild = await ensureRedis(env);
  buildWebIfStale(env.WEB_DIST);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'workers', 'src', 'all-in-one.ts')],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
const stop = (signal) => {
  server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  redisChild?.kill();
  process.exit(code ?? 0);
});
