/**
 * `npm run fuzz`: the fuzz test's bad requests (tests/api-fuzz.ts), the typical ones and many
 * random ones, over real keep-alive connections to the app listening on a free local port. Prints
 * the answers counted by status and fails on any 5xx, any answer that is not a JSON refusal, any
 * dropped connection and any row written.
 *
 * Environment:
 *   FUZZ_REQUESTS=10000     requests in all, spread evenly over every operation and role
 *   FUZZ_SEED=…             replay a run (the seed is printed at the start)
 *   FUZZ_CONCURRENCY=4      requests in flight at once
 *   TEST_DB=postgres        with TEST_DATABASE_URL: a throw-away PostgreSQL database instead of PGlite
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import {
  answerProblem,
  badRequests,
  changedTables,
  createFuzzWorld,
  dataFingerprint,
  describeRequest,
  ROLES,
  typicalBadRequests,
  writeCount,
  type FuzzRequest,
} from '../tests/api-fuzz';
import { operationsOf, type OpenApiDocument } from '../tests/openapi';
import { createTestApp } from '../tests/test-app';
import { createTestDatabase, seedEssentials } from '../tests/test-database';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);

const testDb = await createTestDatabase();
await seedEssentials(testDb.database);
const app = createTestApp(testDb.database);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const doc = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
const operations = operationsOf(doc);
const world = await createFuzzWorld(testDb.database, app);
const typical = new Map(operations.map((op) => [op, typicalBadRequests(doc, op, world)]));
const typicalCount = [...typical.values()].reduce((sum, list) => sum + list.length, 0);
const perGroup = Math.max(1, Math.ceil((TOTAL - typicalCount) / (operations.length * ROLES.length)));
console.log(
  `Fuzzing ${operations.length} operations on ${testDb.database.kind}: ${typicalCount} typical bad requests, then ${perGroup} random ones per operation and role (FUZZ_SEED=${SEED})`,
);

const byStatus = new Map<string, number>();
const problems: string[] = [];
const count = (key: string) => byStatus.set(key, (byStatus.get(key) ?? 0) + 1);

async function send(req: FuzzRequest) {
  try {
    const res = await fetch(origin + req.url, { method: req.method, headers: req.headers, body: req.body });
    count(String(res.status));
    const problem = await answerProblem(res);
    if (problem) problems.push(`${problem}\n    request: ${describeRequest(req)}`);
  } catch (err) {
    count('connection error');
    const cause = (err as Error & { cause?: Error }).cause;
    problems.push(`connection error (${cause?.message ?? (err as Error).message})\n    request: ${describeRequest(req)}`);
  }
}

const started = performance.now();
let sent = 0;
for (const [index, op] of operations.entries()) {
  const before = await dataFingerprint(testDb.database);
  const writes = await writeCount(testDb.database);
  const random = ROLES.flatMap((role, r) => fc.sample(badRequests(doc, op, world, role), { numRuns: perGroup, seed: SEED + index * ROLES.length + r }));
  const requests = [...typical.get(op)!, ...random];
  const queue = [...requests];
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    for (let req = queue.shift(); req; req = queue.shift()) await send(req);
  }));
  sent += requests.length;
  // Requests run side by side here, so a write is pinned to its operation (the test pins it to the request).
  const written = (await writeCount(testDb.database)) - writes;
  const changed = changedTables(before, await dataFingerprint(testDb.database));
  if (written || changed.length) problems.push(`${op.key}: bad input wrote ${written} rows${changed.length ? ` and changed ${changed.join(', ')}` : ''}`);
}
const seconds = (performance.now() - started) / 1000;

server.close();
await testDb.cleanup();

console.log(`\n${sent} requests in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)} a second)`);
for (const [status, n] of [...byStatus].sort()) console.log(`  ${status.padEnd(16)} ${n}`);
if (problems.length) {
  console.log(`\n${problems.length} problems (FUZZ_SEED=${SEED} replays them):`);
  for (const problem of problems.slice(0, 30)) console.log(`- ${problem}`);
  process.exitCode = 1;
} else {
  console.log('\nNo 5xx, no dropped connection, every refusal JSON with a message, no row written.');
}
