import type pg from 'pg';

const READ_TIMEOUT = 'Query read timeout';
/** After its connection is lost, how long the holder of a client has to give it back. */
const RECLAIM_AFTER_MS = 1000;

/** pg's own flags for a client that can no longer talk to its server (pg-pool reads them too). */
interface ClientInternals {
  _queryable?: boolean;
  _ending?: boolean;
  connection?: { stream?: { destroy(): void } };
}

const onLost = new WeakMap<pg.PoolClient, () => void>();

const isBroken = (client: pg.PoolClient) => {
  const c = client as unknown as ClientInternals;
  return c._ending === true || c._queryable === false;
};

/**
 * Watches each query. After a client-side timeout pg keeps the connection and the unanswered
 * query, so every later query on it (a transaction's ROLLBACK included) would wait behind it:
 * closing the socket makes them fail at once and the pool drop the client.
 */
function watchQueries(client: pg.PoolClient, dropOnTimeout: boolean): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        const timedOut = error instanceof Error && error.message === READ_TIMEOUT;
        if (timedOut && dropOnTimeout) (client as unknown as ClientInternals).connection?.stream?.destroy();
        if (timedOut || isBroken(client)) onLost.get(client)?.();
      });
    }
    return result;
  };
}

/**
 * A client lent out by `pool.connect()` whose release is idempotent, and which goes back to the
 * pool by itself shortly after its connection is lost. drizzle's transaction never releases its
 * client when BEGIN fails: without this, every outage would leak connections until none were left.
 */
function reclaimWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  let timer: NodeJS.Timeout | undefined;
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    onLost.delete(client);
    release(err);
  };
  onLost.set(client, () => {
    if (released || timer) return;
    timer = setTimeout(() => client.release(new Error('connection lost')), RECLAIM_AFTER_MS);
    timer.unref();
  });
  return client;
}

/**
 * Makes a pool safe through outages: a lost connection never crashes the process, a timed-out
 * one is closed (with `dropOnTimeout`), and a client whose connection is gone always returns.
 */
export function guardPool(pool: pg.Pool, options: { dropOnTimeout: boolean }): void {
  // An idle client losing its server reports to the pool; a lent one to its own listener.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => onLost.get(client)?.());
    watchQueries(client, options.dropOnTimeout);
  });
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    // The callback form is pool.query's own, which releases the client itself.
    if (args.length) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then(reclaimWhenLost);
  };
}
