/**
 * `npm run lint:api`: writes the API's OpenAPI document to a temporary file and lints it with the
 * Spectral CLI and `.spectral.yaml`, printing every finding. `npm test` runs the same rules
 * (server/api/openapi.api.test.ts); this is for reading them in a terminal.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../server/db/client';
import { createTestApp } from '../tests/test-app';

const root = path.resolve(import.meta.dirname, '..');
// The document is built from the routes' contracts alone: an empty in-memory database will do.
const database = await openPglite();
const document = await (await createTestApp(database).request('/api/openapi.json')).text();
await database.close();

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'td-openapi-'));
const file = path.join(dir, 'openapi.json');
fs.writeFileSync(file, document);
console.log(`OpenAPI document written to ${file}`);

const spectral = path.join(root, 'node_modules', '.bin', 'spectral');
const run = spawnSync(spectral, ['lint', file, '--ruleset', path.join(root, '.spectral.yaml'), '--fail-severity', 'warn'], { stdio: 'inherit' });
fs.rmSync(dir, { recursive: true, force: true });
process.exitCode = run.status ?? 1;
