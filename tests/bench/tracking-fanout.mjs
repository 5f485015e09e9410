// Live tracking fan-out across API processes: `node --import tsx tests/bench/tracking-fanout.mjs`
// (npm run bench:tracking).
//
// Creates (if missing) and migrates the PostgreSQL database isoko_bench_tracking, starts two API
// processes (`api/src/main.ts`) and one workers process (`workers/src/main.ts`, whose outbox
// dispatcher delivers the events) as children sharing a private Redis prefix, and connects 1,000
// socket.io clients (websocket transport), half to each API. Half the clients (BENCH_ORDER_ROOM_SHARE)
// join the same order room `order:<id>` of the first parcel as its owner and hear `order:updated`;
// the others join the public room `tracking:<id>` of one of 10 parcels and hear `tracking:event`.
// Every room holds clients on both APIs.
// Each round, this process moves every parcel one step along
// confirmed → processing → shipped → in_transit → out_for_delivery → delivered through
// `changeOrderStatus` (a delivered parcel is replaced by a fresh order, its clients moving to the
// new room). Latency is commit (the transaction resolving here) → receipt of the event on each
// client; all clients live in this process, so both ends read the same performance.now().
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/isoko_bench_tracking),
// REDIS_URL, BENCH_CLIENTS (1000), BENCH_ORDER_ROOM_SHARE (0.5), BENCH_PARCELS (10), BENCH_ROUNDS (30),
// BENCH_GAP_MS (200).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const DATABASE_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/isoko_bench_tracking';
const REDIS_URL = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLIENTS = Number(env.BENCH_CLIENTS ?? 1000);
const ORDER_ROOM_CLIENTS = Math.round(CLIENTS * Number(env.BENCH_ORDER_ROOM_SHARE ?? 0.5));
const PARCELS = Number(env.BENCH_PARCELS ?? 10);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 30);
const GAP_MS = Number(env.BENCH_GAP_MS ?? 200);
const STEPS = ['processing', 'shipped', 'in_transit', 'out_for_delivery', 'delivered'];
const PREFIX = `isoko-bench-tracking-${process.pid}-${randomBytes(3).toString('hex')}`;
const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-00';
const DEADLINE_MS = 110_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function ensureDatabase() {
  const { default: pg } = await import('pg');
  const name = new URL(DATABASE_URL).pathname.slice(1);
  const adminUrl = new URL(DATABASE_URL);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
  await admin.end();
}

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

const children = [];
let stopping = false;

function startChild(name, script, extraEnv = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script)], {
    cwd: ROOT,
    env: {
      ...env,
      MODE: 'demo',
      DATABASE_URL,
      REDIS_URL,
      REDIS_PREFIX: PREFIX,
      LOG_LEVEL: 'warn',
      WORKERS_IN_PROCESS: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      SESSION_SECRET,
      DATA_DIR: path.join(ROOT, '.data', 'bench-tracking'),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) fail(new Error(`${name} exited (${code ?? signal}) during the run`));
  });
  children.push(child);
}

async function stopChildren() {
  stopping = true;
  await Promise.all(
    children.map(async (c) => {
      if (c.exitCode !== null || c.signalCode !== null) return;
      const exited = once(c, 'exit');
      c.kill('SIGTERM');
      const timer = setTimeout(() => c.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }),
  );
}

async function waitHealthy(url, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url}/health did not answer 200 within ${ms / 1000} s`);
}

function percentile(sorted, p) {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : Number.NaN;
}

// Cleanup runs once, whether the run ends, fails or overruns.
let cleanup = async () => stopChildren();
let failing = false;
async function fail(error) {
  if (failing) return;
  failing = true;
  console.error(error);
  await cleanup().catch((e) => console.error('cleanup failed:', e));
  process.exit(1);
}

async function main() {
  const watchdog = setTimeout(
    () => fail(new Error(`still running after ${DEADLINE_MS / 1000} s`)),
    DEADLINE_MS,
  );
  await ensureDatabase();
  const { openPg } = await import('../../api/src/db/client.ts');
  const { migrateDatabase } = await import('../../api/src/db/migrate.ts');
  const { loadConfig } = await import('../../api/src/config.ts');
  const { createRuntimeDeps } = await import('../../api/src/runtime.ts');
  const { changeOrderStatus } = await import('../../api/src/modules/fulfilment/order-status.ts');
  const fixtures = await import('../../api/src/test/fixtures.ts');
  const { io } = await import('socket.io-client');

  const database = openPg(DATABASE_URL, Math.max(4, PARCELS));
  await migrateDatabase(database);
  const config = loadConfig({
    ...env,
    MODE: 'demo',
    DATABASE_URL,
    REDIS_URL,
    REDIS_PREFIX: PREFIX,
    SESSION_SECRET,
  });
  const deps = createRuntimeDeps(config, database);
  const sockets = [];
  cleanup = async () => {
    for (const s of sockets) s.disconnect();
    await stopChildren();
    // Everything the children and this process wrote under the private prefix (queues, limits).
    let keys = 0;
    for await (const batch of deps.redis.scanStream({ match: `${PREFIX}:*`, count: 1000 })) {
      if (batch.length) keys += await deps.redis.unlink(...batch);
    }
    await deps.close();
    await database.close();
    return keys;
  };

  const ports = [await freePort(), await freePort()];
  const urls = ports.map((p) => `http://127.0.0.1:${p}`);
  startChild('API A', 'api/src/main.ts', { PORT: String(ports[0]), HOST: '127.0.0.1' });
  startChild('API B', 'api/src/main.ts', { PORT: String(ports[1]), HOST: '127.0.0.1' });
  startChild('workers', 'workers/src/main.ts');

  // The parcels, made while the children start: one customer, orders as checkout leaves them.
  const { customer, cookie } = await fixtures.createShopper(deps.db, { firstName: 'Bench' });
  const { product, variant } = await fixtures.createProduct(deps.db, { stock: 1_000_000 });
  const newParcel = async () => {
    const { order, trackingId } = await fixtures.createTestOrder(deps.db, {
      customerId: customer.id,
      customerPhone: customer.phone,
      productId: product.id,
      variantId: variant.id,
      quantity: 1,
    });
    return { orderId: order.id, trackingId, step: 0, sockets: [], orderSockets: [] };
  };
  const parcels = await Promise.all(Array.from({ length: PARCELS }, newParcel));
  await Promise.all(urls.map((u) => waitHealthy(u)));

  // Clients: API by parity, parcel by pair, so each parcel's room spans both APIs.
  const receipts = []; // { key, at, api, kind }
  const joinedPerApi = [0, 0];
  let duplicates = 0;
  const join = async (socket, room) => {
    const ack = await socket.timeout(10_000).emitWithAck('room:join', room);
    if (!ack.ok) throw new Error(`join ${room} refused: ${ack.code}`);
  };
  const connectOne = async (i) => {
    const api = i % 2;
    // The first clients follow the first parcel's order room as its owner (cookie), the rest the
    // parcels' public tracking rooms.
    const inOrderRoom = i < ORDER_ROOM_CLIENTS;
    const parcel = inOrderRoom ? parcels[0] : parcels[Math.floor((i - ORDER_ROOM_CLIENTS) / 2) % PARCELS];
    const socket = io(urls[api], {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: inOrderRoom ? { cookie } : {},
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    await join(socket, inOrderRoom ? `order:${parcel.orderId}` : `tracking:${parcel.trackingId}`);
    const seen = new Set();
    const kind = inOrderRoom ? 'order:updated' : 'tracking:event';
    // Both payloads carry the tracking number and the new status.
    socket.on(kind, (event) => {
      const at = performance.now();
      const key = `${event.trackingId}|${event.status}`;
      if (seen.has(key)) duplicates += 1;
      else receipts.push({ key, at, api, kind });
      seen.add(key);
    });
    sockets.push(socket);
    (inOrderRoom ? parcel.orderSockets : parcel.sockets).push(socket);
    joinedPerApi[api] += 1;
  };
  const connectStarted = performance.now();
  for (let i = 0; i < CLIENTS; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, (_, k) => connectOne(i + k)));
  }
  const connectMs = performance.now() - connectStarted;

  // Rounds: every parcel one step forward, committed concurrently; the commit time is when the
  // transaction resolves here (receipts are matched to it afterwards).
  const commits = new Map(); // key -> commit time
  const commitMs = [];
  const rounds = [];
  let expected = 0;
  let replaced = 0;
  const started = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    const finished = parcels.filter((p) => p.step === STEPS.length);
    if (finished.length) {
      // Let the last event reach everyone before its clients leave the room.
      const until = performance.now() + 5000;
      while (receipts.length < expected && performance.now() < until) await sleep(20);
      await Promise.all(
        finished.map(async (p) => {
          const fresh = await newParcel();
          await Promise.all([
            ...p.sockets.map(async (s) => {
              await s.timeout(10_000).emitWithAck('room:leave', `tracking:${p.trackingId}`);
              await join(s, `tracking:${fresh.trackingId}`);
            }),
            ...p.orderSockets.map(async (s) => {
              await s.timeout(10_000).emitWithAck('room:leave', `order:${p.orderId}`);
              await join(s, `order:${fresh.orderId}`);
            }),
          ]);
          Object.assign(p, { orderId: fresh.orderId, trackingId: fresh.trackingId, step: 0 });
          replaced += 1;
        }),
      );
    }
    const keys = await Promise.all(
      parcels.map(async (p) => {
        const to = STEPS[p.step];
        const before = performance.now();
        await changeOrderStatus(deps, { orderId: p.orderId, to, actor: 'system' });
        const key = `${p.trackingId}|${to}`;
        commits.set(key, performance.now());
        commitMs.push(performance.now() - before);
        p.step += 1;
        return key;
      }),
    );
    expected += parcels.reduce((n, p) => n + p.sockets.length + p.orderSockets.length, 0);
    rounds.push(keys);
    await sleep(GAP_MS);
  }
  const until = performance.now() + 10_000;
  while (receipts.length < expected && performance.now() < until) await sleep(50);

  // Figures.
  const latencies = { all: [], 0: [], 1: [], 'tracking:event': [], 'order:updated': [] };
  const firstReceipt = new Map();
  const lastReceipt = new Map();
  let unexplained = 0;
  for (const { key, at, api, kind } of receipts) {
    const committed = commits.get(key);
    if (committed === undefined) {
      unexplained += 1;
      continue;
    }
    latencies.all.push(at - committed);
    latencies[api].push(at - committed);
    latencies[kind].push(at - committed);
    firstReceipt.set(key, Math.min(firstReceipt.get(key) ?? Number.POSITIVE_INFINITY, at));
    lastReceipt.set(key, Math.max(lastReceipt.get(key) ?? 0, at));
  }
  const received = latencies.all.length;
  // Per status change: the fastest socket (the pipeline) and the slowest (plus the fan-out).
  const firstOf = [...firstReceipt].map(([key, at]) => at - commits.get(key));
  const lastOf = [...lastReceipt].map(([key, at]) => at - commits.get(key));
  const runSeconds = (Math.max(...lastReceipt.values()) - started) / 1000;
  // A round's burst: its first commit to the last receipt of any of its events.
  const burstMs = rounds
    .map(
      (keys) =>
        Math.max(...keys.map((k) => lastReceipt.get(k) ?? Number.NaN)) -
        Math.min(...keys.map((k) => commits.get(k))),
    )
    .sort((a, b) => a - b);
  const perRound = expected / ROUNDS;

  const lpad = (v, n = 8) => String(v).padStart(n);
  const row = (name, values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const ms = (p) => lpad(percentile(sorted, p).toFixed(1));
    return `${name.padEnd(28)}${lpad(values.length)}${ms(50)}${ms(95)}${ms(99)}${lpad((sorted.at(-1) ?? Number.NaN).toFixed(1))}`;
  };
  console.log(
    `\nSockets connected: ${joinedPerApi[0]} on API A (:${ports[0]}), ${joinedPerApi[1]} on API B (:${ports[1]}); ` +
      `${sockets.length} joined in ${(connectMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `${ROUNDS} rounds ${GAP_MS} ms apart × ${PARCELS} parcels (${(CLIENTS - ORDER_ROOM_CLIENTS) / PARCELS} tracking sockets each, plus ${ORDER_ROOM_CLIENTS} in the first one's order room; all rooms span both APIs) = ` +
      `${commits.size} status changes via changeOrderStatus; ${replaced} delivered parcels replaced; ` +
      `outbox dispatched by a separate workers process; one commit took p50 ${percentile(
        commitMs.sort((a, b) => a - b),
        50,
      ).toFixed(1)} ms`,
  );
  console.log(
    `\nDeliveries (tracking:event and order:updated): expected ${expected}, received ${received}` +
      ` (duplicates ${duplicates}, unexplained ${unexplained})`,
  );
  console.log(
    `\n${'commit → receipt (ms)'.padEnd(28)}${lpad('count')}${lpad('p50')}${lpad('p95')}${lpad('p99')}${lpad('max')}`,
  );
  console.log(row('all sockets', latencies.all));
  console.log(row(`tracking:event (${CLIENTS - ORDER_ROOM_CLIENTS} sockets)`, latencies['tracking:event']));
  console.log(row(`order:updated (${ORDER_ROOM_CLIENTS} in 1 room)`, latencies['order:updated']));
  console.log(row('sockets on API A', latencies[0]));
  console.log(row('sockets on API B', latencies[1]));
  console.log(row('first socket per change', firstOf));
  console.log(row('last socket per change', lastOf));
  console.log(
    `\nThroughput: ${received} deliveries in ${runSeconds.toFixed(1)} s from first commit to last receipt ` +
      `(${Math.round(received / runSeconds)}/s, paced by the ${GAP_MS} ms gap); ` +
      `a round's ${PARCELS} commits → ${perRound} deliveries complete in p50 ${percentile(burstMs, 50).toFixed(1)} ms, ` +
      `max ${burstMs.at(-1).toFixed(1)} ms (≈ ${Math.round(perRound / (percentile(burstMs, 50) / 1000))} deliveries/s in a burst)`,
  );

  clearTimeout(watchdog);
  const keys = await cleanup();
  console.log(`Cleaned up: children stopped, ${keys} Redis keys under ${PREFIX} removed.`);
  const ok = received === expected && unexplained === 0 && joinedPerApi[0] + joinedPerApi[1] === CLIENTS;
  if (!ok) console.log('\nFAILED: not every socket received every event meant for it.');
  process.exit(ok ? 0 : 1);
}

main().catch(fail);
