import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/test-app';
import { createTestDatabase, type TestDatabase } from '../../tests/test-database';

describe('HTTP layer', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb.database);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('sends security headers, a CSP allowing scripts of this origin only, and a request id', async () => {
    const first = await app.request('/api/status');
    const csp = first.headers.get('content-security-policy') ?? '';
    // An API answer runs no inline script: no nonce (pages get one per request, e2e/server-rendering).
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    const kept = await app.request('/api/status', { headers: { 'X-Request-Id': 'lb-1234-abc' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234-abc');
    const replaced = await app.request('/api/status', { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toContain('<');
  });

  it('compresses large JSON with brotli, or gzip when that is all the client takes', async () => {
    const plain = await (await app.request('/api/openapi.json')).text();
    expect(plain.length).toBeGreaterThan(1024);

    const br = await app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);

    const gz = await app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);

    const none = await app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'br;q=0, identity' } });
    expect(none.headers.get('content-encoding')).toBeNull();
  });

  it('publishes the OpenAPI document of the API', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    expect(doc.info.title).toBe('Tienda Diverso API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/status', '/api/ad-banners/activos', '/api/ad-banners/{id}/impresion', '/api/ad-banners/{id}/clic', '/auth/login']),
    );
  });

  it('answers malformed methods on API paths with JSON, never HTML', async () => {
    const res = await app.request('/api/status', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
