import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, type TestDatabase } from '../../../tests/test-database';
import { adBannerVisits, adBanners } from '../../db/schema';
import { AD_BANNER_VISIT_WINDOW_MS, createAdBanner, pruneBannerVisits, visitorHash } from './service';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('ad banners API', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb.database, { now: () => NOW });
  });
  afterAll(async () => {
    await testDb.cleanup();
  });
  beforeEach(async () => {
    await testDb.database.db.delete(adBanners);
  });

  const db = () => testDb.database.db;

  it('lists the active banners of a path, highest priority first, in the spec shape', async () => {
    const low = await createAdBanner(db(), { nombre: 'b', textoPrincipal: 'Segundo', rutas: ['/'], prioridad: 1 });
    const high = await createAdBanner(db(), {
      nombre: 'a',
      tipoBanner: 'imagen',
      textoPrincipal: 'Primero',
      textoSecundario: 'Sub',
      titulo: 'Alt',
      imagenUrl: '/storage/banners/a.webp',
      urlDestino: '/store',
      rutas: ['/'],
      prioridad: 5,
      mostrarBotonCerrar: false,
    });
    await createAdBanner(db(), { nombre: 'c', textoPrincipal: 'Otra página', rutas: ['/store'] });

    const res = await app.request('http://tienda.test/api/ad-banners/activos?ruta=/');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('success');
    expect(body.data.map((b: { id: number }) => b.id)).toEqual([high.id, low.id]);
    expect(body.data[0]).toEqual({
      id: high.id,
      tipo_banner: 'imagen',
      html_content: null,
      imagen_completa_url: 'http://tienda.test/storage/banners/a.webp',
      titulo: 'Alt',
      texto_principal: 'Primero',
      texto_secundario: 'Sub',
      color_fondo: '#f9fafb',
      color_texto: '#111827',
      url_destino: '/store',
      mostrar_boton_cerrar: false,
    });
  });

  it('leaves out switched-off banners and those outside their dates', async () => {
    await createAdBanner(db(), { nombre: 'off', rutas: ['/'], activo: false });
    await createAdBanner(db(), { nombre: 'future', rutas: ['/'], fechaInicio: new Date('2026-12-01T00:00:00Z') });
    await createAdBanner(db(), { nombre: 'past', rutas: ['/'], fechaFin: new Date('2026-11-01T00:00:00Z') });
    const current = await createAdBanner(db(), {
      nombre: 'now',
      rutas: ['/'],
      fechaInicio: new Date('2026-11-01T00:00:00Z'),
      fechaFin: new Date('2026-12-31T00:00:00Z'),
    });
    const res = await app.request('/api/ad-banners/activos?ruta=/');
    const body = await res.json();
    expect(body.data.map((b: { id: number }) => b.id)).toEqual([current.id]);
  });

  it('matches prefix rules and the catch-all', async () => {
    const store = await createAdBanner(db(), { nombre: 'store', rutas: ['/store/*'] });
    const all = await createAdBanner(db(), { nombre: 'all', rutas: ['*'], prioridad: -1 });
    const product = await (await app.request('/api/ad-banners/activos?ruta=/store/products/camisa')).json();
    expect(product.data.map((b: { id: number }) => b.id)).toEqual([store.id, all.id]);
    const home = await (await app.request('/api/ad-banners/activos?ruta=/')).json();
    expect(home.data.map((b: { id: number }) => b.id)).toEqual([all.id]);
  });

  it('stores html banners sanitised and serves them without scripts or handlers', async () => {
    const banner = await createAdBanner(db(), {
      nombre: 'html',
      tipoBanner: 'html',
      htmlContent:
        '<p onclick="steal()">Envío <strong>gratis</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
      rutas: ['/'],
    });
    const [stored] = await db().select().from(adBanners).where(eq(adBanners.id, banner.id));
    expect(stored!.htmlContent).not.toMatch(/script|onclick|onerror|javascript:/i);
    const body = await (await app.request('/api/ad-banners/activos?ruta=/')).json();
    expect(body.data[0].html_content).toContain('Envío <strong>gratis</strong>');
    expect(body.data[0].html_content).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('orders by priority and then the newest first', async () => {
    const older = await createAdBanner(db(), { nombre: 'older', rutas: ['*'], prioridad: 3, createdAt: new Date('2026-11-01T00:00:00Z') });
    const newer = await createAdBanner(db(), { nombre: 'newer', rutas: ['*'], prioridad: 3, createdAt: new Date('2026-11-10T00:00:00Z') });
    const top = await createAdBanner(db(), { nombre: 'top', rutas: ['*'], prioridad: 4, createdAt: new Date('2026-10-01T00:00:00Z') });
    const body = await (await app.request('/api/ad-banners/activos?ruta=/')).json();
    expect(body.data.map((b: { id: number }) => b.id)).toEqual([top.id, newer.id, older.id]);
  });

  it('a banner for /store/* and /store shows on /store and below it, not on / nor on /storefront', async () => {
    const store = await createAdBanner(db(), { nombre: 'store', rutas: ['/store/*', '/store'] });
    const ids = async (path: string) =>
      (await (await app.request(`/api/ad-banners/activos?ruta=${encodeURIComponent(path)}`)).json()).data.map((b: { id: number }) => b.id);
    expect(await ids('/store')).toEqual([store.id]);
    expect(await ids('/store/')).toEqual([store.id]);
    expect(await ids('/store/products/camisa')).toEqual([store.id]);
    expect(await ids('/')).toEqual([]);
    expect(await ids('/storefront')).toEqual([]);
  });

  it('honours the edges of the dates: shown from its start to its end, both included', async () => {
    const edge = await createAdBanner(db(), { nombre: 'edge', rutas: ['/'], fechaInicio: NOW, fechaFin: new Date(NOW.getTime() + 1000) });
    const early = await createAdBanner(db(), { nombre: 'early', rutas: ['/'], fechaInicio: new Date(NOW.getTime() + 1) });
    const ended = await createAdBanner(db(), { nombre: 'ended', rutas: ['/'], fechaFin: new Date(NOW.getTime() - 1) });
    const body = await (await app.request('/api/ad-banners/activos?ruta=/')).json();
    const ids = body.data.map((b: { id: number }) => b.id);
    expect(ids).toEqual([edge.id]);
    expect(ids).not.toContain(early.id);
    expect(ids).not.toContain(ended.id);
  });

  const visit = (id: number, counter: 'impresion' | 'clic', ip = '203.0.113.7', agent = 'Firefox/140') =>
    app.request(`/api/ad-banners/${id}/${counter}`, { method: 'POST', headers: { 'X-Forwarded-For': ip, 'User-Agent': agent } });

  it('counts one impression and one click per visitor and banner in a window', async () => {
    const banner = await createAdBanner(db(), { nombre: 'count', rutas: ['/'] });
    expect(await (await visit(banner.id, 'impresion')).json()).toEqual({ status: 'success', data: { id: banner.id, total: 1 } });
    const again = await visit(banner.id, 'impresion');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'success', data: { id: banner.id, total: 1 } });
    // Another browser on the same address, or another address, is another visitor.
    expect((await (await visit(banner.id, 'impresion', '203.0.113.7', 'Chrome/141')).json()).data.total).toBe(2);
    expect((await (await visit(banner.id, 'impresion', '198.51.100.4')).json()).data.total).toBe(3);
    expect((await (await visit(banner.id, 'clic')).json()).data.total).toBe(1);
    expect((await (await visit(banner.id, 'clic')).json()).data.total).toBe(1);
    const [row] = await db().select().from(adBanners).where(eq(adBanners.id, banner.id));
    expect(row).toMatchObject({ impresiones: 3, clics: 1 });
  });

  it('never stores the address: a visit is a keyed hash', async () => {
    const banner = await createAdBanner(db(), { nombre: 'hash', rutas: ['/'] });
    await visit(banner.id, 'impresion', '192.0.2.55', 'Safari/18');
    const visits = await db().select().from(adBannerVisits).where(eq(adBannerVisits.bannerId, banner.id));
    expect(visits).toHaveLength(1);
    expect(visits[0]!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(visits)).not.toContain('192.0.2.55');
    expect(visits[0]!.visitorHash).toBe(visitorHash('192.0.2.55', 'Safari/18'));
  });

  it('counts the same visitor again in the next window, and prunes old visits', async () => {
    let now = NOW;
    const clocked = createTestApp(testDb.database, { now: () => now });
    const banner = await createAdBanner(db(), { nombre: 'window', rutas: ['/'] });
    const hit = () => clocked.request(`/api/ad-banners/${banner.id}/impresion`, { method: 'POST', headers: { 'X-Forwarded-For': '203.0.113.9' } });
    await hit();
    now = new Date(NOW.getTime() + AD_BANNER_VISIT_WINDOW_MS);
    expect((await (await hit()).json()).data.total).toBe(2);
    expect(await pruneBannerVisits(db(), new Date(NOW.getTime() + 2 * 24 * 3600 * 1000))).toBe(2);
  });

  it('answers 404 for a banner the store does not show now, and counts nothing', async () => {
    const off = await createAdBanner(db(), { nombre: 'off', rutas: ['/'], activo: false });
    const ended = await createAdBanner(db(), { nombre: 'ended', rutas: ['/'], fechaFin: new Date('2026-11-01T00:00:00Z') });
    for (const id of [off.id, ended.id]) {
      const res = await visit(id, 'clic');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Banner no encontrado.' });
    }
    expect(await db().select().from(adBannerVisits)).toHaveLength(0);
  });

  it('answers 404 for an unknown banner and changes nothing', async () => {
    const res = await app.request('/api/ad-banners/999999/clic', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Banner no encontrado.' });
  });

  it.each([
    ['abc', 'id'],
    ['-3', 'id'],
    ['1.5', 'id'],
    ['99999999999', 'id'],
  ])('answers 422 with a per-field message for the id %s', async (id, field) => {
    const res = await app.request(`/api/ad-banners/${id}/impresion`, { method: 'POST' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors[field]).toHaveLength(1);
    expect(typeof body.message).toBe('string');
  });

  it.each([
    ['', 'La ruta es obligatoria.'],
    ['?ruta=', 'La ruta es obligatoria.'],
    ['?ruta=store', 'La ruta debe empezar por "/" y no contener espacios.'],
    [`?ruta=/${'a'.repeat(2100)}`, 'La ruta no puede superar 2048 caracteres.'],
  ])('answers 422 for the active-banner query %#', async (query, message) => {
    const res = await app.request(`/api/ad-banners/activos${query}`);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message, errors: { ruta: [message] } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.request('/api/no-existe');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
