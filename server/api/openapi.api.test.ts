import fs from 'node:fs';
import path from 'node:path';
import { Document, Spectral } from '@stoplight/spectral-core';
import Parsers from '@stoplight/spectral-parsers';
import { bundleAndLoadRuleset } from '@stoplight/spectral-ruleset-bundler/with-loader';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { createUser } from '../../tests/factories';
import { createTestApp } from '../../tests/test-app';
import { needsToken, operationsOf, untypedSpots, type OpenApiDocument, type Operation } from '../../tests/openapi';

/**
 * Issue 10, "a complete OpenAPI document": every route the app serves is in /api/openapi.json,
 * named, described, tagged, with who may call it and a typed success answer; and Spectral's
 * OpenAPI rules (`.spectral.yaml`) find nothing, error or warning.
 */

/** Served by the API but not operations of it: the document itself and its human page. */
const NOT_OPERATIONS = /^\/api\/(openapi\.json|docs(\/.*)?)$/;
/** An id no row has: a path parameter the server reads as valid and finds nothing for. */
const MISSING_ID = '2147483000';

/** `/api/products/:idOrSlug` (Hono) → `/api/products/{idOrSlug}` (OpenAPI). */
const openApiPath = (honoPath: string) => honoPath.replaceAll(/:(\w+)(\{[^}]*\})?/g, '{$1}');
const withMissingIds = (op: Operation) => op.path.replaceAll(/\{\w+\}/g, MISSING_ID);

async function spectralFindings(doc: OpenApiDocument) {
  const spectral = new Spectral();
  const refuseNetwork = () => Promise.reject(new Error('Spectral tried to reach the network'));
  spectral.setRuleset(await bundleAndLoadRuleset(path.resolve('.spectral.yaml'), { fs, fetch: refuseNetwork as never }));
  const results = await spectral.run(new Document(JSON.stringify(doc, null, 2), Parsers.Json, 'openapi.json'));
  return results.map((r) => `${r.severity === 0 ? 'error' : r.severity === 1 ? 'warning' : 'info'} ${r.code} at ${r.path.join('.')}: ${r.message}`);
}

describe('the OpenAPI document at /api/openapi.json', () => {
  const api = setupApiTest();
  let doc: OpenApiDocument;
  let operations: Operation[];
  let customer: Record<string, string>;

  beforeAll(async () => {
    const res = await api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body as OpenApiDocument;
    operations = operationsOf(doc);
    customer = (await createUser(api.db)).auth;
  });

  it('lists every route the app serves under /api and /auth, and no route it does not serve', () => {
    const served = new Set(
      api.app.routes
        .filter((r) => r.method !== 'ALL' && /^\/(api|auth)\//.test(r.path) && !NOT_OPERATIONS.test(r.path))
        .map((r) => `${r.method} ${openApiPath(r.path)}`),
    );
    const documented = new Set(operations.map((op) => op.key));
    expect([...served].filter((key) => !documented.has(key)).sort(), 'served but missing from the document').toEqual([]);
    expect([...documented].filter((key) => !served.has(key)).sort(), 'in the document but not served').toEqual([]);
  });

  it('names, summarises, describes and tags every operation, with each tag declared', () => {
    const declared = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
    const problems = [...declared].filter(([, description]) => !description?.trim()).map(([name]) => `tag ${name} has no description`);
    const ids = new Map<string, string[]>();
    for (const { key, spec } of operations) {
      if (!spec.operationId) problems.push(`${key}: no operationId`);
      else ids.set(spec.operationId, [...(ids.get(spec.operationId) ?? []), key]);
      if (!spec.summary?.trim()) problems.push(`${key}: no summary`);
      if (!spec.description?.trim()) problems.push(`${key}: no description`);
      if (spec.tags?.length !== 1) problems.push(`${key}: ${spec.tags?.length ?? 0} tags instead of one`);
      for (const tag of spec.tags ?? []) if (!declared.has(tag)) problems.push(`${key}: tag ${tag} is not declared`);
    }
    for (const [id, keys] of ids) if (keys.length > 1) problems.push(`operationId ${id} is used by ${keys.join(', ')}`);
    expect(problems).toEqual([]);
  });

  it('says who may call each operation (security: [] when public, the bearer token otherwise) as the server enforces it', async () => {
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const problems: string[] = [];
    for (const op of operations) {
      const { security } = op.spec;
      if (!Array.isArray(security)) {
        problems.push(`${op.key}: no security (public operations say security: [])`);
        continue;
      }
      if (security.some((requirement) => Object.keys(requirement).some((name) => name !== 'bearer'))) problems.push(`${op.key}: unknown security scheme`);
      // Nothing is sent but the path with ids no row has, so no call here changes anything.
      const asGuest = await api.app.request(withMissingIds(op), { method: op.method.toUpperCase() });
      if (needsToken(op.spec) && asGuest.status !== 401) problems.push(`${op.key}: needs a token but answers a guest ${asGuest.status}`);
      if (!needsToken(op.spec) && asGuest.status === 401) problems.push(`${op.key}: says it is public but answers a guest 401`);
      if (op.spec.responses['403']) {
        const asCustomer = await api.app.request(withMissingIds(op), { method: op.method.toUpperCase(), headers: customer });
        if (asCustomer.status !== 403) problems.push(`${op.key}: declares 403 for non-staff but answers a customer ${asCustomer.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('types every success answer: a JSON schema with no untyped value, empty object or open record', () => {
    const problems: string[] = [];
    for (const { key, spec } of operations) {
      const successes = Object.entries(spec.responses).filter(([status]) => /^2\d\d$/.test(status));
      if (successes.length === 0) problems.push(`${key}: no success answer`);
      for (const [status, response] of successes) {
        // A download (the products CSV, a return sheet's PDF) declares its media type and a text or binary body instead of JSON.
        const csv = response.content?.['text/csv']?.schema;
        if (csv && (csv as { type?: string }).type === 'string') continue;
        const pdf = response.content?.['application/pdf']?.schema as { type?: string; format?: string } | undefined;
        if (pdf?.type === 'string' && pdf.format === 'binary') continue;
        const zip = response.content?.['application/zip']?.schema as { type?: string; format?: string } | undefined;
        if (zip?.type === 'string' && zip.format === 'binary') continue;
        const schema = response.content?.['application/json']?.schema;
        if (!schema) problems.push(`${key} ${status}: no JSON schema`);
        else problems.push(...untypedSpots(doc, schema, 'body').map((spot) => `${key} ${status}: untyped ${spot}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('types integer and boolean query parameters as such, and every parameter at all', () => {
    const integerNames = /^(page|per_page|limit|offset)$|_id$/;
    const booleanNames = /^(is|has|in|on)_|^facets$/;
    const problems: string[] = [];
    for (const { key, spec } of operations) {
      for (const param of spec.parameters ?? []) {
        const type = param.schema?.type;
        const at = `${key} ${param.in} ${param.name}`;
        if (!type && !param.schema?.$ref && !param.schema?.anyOf) problems.push(`${at}: no type`);
        if (param.in !== 'query') continue;
        if (integerNames.test(param.name) && type !== 'integer') problems.push(`${at}: typed ${String(type)}, not integer`);
        if (booleanNames.test(param.name) && type !== 'boolean') problems.push(`${at}: typed ${String(type)}, not boolean`);
        const samples = [param.schema?.default, ...(param.schema?.enum ?? [])].filter((v) => v !== undefined);
        if (type === 'string' && samples.some((v) => typeof v !== 'string')) problems.push(`${at}: a string with a non-string default or value`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('says what the API is, whom to contact and under which licence', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.description?.length).toBeGreaterThan(40);
    // At the origin the document was asked at (PUBLIC_URL's when set); the store's addresses are on that page.
    expect(doc.info.contact).toEqual({ name: expect.any(String), url: 'http://localhost/help/contact' });
    expect(doc.info.license).toEqual({ name: expect.any(String), url: 'http://localhost/terms' });
  });

  it("names the store's public origin, not the demo domain", async () => {
    const behindProxy = createTestApp(api.testDb.database, { publicUrl: 'https://tienda.example' });
    const text = await (await behindProxy.request('http://10.0.0.5:3000/api/openapi.json')).text();
    const atPublic = JSON.parse(text) as OpenApiDocument & { servers?: unknown };
    expect(atPublic.info.contact?.url).toBe('https://tienda.example/help/contact');
    expect(atPublic.info.license?.url).toBe('https://tienda.example/terms');
    expect(atPublic.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(text).not.toContain('tiendadiverso.es');
    expect(text).not.toContain('10.0.0.5');
  });

  it('publishes every pattern as a regular expression a client can use (no /flags left over), the role name one matching valid names', () => {
    const patterns: { at: string; pattern: string }[] = [];
    const collect = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((item, i) => collect(item, `${at}[${i}]`));
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'pattern' && typeof value === 'string') patterns.push({ at, pattern: value });
          else collect(value, `${at}.${key}`);
        }
      }
    };
    collect(doc, '');
    expect(patterns.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const { at, pattern } of patterns) {
      // JSON Schema 2020-12 reads `pattern` as ECMA-262 with Unicode semantics (as ajv does: the u flag).
      try {
        new RegExp(pattern, 'u');
      } catch (err) {
        problems.push(`${at}: ${pattern} does not compile (${(err as Error).message})`);
      }
      if (/\/[dgimsuvy]+$/.test(pattern)) problems.push(`${at}: ${pattern} ends like a regex literal's flags`);
    }
    expect(problems).toEqual([]);
    const roleName = doc.components?.schemas?.AdminRoleCreate?.properties?.name?.pattern;
    expect(roleName).toBeDefined();
    const published = new RegExp(roleName!, 'u');
    for (const name of ['Atención al cliente', 'Almacén_2.0-norte', 'ventas']) expect(published.test(name), name).toBe(true);
    for (const name of ['-guion', ' espacio', 'rol/otro']) expect(published.test(name), name).toBe(false);
  });

  it("passes Spectral's OpenAPI rules (.spectral.yaml) with no error and no warning", async () => {
    expect(await spectralFindings(doc)).toEqual([]);
  });
});

describe('the untyped-answer check itself', () => {
  const doc = { components: { schemas: { Brand: { type: 'object', properties: { id: { type: 'integer' } } } } } } as unknown as OpenApiDocument;
  const spots = (schema: object) => untypedSpots(doc, schema, 'body');

  it('finds z.any(), empty objects, loose objects, undescribed records and untyped items', () => {
    expect(spots({ type: 'object', properties: { data: {} } })).toEqual(['body.data']);
    expect(spots({ type: 'object', properties: { data: { type: 'object' } } })).toEqual(['body.data (object without properties)']);
    expect(spots({ type: 'object', properties: { id: { type: 'integer' } }, additionalProperties: {} })).toEqual(['body (open to any key)']);
    expect(spots({ type: 'object', additionalProperties: { type: 'integer' } })).toEqual(['body (open to any key)']);
    expect(spots({ type: 'array', items: {} })).toEqual(['body[]']);
    expect(spots({ type: 'array' })).toEqual(['body[]']);
  });

  it('accepts typed fields, references, nullable unions and described records of typed values', () => {
    expect(spots({ type: 'object', properties: { brand: { $ref: '#/components/schemas/Brand' }, note: { anyOf: [{ type: 'string' }, { type: 'null' }] } } })).toEqual([]);
    expect(spots({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Personas por rol.' })).toEqual([]);
    expect(spots({ type: 'array', items: { enum: ['a', 'b'] } })).toEqual([]);
  });
});
