import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adBannerState, clickThroughRate } from '../../../common/banners/admin-contracts';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { adBanners, auditLog } from '../../db/schema';
import { createAdBanner } from './service';

let clock = new Date('2026-11-22T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('admin ad banners API', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database, { now: () => clock });
    admin = (await createUser(testDb.database.db, { roles: ['admin'] })).auth;
    customer = (await createUser(testDb.database.db)).auth;
  });
  afterAll(async () => {
    await testDb.cleanup();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-22T12:00:00.000Z');
    await db().delete(adBanners);
  });

  const db = () => testDb.database.db;
  const json = (body: unknown, headers: Record<string, string> = admin) => ({
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = async (method: string, url: string, body?: unknown, headers = admin): Promise<{ status: number; body: any }> => {
    const res = await app.request(`http://tienda.test/api${url}`, body === undefined ? { method, headers } : { method, ...json(body, headers) });
    return { status: res.status, body: await res.json() };
  };
  const lastAudit = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const count = async () => (await db().select().from(adBanners)).length;

  const htmlBanner = {
    nombre: 'Envío gratis',
    tipo_banner: 'html',
    html_content: '<p onclick="robar()">Envío <strong>gratis</strong><script>alert(1)</script></p>',
    rutas: ['/store', '/store/*'],
    fecha_inicio: '2026-11-22T11:00:00.000Z',
    fecha_fin: '2026-12-22T11:00:00.000Z',
    prioridad: 5,
    color_fondo: '#ffc629',
  };

  describe('create', () => {
    it('creates an html banner sanitised on the server, answers 201 with its state, and audits it', async () => {
      const res = await call('POST', '/admin/ad-banners', htmlBanner);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        nombre: 'Envío gratis',
        tipo_banner: 'html',
        html_content: '<p>Envío <strong>gratis</strong></p>',
        rutas: ['/store', '/store/*'],
        color_fondo: '#FFC629',
        color_texto: '#111827',
        mostrar_boton_cerrar: true,
        activo: true,
        estado: 'activo',
        prioridad: 5,
        impresiones: 0,
        clics: 0,
        ctr: 0,
        fecha_inicio: '2026-11-22T11:00:00.000Z',
      });
      const [row] = await db().select().from(adBanners).where(eq(adBanners.id, res.body.data.id));
      expect(row!.htmlContent).toBe('<p>Envío <strong>gratis</strong></p>');
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'create', entityType: 'banner', entityId: String(res.body.data.id), entityLabel: 'Envío gratis' });
      expect(audit!.changes).toMatchObject({ nombre: { before: null, after: 'Envío gratis' } });
    });

    it('strips scripts, event handlers, javascript: links, iframes, styles and classes', async () => {
      const res = await call('POST', '/admin/ad-banners', {
        ...htmlBanner,
        html_content:
          '<div style="position:fixed;inset:0" class="fixed inset-0 z-50"><a href="javascript:alert(1)" onmouseover="x()">Mira</a> <a href="/store" target="_blank">Tienda</a><iframe src="https://mal.example"></iframe><style>body{display:none}</style><img src="x" onerror="alert(1)"><svg onload="alert(1)"></svg></div>',
      });
      expect(res.status).toBe(201);
      const html: string = res.body.data.html_content;
      expect(html).not.toMatch(/script|onmouseover|onerror|onload|javascript:|iframe|style|class|svg|display:none/i);
      expect(html).toContain('<a href="/store" target="_blank" rel="noopener noreferrer">Tienda</a>');
      expect(html).toContain('Mira');
    });

    it('takes the defaults for what it does not send', async () => {
      const res = await call('POST', '/admin/ad-banners', { nombre: 'Solo texto', texto_principal: 'Hola', rutas: ['*'] });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ tipo_banner: 'texto', color_fondo: '#f9fafb', color_texto: '#111827', activo: true, prioridad: 0, fecha_inicio: null, fecha_fin: null });
    });

    it.each([
      [{ nombre: '' }, 'nombre', 'El nombre es obligatorio.'],
      [{ nombre: 'x'.repeat(121) }, 'nombre', 'El nombre no puede superar 120 caracteres.'],
      [{ tipo_banner: 'video' }, 'tipo_banner', 'El tipo debe ser texto, imagen o html.'],
      [{ html_content: '' }, 'html_content', 'El HTML es obligatorio en un banner HTML.'],
      [{ html_content: '<script>alert(1)</script>' }, 'html_content', 'El HTML no muestra nada una vez saneado (se quitan scripts, eventos, iframes y estilos).'],
      [{ color_fondo: 'red' }, 'color_fondo', 'El color de fondo debe ser un color hexadecimal como #1C355E.'],
      [{ color_texto: '#12345' }, 'color_texto', 'El color del texto debe ser un color hexadecimal como #1C355E.'],
      [{ url_destino: 'javascript:alert(1)' }, 'url_destino', 'El enlace debe empezar por http://, https:// o por / (una página de la tienda).'],
      [{ url_destino: '//mal.example' }, 'url_destino', 'El enlace debe empezar por http://, https:// o por / (una página de la tienda).'],
      [{ rutas: [] }, 'rutas', 'Indica al menos una página donde mostrar el banner.'],
      [{ rutas: 'store' }, 'rutas', 'Las rutas deben ser una lista.'],
      [{ rutas: ['store'] }, 'rutas.0', 'Cada ruta debe ser *, una ruta exacta como /store o un prefijo terminado en /* como /store/*.'],
      [{ rutas: ['/', '/store*'] }, 'rutas.1', 'Cada ruta debe ser *, una ruta exacta como /store o un prefijo terminado en /* como /store/*.'],
      [{ fecha_fin: '2026-11-22T10:00:00.000Z' }, 'fecha_fin', 'La fecha de fin debe ser posterior a la de inicio.'],
      [{ fecha_fin: '2026-11-22T11:00:00.000Z' }, 'fecha_fin', 'La fecha de fin debe ser posterior a la de inicio.'],
      [{ fecha_inicio: 'mañana' }, 'fecha_inicio', 'La fecha de inicio debe ser una fecha y hora válida (ISO 8601).'],
      [{ prioridad: 1.5 }, 'prioridad', 'La prioridad debe ser un número entero.'],
      [{ prioridad: '3' }, 'prioridad', 'La prioridad debe ser un número entero.'],
      [{ prioridad: 5000 }, 'prioridad', 'La prioridad debe estar entre -1000 y 1000.'],
      [{ mostrar_boton_cerrar: 'sí' }, 'mostrar_boton_cerrar', 'Mostrar el botón de cerrar debe ser verdadero o falso.'],
      [{ activo: 1 }, 'activo', 'Activo debe ser verdadero o falso.'],
      [{ imagen_url: 'javascript:alert(1)' }, 'imagen_url', 'La imagen debe ser una subida al almacenamiento o una dirección https.'],
      [{ colorin: 'x' }, 'colorin', 'Campo no admitido.'],
    ])('answers 422 in Spanish on the field (%#) and stores nothing', async (change, field, message) => {
      const res = await call('POST', '/admin/ad-banners', { ...htmlBanner, ...change });
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
      expect(await count()).toBe(0);
    });

    it.each([
      [{ tipo_banner: 'texto', html_content: null }, 'texto_principal', 'El texto principal es obligatorio en un banner de texto.'],
      [{ tipo_banner: 'imagen', titulo: 'Abrigos' }, 'imagen_url', 'Sube una imagen para un banner de imagen.'],
      [{ tipo_banner: 'imagen', imagen_url: '/storage/banners/a.webp' }, 'titulo', 'Describe la imagen (texto alternativo) para quien no la ve.'],
    ])('asks each type for what it shows (%#)', async (change, field, message) => {
      const res = await call('POST', '/admin/ad-banners', { ...htmlBanner, ...change });
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    });

    it('accepts http(s) and same-site targets and every kind of path rule', async () => {
      for (const url of ['https://ruediverso.example/otoño', 'http://a.example', '/store/offers?x=1']) {
        const res = await call('POST', '/admin/ad-banners', { nombre: 'ok', texto_principal: 'Hola', url_destino: url, rutas: ['*', '/', '/store', '/store/*', '/*'] });
        expect(res.status).toBe(201);
      }
    });
  });

  describe('list', () => {
    async function seedStates() {
      const active = await createAdBanner(db(), { nombre: 'Rebajas abrigos', textoPrincipal: 'Abrigos', rutas: ['*'], prioridad: 1, impresiones: 200, clics: 10 });
      const scheduled = await createAdBanner(db(), { nombre: 'Navidad', textoPrincipal: 'Regalos', rutas: ['*'], fechaInicio: at('2026-12-01T00:00:00Z'), prioridad: 3 });
      const expired = await createAdBanner(db(), { nombre: 'Verano', textoSecundario: 'Lino y algodón', rutas: ['*'], fechaFin: at('2026-09-01T00:00:00Z'), impresiones: 50, clics: 20 });
      const paused = await createAdBanner(db(), { nombre: 'Pausado', textoPrincipal: 'Nada', rutas: ['*'], activo: false, prioridad: 9 });
      return { active, scheduled, expired, paused };
    }

    it('pages every banner with its state, figures and click-through rate, highest priority first', async () => {
      const { active, scheduled, expired, paused } = await seedStates();
      const res = await call('GET', '/admin/ad-banners?per_page=2');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 4, from: 1, to: 2 });
      expect(res.body.data.data.map((b: { id: number }) => b.id)).toEqual([paused.id, scheduled.id]);
      const all = await call('GET', '/admin/ad-banners');
      const byId = Object.fromEntries(all.body.data.data.map((b: { id: number }) => [b.id, b]));
      expect(byId[active.id]).toMatchObject({ estado: 'activo', impresiones: 200, clics: 10, ctr: 5 });
      expect(byId[scheduled.id].estado).toBe('programado');
      expect(byId[expired.id]).toMatchObject({ estado: 'caducado', ctr: 40 });
      expect(byId[paused.id].estado).toBe('pausado');
    });

    it.each([
      ['activo', 'Rebajas abrigos'],
      ['programado', 'Navidad'],
      ['caducado', 'Verano'],
      ['pausado', 'Pausado'],
    ])('filters by state %s', async (estado, nombre) => {
      await seedStates();
      const res = await call('GET', `/admin/ad-banners?estado=${estado}`);
      expect(res.body.data.data.map((b: { nombre: string }) => b.nombre)).toEqual([nombre]);
    });

    it('searches the name and the texts, and sorts by any figure', async () => {
      await seedStates();
      const byText = await call('GET', `/admin/ad-banners?search=${encodeURIComponent('lino')}`);
      expect(byText.body.data.data.map((b: { nombre: string }) => b.nombre)).toEqual(['Verano']);
      const byName = await call('GET', '/admin/ad-banners?search=navi');
      expect(byName.body.data.data.map((b: { nombre: string }) => b.nombre)).toEqual(['Navidad']);
      const percent = await call('GET', '/admin/ad-banners?search=%25');
      expect(percent.body.data.total).toBe(0);
      const ctr = await call('GET', '/admin/ad-banners?sort=ctr&dir=desc');
      expect(ctr.body.data.data.map((b: { nombre: string }) => b.nombre).slice(0, 2)).toEqual(['Verano', 'Rebajas abrigos']);
      const names = await call('GET', '/admin/ad-banners?sort=nombre&dir=asc');
      expect(names.body.data.data.map((b: { nombre: string }) => b.nombre)).toEqual(['Navidad', 'Pausado', 'Rebajas abrigos', 'Verano']);
    });

    it.each([
      ['estado=viejo', 'estado'],
      ['sort=precio', 'sort'],
      ['dir=up', 'dir'],
      ['page=0', 'page'],
      ['per_page=500', 'per_page'],
      ['color=rojo', 'color'],
    ])('answers 422 for the query %s', async (query, field) => {
      const res = await call('GET', `/admin/ad-banners?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toHaveLength(1);
    });
  });

  describe('state at the edges of its dates', () => {
    const start = at('2026-11-22T12:00:00.000Z');
    const end = at('2026-11-23T12:00:00.000Z');
    it.each([
      [new Date(start.getTime() - 1), 'programado'],
      [start, 'activo'],
      [end, 'activo'],
      [new Date(end.getTime() + 1), 'caducado'],
    ])('at %s it is %s', (now, state) => {
      expect(adBannerState({ activo: true, fechaInicio: start, fechaFin: end }, now)).toBe(state);
      expect(adBannerState({ activo: false, fechaInicio: start, fechaFin: end }, now)).toBe('pausado');
    });

    it('the list filter reads the edges as the state does', async () => {
      await createAdBanner(db(), { nombre: 'Borde', textoPrincipal: 'x', rutas: ['*'], fechaInicio: start, fechaFin: end });
      clock = end;
      expect((await call('GET', '/admin/ad-banners?estado=activo')).body.data.total).toBe(1);
      clock = new Date(end.getTime() + 1000);
      expect((await call('GET', '/admin/ad-banners?estado=caducado')).body.data.total).toBe(1);
      clock = new Date(start.getTime() - 1000);
      expect((await call('GET', '/admin/ad-banners?estado=programado')).body.data.total).toBe(1);
    });

    it('rounds the click-through rate to two decimals', () => {
      expect(clickThroughRate(3, 1)).toBe(33.33);
      expect(clickThroughRate(0, 0)).toBe(0);
    });
  });

  describe('one banner', () => {
    it('gets, updates only what it sends, and audits the changed fields', async () => {
      const created = (await call('POST', '/admin/ad-banners', htmlBanner)).body.data;
      const got = await call('GET', `/admin/ad-banners/${created.id}`);
      expect(got.status).toBe(200);
      expect(got.body.data).toEqual(created);

      const res = await call('PUT', `/admin/ad-banners/${created.id}`, { prioridad: 7, html_content: '<p>Nuevo <em>texto</em><img src=x onerror=alert(1)></p>' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ prioridad: 7, nombre: 'Envío gratis', html_content: '<p>Nuevo <em>texto</em><img src="x" /></p>' });
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'update', entityType: 'banner', entityId: String(created.id) });
      expect(Object.keys(audit!.changes).sort()).toEqual(['html_content', 'prioridad']);
    });

    it('pauses and resumes through the update, logged as such', async () => {
      const created = (await call('POST', '/admin/ad-banners', htmlBanner)).body.data;
      const paused = await call('PUT', `/admin/ad-banners/${created.id}`, { activo: false });
      expect(paused.body.data).toMatchObject({ activo: false, estado: 'pausado' });
      expect((await lastAudit())!.action).toBe('pause');
      const resumed = await call('PUT', `/admin/ad-banners/${created.id}`, { activo: true });
      expect(resumed.body.data.estado).toBe('activo');
      expect((await lastAudit())!.action).toBe('resume');
    });

    it('checks the rules on the result: an end before the stored start is a 422 and changes nothing', async () => {
      const created = (await call('POST', '/admin/ad-banners', htmlBanner)).body.data;
      const auditBefore = await lastAudit();
      const res = await call('PUT', `/admin/ad-banners/${created.id}`, { fecha_fin: '2026-11-01T00:00:00.000Z', prioridad: 1 });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ fecha_fin: ['La fecha de fin debe ser posterior a la de inicio.'] });
      expect((await call('GET', `/admin/ad-banners/${created.id}`)).body.data.prioridad).toBe(5);
      expect((await lastAudit())!.id).toBe(auditBefore!.id);
    });

    it('duplicates as a paused copy with its figures at zero', async () => {
      const source = await createAdBanner(db(), { nombre: 'Original', textoPrincipal: 'Hola', rutas: ['/'], impresiones: 9, clics: 2, prioridad: 4 });
      const res = await call('POST', `/admin/ad-banners/${source.id}/duplicate`);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ nombre: 'Original (copia)', activo: false, estado: 'pausado', impresiones: 0, clics: 0, prioridad: 4, texto_principal: 'Hola', rutas: ['/'] });
      expect(res.body.data.id).not.toBe(source.id);
      expect(await lastAudit()).toMatchObject({ action: 'duplicate', entityId: String(res.body.data.id) });
    });

    it('deletes, audited, and then answers 404', async () => {
      const source = await createAdBanner(db(), { nombre: 'Adiós', textoPrincipal: 'x', rutas: ['/'] });
      const res = await call('DELETE', `/admin/ad-banners/${source.id}`);
      expect(res).toEqual({ status: 200, body: { status: 'success', data: { message: 'Banner eliminado.' } } });
      expect(await lastAudit()).toMatchObject({ action: 'delete', entityId: String(source.id), entityLabel: 'Adiós' });
      expect((await call('GET', `/admin/ad-banners/${source.id}`)).status).toBe(404);
    });

    it.each([
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['POST', '/duplicate'],
    ])('%s of an unknown banner%s is a 404 in Spanish', async (method, tail) => {
      const res = await call(method, `/admin/ad-banners/999999${tail}`, method === 'PUT' ? { prioridad: 1 } : undefined);
      expect(res).toEqual({ status: 404, body: { message: 'Banner no encontrado.' } });
    });
  });

  describe('preview and image', () => {
    it('previews html exactly as it would be stored, without storing anything', async () => {
      const res = await call('POST', '/admin/ad-banners/preview', { html_content: '<p onclick="x()">Hola<script>1</script></p>' });
      expect(res).toEqual({ status: 200, body: { status: 'success', data: { html_content: '<p>Hola</p>' } } });
      expect(await count()).toBe(0);
      const bad = await call('POST', '/admin/ad-banners/preview', { html: 'x' });
      expect(bad.status).toBe(422);
    });

    it('uploads an image through the pipeline as WebP and answers its path', async () => {
      const png = await sharp({ create: { width: 2400, height: 300, channels: 3, background: '#1C355E' } }).png().toBuffer();
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png');
      const res = await app.request('http://tienda.test/api/admin/ad-banners/images', { method: 'POST', headers: admin, body: form });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body.data).toMatchObject({ width: 1600, height: 200 });
      expect(body.data.imagen_url).toMatch(/^\/storage\/banners\/[0-9a-f]+\.webp$/);
      expect(body.data.imagen_completa_url).toBe(`http://tienda.test${body.data.imagen_url}`);
      const created = await call('POST', '/admin/ad-banners', { nombre: 'Imagen', tipo_banner: 'imagen', imagen_url: body.data.imagen_url, titulo: 'Abrigos de lana', rutas: ['/'] });
      expect(created.status).toBe(201);
      expect(created.body.data.imagen_completa_url).toBe(`http://tienda.test${body.data.imagen_url}`);
    });

    it('refuses a file that is no image with a 422 on image', async () => {
      const form = new FormData();
      form.append('image', new Blob(['no soy una imagen'], { type: 'image/png' }), 'x.png');
      const res = await app.request('http://tienda.test/api/admin/ad-banners/images', { method: 'POST', headers: admin, body: form });
      expect(res.status).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual(['image']);
    });
  });

  describe('access', () => {
    it('needs banners.manage: a customer gets 403 and a guest 401, and nothing changes', async () => {
      const source = await createAdBanner(db(), { nombre: 'Intocable', textoPrincipal: 'x', rutas: ['/'] });
      expect((await call('GET', '/admin/ad-banners', undefined, customer)).status).toBe(403);
      expect((await call('DELETE', `/admin/ad-banners/${source.id}`, undefined, customer)).status).toBe(403);
      expect((await call('POST', '/admin/ad-banners', htmlBanner, {})).status).toBe(401);
      expect(await count()).toBe(1);
    });

    it('an editor, who holds banners.manage, may create', async () => {
      const editor = (await createUser(db(), { roles: ['editor'] })).auth;
      expect((await call('POST', '/admin/ad-banners', htmlBanner, editor)).status).toBe(201);
    });
  });
});
