import { serve } from '@hono/node-server';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { APP_VERSION } from '../common/constants';
import { createApp } from './app';
import { authSettingsFrom, type Config } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import type { Logger } from './logger';
import { runSeeds } from './seed/run-seeds';
import { createLocalFileStorage } from './storage/file-storage';

/** Opens the database, migrates, seeds, and listens; SIGTERM/SIGINT shut it down cleanly. */
export async function startServer(config: Config, logger: Logger) {
  const buildDir = path.resolve(config.BUILD_DIR);
  const database = await openDatabase({
    ...config,
    onPoolError: (err) => logger.warn({ err: err.message }, 'database connection lost'),
  });
  logger.info({ database: database.kind }, 'database opened');
  await migrateDatabase(database);
  const storage = createLocalFileStorage(path.join(config.dataDir, 'storage'));
  const seeded = await runSeeds(database, { includeDemo: config.SEED_DEMO_DATA,
    context: {
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      storage,
    },
    logger });
  logger.info({ steps: seeded.length }, 'migrations applied, seeds checked');

  const ssrBuild = (await import(
    pathToFileURL(path.join(buildDir, 'server', 'index.js')).href
  )) as ServerBuild;

  const app = createApp({
    database,
    logger,
    version: APP_VERSION,
    dbCheckTimeoutMs: config.DB_CHECK_TIMEOUT_MS,
    now: () => new Date(),
    auth: authSettingsFrom(config),
    storage,
    uploadMaxBytes: config.UPLOAD_MAX_BYTES,
    trustProxy: config.TRUST_PROXY,
    ssrBuild,
    clientDir: path.relative(process.cwd(), path.join(buildDir, 'client')) || '.',
  });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port }, `Tienda Diverso escuchando en http://localhost:${info.port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new requests, finishing those in flight');
    const force = setTimeout(() => {
      logger.warn('shutdown timeout reached, closing remaining connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      await database.close().catch((err) => logger.error({ err }, 'closing the database failed'));
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}
