import fc from 'fast-check';
import { beforeAll, describe, expect, it, test } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { createUser } from '../../tests/factories';
import {
  answerProblem,
  badRequests,
  changedTables,
  createFuzzWorld,
  dataFingerprint,
  describeRequest,
  invisibleTextRequests,
  ROLES,
  typicalBadRequests,
  writeCount,
  type FuzzRequest,
  type FuzzWorld,
} from '../../tests/api-fuzz';
import { operationsOf, type OpenApiDocument, type Operation } from '../../tests/openapi';
import { apiEndpoints } from '../../common/endpoints';
import { INVISIBLE_CHARS_MESSAGE } from '../../common/text/invisible-chars';

/**
 * Issue 10: bad input to every operation of the OpenAPI document, as a guest, a customer and an
 * administrator: never a 5xx, every answer JSON (a refusal with its `message`), and no row written.
 * Every typical bad request runs each time, then `FUZZ_RUNS` random ones per operation and role;
 * `FUZZ_SEED` replays a run. `npm run fuzz` sends many more over real connections.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;

describe('bad input to every operation of the OpenAPI document', () => {
  const api = setupApiTest();
  let doc: OpenApiDocument;
  let operations: Operation[];
  let world: FuzzWorld;
  /** Every table's digest before the first bad request (the triggers count each row written; this also sees a truncate). */
  let fingerprintBefore: Record<string, string>;

  beforeAll(async () => {
    doc = (await api.get('/api/openapi.json')).body as OpenApiDocument;
    operations = operationsOf(doc);
    world = await createFuzzWorld(api.testDb.database, api.app);
    fingerprintBefore = await dataFingerprint(api.testDb.database);
  });

  /** What is wrong with the answer to `req`, or with what it did to the data; null when nothing. */
  async function problemWith(req: FuzzRequest): Promise<string | null> {
    const writes = await writeCount(api.testDb.database);
    const problem = await answerProblem(await api.app.request(req.url, { method: req.method, headers: req.headers, body: req.body }));
    const written = (await writeCount(api.testDb.database)) - writes;
    const found = problem ?? (written ? `wrote ${written} rows` : null);
    return found && `${found}\n    request: ${describeRequest(req)}`;
  }

  /** Every bad request of one operation; what was wrong, or nothing. */
  async function fuzz(op: Operation): Promise<string[]> {
    const problems: string[] = [];
    for (const req of typicalBadRequests(doc, op, world)) {
      const problem = await problemWith(req);
      if (problem) problems.push(`${op.key}: ${problem}`);
    }
    for (const role of ROLES) {
      const run = await fc.check(
        fc.asyncProperty(badRequests(doc, op, world, role), async (req) => {
          const problem = await problemWith(req);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (run.failed) problems.push(`${op.key} as ${role}: ${String((run.errorInstance as Error | undefined)?.message ?? run.errorInstance)}`);
    }
    return problems;
  }

  // One test an endpoint of the contract registry (issue 20: no test needs more than 30 s).
  const registered = Object.values(apiEndpoints).map((e) => `${e.method.toUpperCase()} /api${e.path}`);

  test('the document has the registry’s every endpoint, and nothing else but the /auth login', () => {
    expect(operations.length).toBeGreaterThan(40);
    const documented = operations.map((op) => op.key);
    expect(registered.filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented.filter((key) => !registered.includes(key) && !key.includes(' /auth/'))).toEqual([]);
  });

  it.each(registered)(`%s: never answers 5xx, always JSON with a message when refused, and writes no row (typical bad requests, then ${RUNS} random ones per role; seed ${SEED})`, async (key) => {
    const op = operations.find((o) => o.key === key)!;
    expect(await fuzz(op), `FUZZ_SEED=${SEED}`).toEqual([]);
  });

  // Each table's digest once for the run: comparing all ~90 tables around every operation took
  // most of this file's five minutes, and the write triggers already name the request that wrote.
  test('after every bad request of every endpoint, no table changed', async () => {
    expect(changedTables(fingerprintBefore, await dataFingerprint(api.testDb.database))).toEqual([]);
  });

  // Issue 33: a schema-driven fuzz had stored U+202E and U+200B through 50 operations. The signed
  // payment notifications read their bytes as signed (route-kit's signedBody) and are left out.
  test('every text of every operation refuses a right-to-left override and a zero-width space: a 422 on that field, nothing written', async () => {
    const signed = new Set(Object.values(apiEndpoints).filter((e) => 'signedBody' in e && e.signedBody).map((e) => `${e.method.toUpperCase()} /api${e.path}`));
    // Staff who may do everything, roles.manage included (the fuzz's administrator may not).
    const staff = { ...world, auth: { ...world.auth, admin: (await createUser(api.db, { roles: ['super-admin'] })).auth } };
    const problems: string[] = [];
    const covered = new Set<string>();
    const before = await dataFingerprint(api.testDb.database);
    const writes = await writeCount(api.testDb.database);
    for (const op of operations.filter((o) => !signed.has(o.key))) {
      for (const { field, request } of invisibleTextRequests(doc, op, staff)) {
        const res = await api.app.request(request.url, { method: request.method, headers: request.headers, body: request.body });
        const body = (await res.json().catch(() => null)) as { errors?: Record<string, string[]> } | null;
        if (res.status !== 422 || !body?.errors?.[field]?.includes(INVISIBLE_CHARS_MESSAGE)) {
          problems.push(`${op.key} ${field}: ${res.status} ${JSON.stringify(body?.errors ?? body).slice(0, 200)}`);
        } else covered.add(op.key);
      }
    }
    expect(problems, 'a text with U+202E and U+200B (INVISIBLE_TEXT) in one field').toEqual([]);
    expect(covered.size).toBeGreaterThan(100);
    expect((await writeCount(api.testDb.database)) - writes).toBe(0);
    expect(changedTables(before, await dataFingerprint(api.testDb.database))).toEqual([]);
  });

  test(`the /auth reading of the login call: the same (seed ${SEED})`, async () => {
    const legacy = operations.filter((op) => !registered.includes(op.key));
    expect(legacy.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const op of legacy) problems.push(...(await fuzz(op)));
    expect(problems, `FUZZ_SEED=${SEED}`).toEqual([]);
  });
});
