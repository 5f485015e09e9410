// Small helpers shared by the run scripts (plain Node, no dependencies).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function canConnect(host, port, timeoutMs = 700) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/**
 * Makes sure Redis answers. With REDIS_URL set we only check it. Otherwise we use a local one on
 * 6379, start `redis-server` if it is installed, or stop with instructions.
 */
export async function ensureRedis(env) {
  if (env.REDIS_URL) {
    const u = new URL(env.REDIS_URL);
    if (!(await canConnect(u.hostname, Number(u.port || 6379)))) {
      throw new Error(
        `Redis is not reachable at ${env.REDIS_URL}. Start it, or unset REDIS_URL to use a local one.`,
      );
    }
    return null;
  }
  if (await canConnect('127.0.0.1', 6379)) return null;
  const bin = which('redis-server');
  if (!bin) {
    throw new Error(
      [
        'Isoko needs Redis (queues and live updates) and none is running on 127.0.0.1:6379.',
        'Install it and run npm start again:',
        '  Debian/Ubuntu: sudo apt-get install -y redis-server',
        '  macOS:         brew install redis',
        '  Docker:        docker run -d -p 6379:6379 redis:7',
        'Or point REDIS_URL at a Redis server you already have.',
      ].join('\n'),
    );
  }
  const child = spawn(bin, ['--port', '6379', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i++) {
    if (await canConnect('127.0.0.1', 6379)) {
      console.log('Started a local redis-server on 127.0.0.1:6379 (stops with the shop).');
      return child;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('redis-server was found but did not start on 127.0.0.1:6379.');
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

/** Builds the web app when there is no build yet or its sources changed since. */
export function buildWebIfStale(distDir = path.join(root, 'web', 'dist')) {
  const index = path.join(distDir, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(root, 'web', 'src')),
    newestMtime(path.join(root, 'shared', 'src')),
    statSync(path.join(root, 'web', 'index.html')).mtimeMs,
    statSync(path.join(root, 'web', 'vite.config.ts')).mtimeMs,
  );
  if (built >= sources) return false;
  console.log('Building the web app…');
  replaceWithFreshBuild(distDir, (outDir) => {
    const r = spawnSync(
      'npm',
      ['run', 'build', '-w', '@isoko/web', '--', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) throw new Error('The web build failed (see above).');
  });
  return true;
}

/**
 * Puts a fresh build at `distDir`. `build(outDir)` writes into a folder of this process's own
 * beside it, and the finished folder is then moved into place. Two shops started from one
 * checkout at the same moment used to build into the same folder, each emptying it while the
 * other wrote, and left a page whose scripts were missing; now each builds alone and a shop
 * only ever sees a whole build.
 */
export function replaceWithFreshBuild(distDir, build) {
  const next = `${distDir}.next-${process.pid}`;
  const old = `${distDir}.old-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  try {
    build(next);
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  // Another builder may move its own folder in between our two renames: then ours is moved in
  // again after theirs is set aside (the builds come from the same sources).
  for (let attempt = 0; ; attempt++) {
    try {
      if (existsSync(distDir)) renameSync(distDir, old);
      renameSync(next, distDir);
      break;
    } catch (error) {
      if (attempt >= 4 || !['ENOTEMPTY', 'EEXIST', 'ENOENT'].includes(error.code)) throw error;
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  }
}
