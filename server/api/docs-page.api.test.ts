import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { DOCS_ASSETS } from './docs-page';

/** Issue 10: a human docs page at /api/docs, served from our own assets under the site's CSP. */
describe('the API docs page', () => {
  const api = setupApiTest();

  it('answers /api/docs with a Spanish HTML page that loads the document from /api/openapi.json through our own files', async () => {
    const res = await api.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');

    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Documentación de la API · Tienda Diverso</title>');
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    // Only files of this origin: no inline script, no CDN.
    for (const attributes of scripts) expect(attributes).toMatch(new RegExp(` src="${DOCS_ASSETS}/`));
    expect(html).not.toMatch(/https?:\/\//);

    const starter = await (await api.app.request(`${DOCS_ASSETS}/start.js`)).text();
    expect(starter).toContain("url: '/api/openapi.json'");
  });

  it.each([
    ['swagger-ui-bundle.js', /^text\/javascript/],
    ['start.js', /^text\/javascript/],
    ['swagger-ui.css', /^text\/css/],
  ])('serves %s with its content type, cached for a year', async (file, type) => {
    const res = await api.app.request(`${DOCS_ASSETS}/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it.each([
    ['another version', '/api/docs/assets/0.0.1/swagger-ui-bundle.js'],
    ['a file that is not one of the page', `${DOCS_ASSETS}/package.json`],
    ['a path out of the package', `${DOCS_ASSETS}/..%2F..%2Fpackage.json`],
    ['an inherited name', `${DOCS_ASSETS}/constructor`],
  ])('answers %s with a JSON 404', async (_case, url) => {
    const res = await api.app.request(url);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toEqual(expect.any(String));
  });
});
