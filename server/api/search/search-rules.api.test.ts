import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createCustomRole, createProduct, createUser, createUserWithRole } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { announcementsDelivered, createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { auditLog, campaigns, searchRedirects, searchSynonyms } from '../../db/schema';
import { applyCampaignPrices } from '../campaigns/campaign-prices';

let clock = new Date('2026-11-29T12:00:00.000Z');

describe('search synonyms and redirects (issue 37)', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let editor: Record<string, string>;
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database, { now: () => clock });
    admin = (await createUser(db(), { roles: ['admin'] })).auth;
    customer = (await createUser(db())).auth;
    editor = (await createUserWithRole(db(), (await createCustomRole(db(), ['dashboard.view', 'products.manage'])).id)).auth;
    const brand = await createBrand(db(), { name: 'Marca Sinónimos', slug: 'marca-sinonimos' });
    const trousers = await createCategory(db(), { name: 'Pantalones largos', slug: 'pantalones-largos-sin' });
    const shoes = await createCategory(db(), { name: 'Calzado urbano', slug: 'calzado-urbano-sin' });
    await createProduct(db(), { name: 'Jeans slim índigo', sku: 'SYN-JEANS-1', brand_id: brand.id, category_id: trousers.id });
    await createProduct(db(), { name: 'Zapatillas de lona', sku: 'SYN-ZAP-1', brand_id: brand.id, category_id: shoes.id });
    await createProduct(db(), { name: 'Deportivas retro', sku: 'SYN-DEP-1', brand_id: brand.id, category_id: shoes.id });
    await createProduct(db(), { name: 'Top de punto', sku: 'SYN-TOP-1', brand_id: brand.id, category_id: trousers.id });
  });
  afterAll(async () => {
    await testDb.cleanup();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-29T12:00:00.000Z');
    await db().delete(searchSynonyms);
    await db().delete(searchRedirects);
    await db().delete(campaigns);
    await announcementsDelivered(testDb.database);
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = async (method: string, url: string, body?: unknown, headers: Record<string, string> = admin): Promise<{ status: number; body: any; cache: string | null }> => {
    const init = body === undefined ? { method, headers } : { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    const res = await app.request(`http://tienda.test/api${url}`, init);
    return { status: res.status, body: await res.json(), cache: res.headers.get('X-Cache') };
  };
  const lastAudit = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const storeNames = async (search: string) => {
    const res = await call('GET', `/products?search=${encodeURIComponent(search)}`, undefined, {});
    return { names: (res.body.data.data as { name: string }[]).map((p) => p.name).sort(), cache: res.cache };
  };
  const boxNames = async (q: string) => {
    const res = await call('GET', `/search?q=${encodeURIComponent(q)}`, undefined, {});
    return { names: (res.body.data.products as { name: string }[]).map((p) => p.name).sort(), redirect: res.body.data.redirect as string | null, cache: res.cache };
  };

  describe('access', () => {
    it('a guest is a 401; a customer and staff without search.manage are 403s; nothing is written', async () => {
      expect((await call('GET', '/admin/search/synonyms', undefined, {})).status).toBe(401);
      expect((await call('GET', '/admin/search/redirects', undefined, customer)).status).toBe(403);
      expect((await call('POST', '/admin/search/synonyms', { kind: 'two_way', terms: ['a1', 'b1'] }, editor)).status).toBe(403);
      expect((await call('POST', '/admin/search/redirects', { query: 'x', target_kind: 'path', target: '/help' }, customer)).status).toBe(403);
      expect(await db().select().from(searchSynonyms)).toEqual([]);
      expect(await db().select().from(searchRedirects)).toEqual([]);
    });
  });

  describe('synonyms', () => {
    it('creates a two-way group folded, lists, edits and deletes it, each write audited', async () => {
      const created = await call('POST', '/admin/search/synonyms', { kind: 'two_way', terms: ['Vaqueros', ' jeans ', 'Tejanos'] });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ status: 'success', data: { kind: 'two_way', input: null, terms: ['vaqueros', 'jeans', 'tejanos'] } });
      const id = created.body.data.id as number;
      expect(await lastAudit()).toMatchObject({ action: 'create', entityType: 'search_synonym', entityId: String(id), entityLabel: 'vaqueros, jeans, tejanos' });

      const list = await call('GET', '/admin/search/synonyms?search=TEJ');
      expect(list.body.data).toMatchObject({ total: 1, data: [{ id }] });
      expect((await call('GET', '/admin/search/synonyms?kind=one_way')).body.data.total).toBe(0);

      const edited = await call('PATCH', `/admin/search/synonyms/${id}`, { terms: ['vaqueros', 'jeans', 'denim'] });
      expect(edited.status).toBe(200);
      expect(edited.body.data.terms).toEqual(['vaqueros', 'jeans', 'denim']);
      expect(await lastAudit()).toMatchObject({ action: 'update', changes: { terms: { before: ['vaqueros', 'jeans', 'tejanos'], after: ['vaqueros', 'jeans', 'denim'] } } });

      expect((await call('DELETE', `/admin/search/synonyms/${id}`)).body).toEqual({ status: 'success', data: { message: 'Sinónimo eliminado.' } });
      expect(await lastAudit()).toMatchObject({ action: 'delete', entityType: 'search_synonym', entityId: String(id) });
      expect((await call('GET', `/admin/search/synonyms/${id}`)).status).toBe(404);
      expect((await call('DELETE', `/admin/search/synonyms/${id}`)).status).toBe(404);
    });

    it('refuses bad rules with a 422 on each field, writing nothing', async () => {
      const cases: [unknown, string, RegExp][] = [
        [{ kind: 'two_way', terms: ['jeans'] }, 'terms', /al menos dos/],
        [{ kind: 'two_way', terms: ['jeans', ' '] }, 'terms', /vacío/],
        [{ kind: 'two_way', terms: ['jeans', 'Jeans'] }, 'terms', /repetido/],
        [{ kind: 'two_way', terms: ['jeans', 'x'.repeat(61)] }, 'terms', /60 caracteres/],
        [{ kind: 'two_way', terms: ['jeans', 'vaqueros<b>'] }, 'terms', /letras, números/],
        [{ kind: 'two_way', input: 'jeans', terms: ['jeans', 'vaqueros'] }, 'input', /no lleva búsqueda/],
        [{ kind: 'one_way', terms: ['zapatillas'] }, 'input', /Escribe lo que busca/],
        [{ kind: 'one_way', input: 'Deportivas', terms: ['zapatillas', 'deportivas'] }, 'terms', /no puede estar entre/],
        [{ kind: 'one_way', input: 'deportivas', terms: [] }, 'terms', /al menos un término/],
        [{ terms: ['a1', 'b1'] }, 'kind', /Elige el tipo/],
        [{ kind: 'both', terms: ['a1', 'b1'] }, 'kind', /two_way/],
        [{ kind: 'two_way', terms: 'jeans, vaqueros' }, 'terms', /lista/],
        [{ kind: 'two_way', terms: ['a1', 'b1'], extra: 1 }, 'extra', /no admitido/],
      ];
      for (const [body, field, message] of cases) {
        const res = await call('POST', '/admin/search/synonyms', body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.body.errors[field], JSON.stringify(res.body)).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
      }
      expect(await db().select().from(searchSynonyms)).toEqual([]);
    });

    it('refuses a term another rule already uses in a way that would conflict', async () => {
      await call('POST', '/admin/search/synonyms', { kind: 'two_way', terms: ['vaqueros', 'jeans'] });
      const oneWay = await call('POST', '/admin/search/synonyms', { kind: 'one_way', input: 'deportivas', terms: ['zapatillas'] });
      const again = await call('POST', '/admin/search/synonyms', { kind: 'two_way', terms: ['Jeans', 'denim'] });
      expect(again.status).toBe(422);
      expect(again.body.errors.terms).toEqual(['«jeans» ya está en el grupo «vaqueros, jeans».']);
      const sameInput = await call('POST', '/admin/search/synonyms', { kind: 'one_way', input: 'Deportívas', terms: ['tenis'] });
      expect(sameInput.body.errors.input).toEqual(['«deportivas» ya está en la regla «deportivas → zapatillas».']);
      // A rule's own terms are no conflict when it is edited.
      expect((await call('PATCH', `/admin/search/synonyms/${oneWay.body.data.id}`, { terms: ['zapatillas', 'tenis'] })).status).toBe(200);
      // Targets may be another rule's terms: expansion is one step.
      expect((await call('POST', '/admin/search/synonyms', { kind: 'one_way', input: 'denim', terms: ['jeans'] })).status).toBe(201);
    });

    it('a two-way group: each term finds what the others find, in the store and the search box', async () => {
      expect((await storeNames('vaqueros')).names).toEqual([]);
      await call('POST', '/admin/search/synonyms', { kind: 'two_way', terms: ['vaqueros', 'jeans', 'tejanos'] });
      expect((await storeNames('vaqueros')).names).toEqual(['Jeans slim índigo']);
      expect((await storeNames('Tejanos índigo')).names).toEqual(['Jeans slim índigo']);
      expect((await boxNames('vaqueros')).names).toEqual(['Jeans slim índigo']);
    });

    it('a one-way rule: the input finds the targets, not the reverse', async () => {
      await call('POST', '/admin/search/synonyms', { kind: 'one_way', input: 'deportivas', terms: ['zapatillas'] });
      expect((await storeNames('deportivas')).names).toEqual(['Deportivas retro', 'Zapatillas de lona']);
      expect((await storeNames('zapatillas')).names).toEqual(['Zapatillas de lona']);
    });

    it('a product found through a synonym by its name ranks before one that only mentions the word', async () => {
      const brand = await createBrand(db(), { name: 'Marca Lluvia', slug: 'marca-lluvia' });
      const category = await createCategory(db(), { name: 'Abrigos de lluvia', slug: 'abrigos-lluvia-sin' });
      await createProduct(db(), { name: 'Chubasquero amarillo', sku: 'SYN-CHUB-1', brand_id: brand.id, category_id: category.id });
      await createProduct(db(), { name: 'Bolso tote', sku: 'SYN-BOLSO-1', brand_id: brand.id, category_id: category.id, description: 'Cabe un impermeable doblado.' });
      const order = async (url: string, key: 'data' | 'products') => ((await call('GET', url, undefined, {})).body.data[key] as { name: string }[]).map((p) => p.name);
      expect(await order('/products?search=impermeable', 'data')).toEqual(['Bolso tote']);
      await call('POST', '/admin/search/synonyms', { kind: 'two_way', terms: ['impermeable', 'chubasquero'] });
      expect(await order('/products?search=impermeable', 'data')).toEqual(['Chubasquero amarillo', 'Bolso tote']);
      expect(await order('/products?search=impermeable&brand=marca-lluvia&sort_by=relevance', 'data')).toEqual(['Chubasquero amarillo', 'Bolso tote']);
      expect(await order('/search?q=impermeable', 'products')).toEqual(['Chubasquero amarillo', 'Bolso tote']);
    });

    it('a multi-word term is a phrase: all its words', async () => {
      await call('POST', '/admin/search/synonyms', { kind: 'two_way', terms: ['camiseta de tirantes', 'top'] });
      expect((await storeNames('camiseta de tirantes')).names).toEqual(['Top de punto']);
      expect((await storeNames('camiseta')).names).toEqual([]);
    });

    it('a cached answer follows a change at once', async () => {
      expect(await storeNames('tejanos')).toEqual({ names: [], cache: 'miss' });
      expect(await storeNames('tejanos')).toEqual({ names: [], cache: 'hit' });
      expect((await boxNames('tejanos')).names).toEqual([]);
      expect((await boxNames('tejanos')).cache).toBe('hit');
      const { body } = await call('POST', '/admin/search/synonyms', { kind: 'two_way', terms: ['tejanos', 'jeans'] });
      expect(await storeNames('tejanos')).toEqual({ names: ['Jeans slim índigo'], cache: 'miss' });
      expect((await boxNames('tejanos')).names).toEqual(['Jeans slim índigo']);
      // A change written outside the API (another instance) reaches the kept rules through catalogue_changed too.
      await db().update(searchSynonyms).set({ terms: ['tejanos', 'pitillos'] }).where(eq(searchSynonyms.id, body.data.id));
      await announcementsDelivered(testDb.database);
      expect((await storeNames('tejanos')).names).toEqual([]);
      await call('DELETE', `/admin/search/synonyms/${body.data.id}`);
    });
  });

  describe('redirects', () => {
    it('creates, lists, edits and deletes a redirect, audited; the search box and the answer carry it', async () => {
      const created = await call('POST', '/admin/search/redirects', { query: ' Devoluciones ', target_kind: 'path', target: '/help/returns' });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ query: 'devoluciones', target_kind: 'path', target: '/help/returns', goes_to: '/help/returns' });
      expect(await lastAudit()).toMatchObject({ action: 'create', entityType: 'search_redirect', entityLabel: 'devoluciones → /help/returns' });
      expect((await boxNames('devoluciónes')).redirect).toBe('/help/returns');
      expect((await boxNames('devoluciones gratis')).redirect).toBeNull();
      // The store's loader asks this one (and answers 302).
      expect((await call('GET', '/search/redirect?q=DEVOLUCIONES', undefined, {})).body).toEqual({ status: 'success', data: { redirect: '/help/returns' } });
      expect((await call('GET', '/search/redirect?q=camisa', undefined, {})).body.data.redirect).toBeNull();
      const id = created.body.data.id as number;
      expect((await call('GET', '/admin/search/redirects?search=devol')).body.data).toMatchObject({ total: 1, data: [{ id }] });
      const edited = await call('PATCH', `/admin/search/redirects/${id}`, { target: '/help/shipping' });
      expect(edited.body.data.goes_to).toBe('/help/shipping');
      expect(await lastAudit()).toMatchObject({ action: 'update', changes: { target: { before: '/help/returns', after: '/help/shipping' } } });
      expect((await boxNames('devoluciones')).redirect).toBe('/help/shipping');
      await call('DELETE', `/admin/search/redirects/${id}`);
      expect(await lastAudit()).toMatchObject({ action: 'delete', entityType: 'search_redirect' });
      expect((await boxNames('devoluciones')).redirect).toBeNull();
    });

    it('the running campaign: its page while it runs, no redirect when none runs', async () => {
      const created = await call('POST', '/admin/search/redirects', { query: 'rebajas', target_kind: 'current_campaign' });
      expect(created.body.data).toMatchObject({ target: null, goes_to: null });
      expect((await boxNames('rebajas')).redirect).toBeNull();
      await db()
        .insert(campaigns)
        .values({
          name: 'Rebajas de invierno',
          slug: 'invierno',
          startsAt: new Date('2026-11-28T00:00:00Z'),
          endsAt: new Date('2026-12-10T00:00:00Z'),
          scope: { whole_store: true, category_ids: [], brand_ids: [], product_ids: [], excluded_sizes: [] },
          offerKind: 'second_unit_half',
        });
      // A campaign written announces catalogue_changed (migration 0031): the kept answer follows.
      await expect.poll(async () => (await boxNames('rebajas')).redirect).toBe('/store/rebajas/invierno');
      expect((await call('GET', '/admin/search/redirects')).body.data.data[0].goes_to).toBe('/store/rebajas/invierno');
    });

    it('a campaign starting later: the minutely switch announces its start, and the kept answer follows', async () => {
      await call('POST', '/admin/search/redirects', { query: 'rebajas', target_kind: 'current_campaign' });
      await db()
        .insert(campaigns)
        .values({
          name: 'Rebajas de enero',
          slug: 'enero',
          startsAt: new Date('2026-11-29T12:30:00Z'),
          endsAt: new Date('2026-12-10T00:00:00Z'),
          scope: { whole_store: true, category_ids: [], brand_ids: [], product_ids: [], excluded_sizes: [] },
          offerKind: 'free_shipping',
          minOrderCents: 1000,
        });
      await announcementsDelivered(testDb.database);
      expect(await boxNames('rebajas')).toMatchObject({ redirect: null, cache: 'miss' });
      expect(await boxNames('rebajas')).toMatchObject({ redirect: null, cache: 'hit' });
      clock = new Date('2026-11-29T12:30:40.000Z');
      await applyCampaignPrices(db(), clock);
      await expect.poll(async () => (await boxNames('rebajas')).redirect).toBe('/store/rebajas/enero');
    });

    it('refuses targets outside the store, duplicates and loops with a 422 on each field', async () => {
      await call('POST', '/admin/search/redirects', { query: 'rebajas', target_kind: 'path', target: '/store?search=ofertas' });
      const cases: [unknown, string, RegExp][] = [
        [{ query: 'a1', target_kind: 'path', target: 'https://evil.example' }, 'target', /página de la tienda/],
        [{ query: 'a1', target_kind: 'path', target: '//evil.example' }, 'target', /página de la tienda/],
        [{ query: 'a1', target_kind: 'path', target: 'javascript:alert(1)' }, 'target', /página de la tienda/],
        [{ query: 'a1', target_kind: 'path', target: '/\\evil.example' }, 'target', /página de la tienda/],
        [{ query: 'a1', target_kind: 'path' }, 'target', /Escribe la dirección/],
        [{ query: 'a1', target_kind: 'current_campaign', target: '/x' }, 'target', /no se escribe dirección/],
        [{ query: '', target_kind: 'path', target: '/help' }, 'query', /Escribe la búsqueda/],
        [{ query: 'a1' }, 'target_kind', /Elige el destino/],
        [{ query: 'Rebajas', target_kind: 'path', target: '/help' }, 'query', /Ya hay una redirección para «rebajas»/],
        [{ query: 'ofertas', target_kind: 'path', target: '/store?search=Rebajas' }, 'target', /bucle/],
        [{ query: 'saldos', target_kind: 'path', target: '/store?search=saldos' }, 'target', /bucle/],
      ];
      for (const [body, field, message] of cases) {
        const res = await call('POST', '/admin/search/redirects', body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.body.errors[field], JSON.stringify(res.body)).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
      }
      expect(await db().select({ query: searchRedirects.query }).from(searchRedirects)).toEqual([{ query: 'rebajas' }]);
      // A chain that ends is fine.
      expect((await call('POST', '/admin/search/redirects', { query: 'ofertas', target_kind: 'path', target: '/help/returns' })).status).toBe(201);
    });
  });
});
