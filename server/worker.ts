import fs from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { openStore, startMetrics } from './start';

// npm run worker — the background jobs without a web server, for web instances started with
// RUN_JOBS=false. SIGTERM waits for the jobs running (up to SHUTDOWN_TIMEOUT_MS); a worker killed
// harder leaves its job active until it expires, and then any worker runs it again.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

try {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL).child({ role: 'worker' });
  const store = await openStore(config, logger, true);
  // The worker's own counters (jobs, e-mails, refunds) are scraped on its METRICS_PORT; it serves nothing else.
  const { stop: stopMetrics } = config.METRICS_PORT !== undefined ? startMetrics(config, logger, store) : { stop: () => {} };
  logger.info('worker running the background jobs');
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping: finishing the jobs running');
    stopMetrics();
    void store.close().then(() => {
      logger.info('worker stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78);
  }
  console.error('The Tienda Diverso worker could not start:', err);
  process.exit(1);
}
