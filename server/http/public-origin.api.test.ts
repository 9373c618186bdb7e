import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { createTestApp } from '../../tests/test-app';

describe('PUBLIC_URL', () => {
  const api = setupApiTest();
  const behindProxy = () => createTestApp(api.testDb.database, { publicUrl: 'https://tienda.example' });

  it('names the public origin in absolute addresses, whatever host the proxy asked on', async () => {
    const robots = await (await behindProxy().request('http://10.0.0.5:3000/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://tienda.example/sitemap.xml');
    const sitemap = await (await behindProxy().request('http://10.0.0.5:3000/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://tienda.example/store</loc>');
    expect(sitemap).not.toContain('10.0.0.5');
  });

  it('leaves the request otherwise whole: a POST body still arrives', async () => {
    const res = await behindProxy().request('http://10.0.0.5:3000/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nadie@example.com', password: 'no-es-la-clave' }),
    });
    expect(res.status).toBe(422);
    // Refused for its credentials, not for a missing field: the body was read.
    expect(JSON.stringify(await res.json())).toMatch(/credentials|credenciales/i);
  });

  it('without it, the request origin is used', async () => {
    expect(await (await api.app.request('http://localhost:3000/robots.txt')).text()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
