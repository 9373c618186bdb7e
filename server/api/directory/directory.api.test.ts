import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { directoryEntries } from '../../db/schema';
import { insertTestEntry } from './test-entries';

describe('directory API (public reads)', () => {
  const t = setupApiTest();

  beforeAll(async () => {
    await t.db.delete(directoryEntries);
    await insertTestEntry(t.db, { kind: 'empresa', name: 'Ñandú Tejidos', slug: 'nandu-tejidos', sector: 'Taller textil', city: 'Valencia', province: 'Valencia', tags: ['lino ecológico'] });
    await insertTestEntry(t.db, { kind: 'empresa', name: 'Óxido Reciclaje Textil', slug: 'oxido-reciclaje', sector: 'Reciclaje textil', city: 'Bilbao', province: 'Bizkaia' });
    await insertTestEntry(t.db, { kind: 'empresa', name: 'Nube Costura', slug: 'nube-costura', sector: 'Taller textil', city: 'Gandia', province: 'Valencia' });
    await insertTestEntry(t.db, { kind: 'empresa', name: 'atelier Ávila', slug: 'atelier-avila', sector: 'Taller textil', city: 'Ávila', province: 'Ávila' });
    await insertTestEntry(t.db, {
      kind: 'servicio',
      name: 'Cámara Limpia Tintorería',
      slug: 'camara-limpia',
      sector: 'Tintorería ecológica',
      summary: 'Limpieza en húmedo sin percloroetileno para prendas delicadas.',
      city: 'Madrid',
      province: 'Madrid',
    });
    await insertTestEntry(t.db, { kind: 'profesional', name: 'Lucía Patronaje Adaptado', slug: 'lucia-patronaje', sector: 'Patronista', city: 'Alcalá de Henares', province: 'Madrid', tags: ['ropa adaptada'] });
    // Never public: a proposal waiting for review, and an approved entry staff hid.
    await insertTestEntry(t.db, { kind: 'empresa', name: 'Cámara Pendiente', slug: 'camara-pendiente', status: 'pending', city: 'Valencia', province: 'Valencia' });
    await insertTestEntry(t.db, { kind: 'servicio', name: 'Cámara Oculta', slug: 'camara-oculta', isActive: false, city: 'Zamora', province: 'Zamora' });
  });

  const names = (page: { data: { name: string }[] }) => page.data.map((entry) => entry.name);
  /** The page of GET /directory?{query}, out of its envelope. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const list = async (url: string): Promise<{ status: number; body: any }> => {
    const res = await t.get(url);
    expect(res.status, url).toBe(200);
    return { status: res.status, body: res.body.data };
  };

  it('lists only approved, visible entries in Spanish alphabetical order, with their public card', async () => {
    const res = await list('/api/directory');
    expect(names(res.body)).toEqual([
      'atelier Ávila',
      'Cámara Limpia Tintorería',
      'Lucía Patronaje Adaptado',
      'Nube Costura',
      'Ñandú Tejidos',
      'Óxido Reciclaje Textil',
    ]);
    expect(res.body).toMatchObject({ total: 6, current_page: 1, per_page: 12, last_page: 1, from: 1, to: 6 });
    expect(res.body.data[4]).toEqual({
      id: expect.any(Number),
      kind: 'empresa',
      name: 'Ñandú Tejidos',
      slug: 'nandu-tejidos',
      path: '/directorio/empresas/nandu-tejidos',
      sector: 'Taller textil',
      summary: expect.any(String),
      city: 'Valencia',
      province: 'Valencia',
      logo_url: null,
      tags: ['lino ecológico'],
      is_verified: false,
    });
  });

  it('filters by kind, province, city and sector by equality', async () => {
    expect(names((await list('/api/directory?kind=servicio')).body)).toEqual(['Cámara Limpia Tintorería']);
    expect(names((await list('/api/directory?province=Valencia')).body)).toEqual(['Nube Costura', 'Ñandú Tejidos']);
    expect(names((await list('/api/directory?province=Valencia&city=Gandia')).body)).toEqual(['Nube Costura']);
    expect(names((await list(`/api/directory?sector=${encodeURIComponent('Taller textil')}&kind=empresa`)).body)).toEqual([
      'atelier Ávila',
      'Nube Costura',
      'Ñandú Tejidos',
    ]);
    expect(names((await list('/api/directory?province=Zamora')).body)).toEqual([]);
  });

  it('searches every word without accents or case, across name, sector, summary, tags and place', async () => {
    expect(names((await list('/api/directory?search=camara')).body)).toEqual(['Cámara Limpia Tintorería']);
    expect(names((await list('/api/directory?search=TINTORERIA%20madrid')).body)).toEqual(['Cámara Limpia Tintorería']);
    expect(names((await list('/api/directory?search=percloroetileno')).body)).toEqual(['Cámara Limpia Tintorería']);
    expect(names((await list(`/api/directory?search=${encodeURIComponent('ropa adaptada alcala')}`)).body)).toEqual(['Lucía Patronaje Adaptado']);
    expect(names((await list('/api/directory?search=LINO%20ecologico')).body)).toEqual(['Ñandú Tejidos']);
    expect(names((await list('/api/directory?search=nandu')).body)).toEqual(['Ñandú Tejidos']);
    // Every word must match: one that none has empties the list.
    expect(names((await list('/api/directory?search=camara%20bilbao')).body)).toEqual([]);
  });

  it('takes % and _ in a search as the characters they are', async () => {
    expect((await list('/api/directory?search=%25')).body.total).toBe(0);
    expect((await list('/api/directory?search=_')).body.total).toBe(0);
  });

  it('pages the list', async () => {
    const first = await list('/api/directory?per_page=4');
    expect(names(first.body)).toEqual(['atelier Ávila', 'Cámara Limpia Tintorería', 'Lucía Patronaje Adaptado', 'Nube Costura']);
    expect(first.body).toMatchObject({ total: 6, last_page: 2, from: 1, to: 4 });
    const second = await list('/api/directory?per_page=4&page=2');
    expect(names(second.body)).toEqual(['Ñandú Tejidos', 'Óxido Reciclaje Textil']);
    expect(second.body).toMatchObject({ current_page: 2, from: 5, to: 6 });
    const beyond = await list('/api/directory?per_page=4&page=3');
    expect(beyond.body).toMatchObject({ data: [], from: null, to: null, total: 6 });
  });

  it('counts the facets, each without its own filter', async () => {
    const all = (await list('/api/directory')).body.facets;
    expect(all.kinds).toEqual([
      { kind: 'empresa', count: 4 },
      { kind: 'servicio', count: 1 },
      { kind: 'profesional', count: 1 },
    ]);
    expect(all.provinces).toEqual([
      { value: 'Ávila', count: 1 },
      { value: 'Bizkaia', count: 1 },
      { value: 'Madrid', count: 2 },
      { value: 'Valencia', count: 2 },
    ]);
    expect(all.sectors).toEqual([
      { value: 'Patronista', count: 1 },
      { value: 'Reciclaje textil', count: 1 },
      { value: 'Taller textil', count: 3 },
      { value: 'Tintorería ecológica', count: 1 },
    ]);

    const filtered = (await list('/api/directory?kind=empresa&province=Valencia&city=Valencia')).body.facets;
    // Kinds keep the place filters; provinces only the kind; cities the kind and the province; sectors the kind and the place.
    expect(filtered.kinds).toEqual([
      { kind: 'empresa', count: 1 },
      { kind: 'servicio', count: 0 },
      { kind: 'profesional', count: 0 },
    ]);
    expect(filtered.provinces).toEqual([
      { value: 'Ávila', count: 1 },
      { value: 'Bizkaia', count: 1 },
      { value: 'Valencia', count: 2 },
    ]);
    expect(filtered.cities).toEqual([
      { value: 'Gandia', province: 'Valencia', count: 1 },
      { value: 'Valencia', province: 'Valencia', count: 1 },
    ]);
    expect(filtered.sectors).toEqual([{ value: 'Taller textil', count: 1 }]);
  });

  it('refuses a wrong kind, an unknown parameter and a page out of range with 422', async () => {
    const kind = await t.get('/api/directory?kind=tienda');
    expect(kind.status).toBe(422);
    expect(kind.body.errors.kind).toEqual(['El tipo debe ser empresa, servicio o profesional.']);
    expect((await t.get('/api/directory?color=rojo')).status).toBe(422);
    expect((await t.get('/api/directory?per_page=49')).status).toBe(422);
  });

  it('groups the places by province in Spanish order, with their towns and counts', async () => {
    const res = await t.get('/api/directory/locations');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { province: 'Ávila', count: 1, cities: [{ city: 'Ávila', count: 1 }] },
      { province: 'Bizkaia', count: 1, cities: [{ city: 'Bilbao', count: 1 }] },
      {
        province: 'Madrid',
        count: 2,
        cities: [
          { city: 'Alcalá de Henares', count: 1 },
          { city: 'Madrid', count: 1 },
        ],
      },
      {
        province: 'Valencia',
        count: 2,
        cities: [
          { city: 'Gandia', count: 1 },
          { city: 'Valencia', count: 1 },
        ],
      },
    ]);
  });

  it('opens a public entry by slug with its contact data', async () => {
    const res = await t.get('/api/directory/entries/camara-limpia');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Cámara Limpia Tintorería',
      kind: 'servicio',
      path: '/directorio/servicios/camara-limpia',
      description: null,
      address: null,
      phone: null,
      website: null,
      updated_at: expect.any(String),
    });
    expect(res.body.data).not.toHaveProperty('contact_email');
    expect(res.body.data).not.toHaveProperty('status');
  });

  it('answers 404 for a pending, a hidden or an unknown entry, and 422 for a malformed slug', async () => {
    for (const slug of ['camara-pendiente', 'camara-oculta', 'no-existe']) {
      const res = await t.get(`/api/directory/entries/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.message).toBe('Esta ficha no está en el directorio.');
    }
    expect((await t.get('/api/directory/entries/Con%20Espacios')).status).toBe(422);
  });
});
