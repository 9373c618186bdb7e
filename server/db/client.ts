import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { tracePgliteQueries, tracePgQueries } from '../telemetry/tracing';
import { claimPglite } from './pglite-owner';
import { PGLITE_SHARED_BUFFERS } from './pglite-settings';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs `fn` on one connection holding a session-level advisory lock (migrations, seeds). */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /** A trivial query that fails when the database cannot answer within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  /**
   * Listens to a NOTIFY channel (delivered at commit, to every instance on the database):
   * `onEvent('notify')` for each notification, and on PostgreSQL `'lost'` when the listening
   * connection drops (notifications may be missed until) `'listening'` once it is back.
   * Returns a function that stops listening.
   */
  listen?(channel: string, onEvent: (event: ListenEvent) => void): Promise<() => Promise<void>>;
  /**
   * A barrier on `channel`: resolves once every listener of this process on it has received all
   * that was notified before the call. Its marker is not passed on as a notification, so it
   * clears no kept answer (the tests wait on it after writing straight to the database).
   */
  listenersCaughtUp?(channel: string): Promise<void>;
  /**
   * Plain SQL for a library that brings its own (the job queue, server/jobs): with values, one
   * parameterised statement; without, a script of several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PostgreSQL only: the pool's connections (all, idle) and the queries waiting for one (the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as a gzip tarball (the tests' template database). */
  dumpDataDir?(): Promise<Buffer>;
  /**
   * PGlite only: the data directory as a gzip tarball taken between two transactions (none is
   * half-way), after a checkpoint, with `alongside` run on the same state (the backup's row counts).
   */
  backupDataDir?<T>(alongside: (query: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<{ tarball: Buffer; alongside: T }>;
  close(): Promise<void>;
}

export type ListenEvent = 'notify' | 'lost' | 'listening';

/** The payload prefix of a `listenersCaughtUp` marker. */
const BARRIER = 'caught-up:';
const isBarrier = (payload: string | undefined) => payload?.startsWith(BARRIER) ?? false;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Called with each statement Drizzle sends (tests count queries with it). */
export type QueryListener = (query: string) => void;

function queryLogger(onQuery: QueryListener | undefined) {
  return onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {};
}

export async function openPglite(
  dataDir?: string,
  options: {
    onQuery?: QueryListener;
    /** A tarball of `dumpDataDir()` to start from. */
    loadDataDir?: Buffer;
    /** PostgreSQL's shared_buffers, in this process's memory (pglite-settings.ts); default 32MB. */
    sharedBuffers?: string;
  } = {},
): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([new Uint8Array(options.loadDataDir)]) } : {}),
    // The extensions the migrations create; a real PostgreSQL ships them in its contrib package.
    extensions: { pg_trgm, unaccent },
    // PGlite's own start parameters, and a smaller buffer pool than PostgreSQL's 128MB.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`],
  });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${schema.TYPO_SIMILARITY}`);
  // Its statements in spans when traces are on (OTEL_EXPORTER_OTLP_ENDPOINT); otherwise nothing.
  tracePgliteQueries(client);
  const db: Db = drizzlePglite(client, { schema, ...queryLogger(options.onQuery) });
  let closed = false;
  let queue = Promise.resolve();
  return {
    kind: 'pglite',
    db,
    // PGlite is a single connection in this process: serialising is the lock.
    withLock: (_key, fn) => {
      const run = queue.then(() => fn(db));
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
    ping: async (timeoutMs) => {
      if (closed) throw new Error('database is closed');
      await withTimeout(client.query('select 1'), timeoutMs, 'database check');
    },
    // One connection in this process: a notification arrives before the committing statement's promise settles.
    listen: async (channel, onEvent) => {
      const stop = await client.listen(channel, (payload) => {
        if (!isBarrier(payload)) onEvent('notify');
      });
      onEvent('listening');
      return stop;
    },
    listenersCaughtUp: async (channel) => {
      await client.query('select pg_notify($1, $2)', [channel, `${BARRIER}${randomUUID()}`]);
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    dumpDataDir: async () => Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()),
    backupDataDir: async (alongside) => {
      // Writes the changed pages to the files, so a restore replays little of the log.
      await client.exec('CHECKPOINT');
      // Every query and transaction of this connection waits for this one: the tarball is taken
      // between transactions, and `alongside` sees exactly what it holds.
      return client.transaction(async (tx) => {
        const result = await alongside(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
        const tarball = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
        return { tarball, alongside: result };
      });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

export function openPostgres(
  url: string,
  options: { poolMax?: number; connectTimeoutMs?: number; onError?: (err: Error) => void; onQuery?: QueryListener } = {},
): Database {
  // Every pg client's statements in spans when traces are on (OTEL_EXPORTER_OTLP_ENDPOINT); otherwise nothing.
  tracePgQueries(pg);
  const pool = new pg.Pool({
    connectionString: url,
    // The product search's typo threshold, for its indexable `<%` operator (see TYPO_SIMILARITY).
    // No JIT: the store's queries are short, and compiling a large search plan cost more (~50 ms)
    // than it saved.
    options: `-c pg_trgm.word_similarity_threshold=${schema.TYPO_SIMILARITY} -c jit=off`,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', (err) => options.onError?.(err));
  const db: Db = drizzlePg(pool, { schema, ...queryLogger(options.onQuery) });
  const listeners = new Set<ReturnType<typeof pgListener>>();
  return {
    kind: 'postgres',
    db,
    withLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg(client, { schema }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    ping: async (timeoutMs) => {
      await withTimeout(pool.query('select 1'), timeoutMs, 'database check');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    executeSql: async (text, values) => {
      const result = await pool.query<Record<string, unknown>>(text, values && values.length > 0 ? values : undefined);
      // A script of several statements answers one result each: the last one's rows.
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult<Record<string, unknown>> | undefined) : result;
      return { rows: last?.rows ?? [] };
    },
    listen: async (channel, onEvent) => {
      const listener = pgListener(url, channel, onEvent, options.connectTimeoutMs ?? 5_000);
      listeners.add(listener);
      await listener.ready;
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    // Each listener has its own connection: one hearing the marker says nothing of the others.
    listenersCaughtUp: async (channel) => {
      const payload = `${BARRIER}${randomUUID()}`;
      const heard = Promise.all([...listeners].filter((l) => l.channel === channel).map((l) => l.heard(payload)));
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
      await heard;
    },
    close: async () => {
      await Promise.all([...listeners].map((l) => l.stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

/**
 * A dedicated connection (outside the pool: LISTEN belongs to a session) listening to `channel`;
 * when it drops it says 'lost' and reconnects, with a growing pause, until stopped. `ready`
 * settles once the first LISTEN has succeeded (or failed: the retries go on).
 */
function pgListener(url: string, channel: string, onEvent: (event: ListenEvent) => void, connectTimeoutMs: number) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = 100;
  const barriers = new Map<string, () => void>();
  const releaseBarriers = () => {
    for (const release of barriers.values()) release();
    barriers.clear();
  };
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    client = next;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      void next.end().catch(() => undefined);
      // A lost connection hears no marker; its 'lost' already tells the listener to distrust what it kept.
      releaseBarriers();
      if (stopped) return;
      onEvent('lost');
      retry = setTimeout(() => void connect(), pause);
      pause = Math.min(pause * 2, 10_000);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      if (!isBarrier(message.payload)) return onEvent('notify');
      barriers.get(message.payload!)?.();
      barriers.delete(message.payload!);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      pause = 100;
      onEvent('listening');
    } catch {
      onLost();
    }
  };
  return {
    channel,
    ready: connect(),
    heard: (payload: string) => new Promise<void>((resolve) => barriers.set(payload, resolve)),
    stop: async () => {
      stopped = true;
      releaseBarriers();
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

export async function openDatabase(config: {
  DATABASE_URL?: string;
  DATABASE_POOL_MAX: number;
  PGLITE_SHARED_BUFFERS?: string;
  dataDir: string;
  onPoolError?: (err: Error) => void;
}): Promise<Database> {
  if (config.DATABASE_URL) {
    return openPostgres(config.DATABASE_URL, {
      poolMax: config.DATABASE_POOL_MAX,
      onError: config.onPoolError,
    });
  }
  const dataDir = `${config.dataDir}/pglite`;
  const database = await openPglite(dataDir, { sharedBuffers: config.PGLITE_SHARED_BUFFERS });
  // `npm run backup` and `npm run restore` refuse a data directory a running store has open.
  const release = claimPglite(dataDir);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      release();
    },
  };
}

export { sql };
