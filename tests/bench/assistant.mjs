// Assistant load benchmark: `node --import tsx tests/bench/assistant.mjs` (npm run bench:assistant).
//
// Starts the API in this process with logs off and no language model (the rules engine answers),
// on a PostgreSQL database with the demo catalogue, and drives it from a separate load process:
// 200 conversations at once, each a device sending scripted messages in English, French and
// Kinyarwanda one after another (search with budgets, deals, delivery, returns, payment, orders,
// greetings) to POST /api/offers/chat. A conversation waits for each reply, then pauses
// BENCH_THINK_MS before its next message (the chat shows a typing indicator for 800 ms and people
// read the answer), as people chatting do; a second run sends with no pause at all, the worst
// case, and the bare Fastify POST route returning a stored answer is the machine's ceiling.
// Prints requests/s, p50, p95 and p99 of the server's reply for each and the ratios to the bare
// route. Target: assistant p95 < 300 ms with conversations pausing between messages.
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/isoko_bench_assistant), REDIS_URL,
// BENCH_PRODUCTS (2000, only seeded when the database has fewer), BENCH_SECONDS (10),
// BENCH_CONVERSATIONS (200), BENCH_THINK_MS (1000).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildBenchApp,
  ensureBenchCatalogue,
  ensureDatabase,
  listenLocally,
  runLoadProcess,
} from './bench-helpers.mjs';

const SELF = fileURLToPath(import.meta.url);

/** What shoppers type, in the three languages: each conversation walks this list from its own start. */
const SCRIPT = [
  'Hello',
  'I am looking for a red dress under 30,000',
  'Je cherche une robe',
  'Ndashaka ikanzu munsi ya 50k',
  'show me the best deals',
  'Livraison à Musanze ?',
  'How much is delivery to Huye?',
  'Comment retourner un article ?',
  'Nzishyura nte?',
  'chaussures de sport pour homme',
  "Ndashaka imyenda y'abagore",
  'ordinateur portable moins de 500 000 francs',
  'telefone Samsung',
  'Where is my order?',
  'track ISK-TRK-UNKNOWN00',
  'merci',
  'Murakoze',
  'bye',
];

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

if (process.argv[2] === '--load') {
  // The load generator: its own process, so it does not share the server's event loop.
  const options = JSON.parse(process.argv[3]);
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.conversations });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const until = Date.now() + options.seconds * 1000;
  const post = (body) =>
    new Promise((resolve) => {
      const payload = JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(payload);
    });
  const conversation = async (n) => {
    const deviceId = `device-bench-${process.pid}-${n}`;
    const sessionId = `bench${process.pid}x${String(n).padStart(12, '0')}`;
    // People do not all open the chat in the same millisecond: starts spread over one pause.
    if (options.thinkMs) await new Promise((r) => setTimeout(r, options.thinkMs * Math.random()));
    for (let i = n; Date.now() < until; i += 1) {
      await post({ message: SCRIPT[i % SCRIPT.length], deviceId, sessionId });
      // Spread the pauses so the conversations do not all speak in step.
      if (options.thinkMs) await new Promise((r) => setTimeout(r, options.thinkMs * (0.5 + Math.random())));
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.conversations }, (_, n) => conversation(n)));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  process.stdout.write(
    JSON.stringify({
      rps: latencies.length / seconds,
      total: latencies.length,
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      p99: Math.round(percentile(latencies, 99)),
      statuses,
      errors,
    }),
  );
  agent.destroy();
  process.exit(0);
}

const TARGET_P95_MS = 300;
const env = process.env;
const DATABASE_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/isoko_bench_assistant';
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 2000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const CONVERSATIONS = Number(env.BENCH_CONVERSATIONS ?? 200);
const THINK_MS = Number(env.BENCH_THINK_MS ?? 1000);
const DATA_DIR = path.resolve('.data', 'bench');

function load(url, thinkMs) {
  const options = JSON.stringify({ url, conversations: CONVERSATIONS, seconds: SECONDS, thinkMs });
  return runLoadProcess(SELF, options);
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const { count } = await ensureBenchCatalogue({
    url: DATABASE_URL,
    products: PRODUCTS,
    dataDir: DATA_DIR,
    prepare: async ({ db }) => {
      const { ensureShippingSettings } = await import('../../api/src/modules/shipping/service.ts');
      await ensureShippingSettings(db);
    },
  });
  // No model: the benchmark measures the shop's own answer path.
  const app = await buildBenchApp({
    env,
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    redisPrefix: 'isoko-bench',
    withoutModel: true,
  });
  const apiUrl = `${await listenLocally(app)}/api/offers/chat`;

  // Every scripted message once: the first answers build the catalogue snapshot and caches.
  let sample = null;
  for (const message of SCRIPT) {
    const res = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, deviceId: 'device-bench-warmup' }),
    });
    if (!res.ok) throw new Error(`"${message}" answered ${res.status}: ${await res.text()}`);
    const body = await res.json();
    if (!sample || body.suggestions.length > sample.suggestions.length) sample = body;
  }

  // The ceiling: plain Fastify answering the same size of JSON to the same POST.
  const { default: Fastify } = await import('fastify');
  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => sample);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;

  console.log(
    `\n${count} products on ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; ${CONVERSATIONS} conversations at once, ${SECONDS} s each, no model`,
  );
  const results = {
    bare: await load(bareUrl, 0),
    assistant: await load(apiUrl, THINK_MS),
    noPause: await load(apiUrl, 0),
  };
  const pad = (s, n) => String(s).padEnd(n);
  const lpad = (s, n) => String(s).padStart(n);
  console.log(
    `\n${pad('route', 44)}${lpad('req/s', 9)}${lpad('p50 ms', 8)}${lpad('p95 ms', 8)}${lpad('p99 ms', 8)}${lpad('req/s ÷ bare', 14)}${lpad('p95 ÷ bare', 12)}  statuses`,
  );
  for (const [name, r] of [
    ['bare Fastify POST, one stored answer', results.bare],
    [`POST /api/offers/chat, ${THINK_MS} ms pauses`, results.assistant],
    ['POST /api/offers/chat, no pauses (worst case)', results.noPause],
  ]) {
    console.log(
      `${pad(name, 44)}${lpad(Math.round(r.rps), 9)}${lpad(r.p50, 8)}${lpad(r.p95, 8)}${lpad(r.p99, 8)}` +
        `${lpad((r.rps / results.bare.rps).toFixed(2), 14)}${lpad((r.p95 / Math.max(1, results.bare.p95)).toFixed(2), 12)}` +
        `  ${JSON.stringify(r.statuses)}${r.errors ? ` errors ${r.errors}` : ''}`,
    );
  }
  const met = results.assistant.p95 < TARGET_P95_MS;
  console.log(
    `\nTarget: assistant p95 < ${TARGET_P95_MS} ms: ${met ? 'met' : 'NOT met'} (${results.assistant.p95} ms)`,
  );
  await bare.close();
  await app.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
