import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, type TestDatabase } from '../../../tests/test-database';
import { adBanners } from '../../db/schema';
import { createAdBanner } from './service';

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

  it('counts impressions and clicks in the database', async () => {
    const banner = await createAdBanner(db(), { nombre: 'count', rutas: ['/'] });
    await app.request(`/api/ad-banners/${banner.id}/impresion`, { method: 'POST' });
    const second = await app.request(`/api/ad-banners/${banner.id}/impresion`, { method: 'POST' });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ status: 'success', data: { id: banner.id, total: 2 } });
    const click = await app.request(`/api/ad-banners/${banner.id}/clic`, { method: 'POST' });
    expect(click.status).toBe(200);
    const [row] = await db().select().from(adBanners).where(eq(adBanners.id, banner.id));
    expect(row).toMatchObject({ impresiones: 2, clics: 1 });
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
