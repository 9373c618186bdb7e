import type { TestProject } from 'vitest/node';
import { preparePgliteTemplate, preparePostgresTemplate } from './template-database';

/**
 * Global setup of the API projects: the migrated template database is built (or found) once,
 * before the first test file, instead of every file migrating a database of its own.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  if (project.config.env?.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    await preparePostgresTemplate(serverUrl);
  } else {
    await preparePgliteTemplate();
  }
  const took = Date.now() - started;
  if (took > 2_000) process.stdout.write(`[${project.name}] template database ready in ${(took / 1000).toFixed(1)} s\n`);
}
