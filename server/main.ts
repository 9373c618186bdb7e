import fs from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './start';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

try {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  await startServer(config, logger);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(78);
  }
  console.error('Tienda Diverso could not start:', err);
  process.exit(1);
}
