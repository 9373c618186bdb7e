import fc from 'fast-check';
import { beforeAll, describe, expect, it, test } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
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
  type FuzzWorld,
} from '../../tests/api-fuzz';
import { operationsOf, type OpenApiDocument, type Operation } from '../../tests/openapi';
import { apiEndpoints } from '../../common/api/endpoints';

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

  beforeAll(async () => {
    doc = (await api.get('/api/openapi.json')).body as OpenApiDocument;
    operations = operationsOf(doc);
    world = await createFuzzWorld(api.testDb.database, api.app);
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
    const before = await dataFingerprint(api.testDb.database);
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
    const changed = changedTables(before, await dataFingerprint(api.testDb.database));
    if (changed.length) problems.push(`${op.key}: bad input changed ${changed.join(', ')}`);
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

  test(`the /auth reading of the login call: the same (seed ${SEED})`, async () => {
    const legacy = operations.filter((op) => !registered.includes(op.key));
    expect(legacy.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const op of legacy) problems.push(...(await fuzz(op)));
    expect(problems, `FUZZ_SEED=${SEED}`).toEqual([]);
  });
});
