import pino from 'pino';
import { createApp } from '../server/app';
import type { Database } from '../server/db/client';

export const silentLogger = pino({ level: 'silent' });

/** The real app (API, middleware, error handling) without SSR, for `app.request()` tests. */
export function createTestApp(database: Database, overrides: { now?: () => Date } = {}) {
  return createApp({
    database,
    logger: silentLogger,
    version: '1.0.0',
    dbCheckTimeoutMs: 1_000,
    now: overrides.now ?? (() => new Date()),
  });
}
