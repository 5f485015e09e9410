// npm run dev: the API (with workers in process on PGlite) on :3000 in watch mode, and the
// Vite dev server on :5173 proxying /api and /socket.io to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureRedis, root } from './lib.mjs';

const env = { ...process.env, PORT: process.env.PORT ?? '3000' };
let redisChild = null;
try {
  redisChild = await ensureRedis(env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch', path.join(root, 'workers', 'src', 'all-in-one.ts')],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  ),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: path.join(root, 'web'),
    env: { ...env, ISOKO_API_URL: `http://127.0.0.1:${env.PORT}` },
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  redisChild?.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', () => stop());
