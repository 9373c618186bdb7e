import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { directoryEntries, rateLimitCounters } from '../../db/schema';
import { PUBLIC_WRITE_LIMITS } from '../payments/public-rate-limit';
import { PROPOSAL_RECEIVED } from './proposal-service';
import { insertTestEntry } from './test-entries';

const PROPOSAL = {
  kind: 'servicio',
  name: 'Cámara Arreglos Ñ',
  sector: 'Arreglos y confección',
  summary: 'Arreglos de ropa, cambios de talla y remiendos visibles en el barrio de Ruzafa.',
  description: 'Trabajamos con hilo reciclado.\n\nCita previa por teléfono.',
  address: 'Carrer de Sueca, 12',
  postal_code: '46006',
  city: 'Valencia',
  province: 'Valencia',
  phone: '+34 961 234 567',
  email: 'Hola@CamaraArreglos.es',
  website: 'https://camaraarreglos.es',
  tags: ['Arreglos', 'remiendos', 'arreglos'],
  contact_name: 'Marta Soler',
  contact_email: 'Marta@Example.com',
  accept_terms: true,
};

describe('directory API (proposals)', () => {
  const t = setupApiTest();
  let ipSequence = 0;
  /** Each test its own address, so the rate limit of one never reaches another. */
  let ip = '';

  beforeEach(async () => {
    ip = `203.0.113.${++ipSequence}`;
    await t.db.delete(directoryEntries);
    await t.db.delete(rateLimitCounters);
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const propose = async (body: unknown): Promise<{ status: number; body: any; headers: Headers }> => {
    const res = await t.app.request('/api/directory/proposals', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  const stored = () => t.db.select().from(directoryEntries);

  it('stores a proposal as pending, folded for search, with a slug made from its name, and thanks in Spanish', async () => {
    const res = await propose(PROPOSAL);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'success', data: { message: PROPOSAL_RECEIVED } });
    const [row] = await stored();
    expect(row).toMatchObject({
      status: 'pending',
      isActive: true,
      isVerified: false,
      kind: 'servicio',
      name: 'Cámara Arreglos Ñ',
      slug: 'camara-arreglos-n',
      postalCode: '46006',
      email: 'hola@camaraarreglos.es',
      tags: ['arreglos', 'remiendos'],
      contactName: 'Marta Soler',
      contactEmail: 'marta@example.com',
      reviewedBy: null,
      reviewedAt: null,
    });
    expect(row!.searchText).toContain('camara arreglos n arreglos y confeccion');
    expect(row!.searchText).toContain('valencia');
    // Pending: not in the directory, and its page does not exist yet.
    expect((await t.get('/api/directory')).body.data.total).toBe(0);
    expect((await t.get('/api/directory/entries/camara-arreglos-n')).status).toBe(404);
  });

  it('gives a proposal whose name is taken the next free slug', async () => {
    await insertTestEntry(t.db, { name: 'Cámara Arreglos Ñ', slug: 'camara-arreglos-n' });
    expect((await propose(PROPOSAL)).status).toBe(201);
    expect((await stored()).map((row) => row.slug).sort()).toEqual(['camara-arreglos-n', 'camara-arreglos-n-2']);
  });

  it('stores only the required fields when the optional ones are empty', async () => {
    const res = await propose({ ...PROPOSAL, description: '', address: '', postal_code: '', phone: '', email: '', website: '', tags: undefined });
    expect(res.status).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({ description: null, address: null, postalCode: null, phone: null, email: null, website: null, tags: [] });
  });

  it('refuses each wrong field with its own Spanish message and stores nothing', async () => {
    const res = await propose({
      kind: 'tienda',
      name: '  ',
      sector: '',
      summary: 'Muy corto',
      postal_code: '4600',
      city: '',
      province: 'Narnia',
      phone: '12',
      email: 'no-es-un-email',
      website: 'camaraarreglos.es',
      tags: Array.from({ length: 9 }, (_, i) => `etiqueta ${i}`),
      contact_name: '',
      contact_email: 'marta',
      accept_terms: false,
      color: 'rojo',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      kind: ['El tipo debe ser empresa, servicio o profesional.'],
      name: ['El nombre es obligatorio.'],
      sector: ['El sector es obligatorio.'],
      summary: ['Cuéntalo en al menos 20 caracteres.'],
      postal_code: ['El código postal tiene 5 cifras.'],
      city: ['La localidad es obligatoria.'],
      province: ['Elige una provincia de la lista.'],
      phone: ['Introduce un teléfono válido (9 cifras como mínimo).'],
      email: ['Introduce un email válido.'],
      website: ['La web debe empezar por https:// (por ejemplo, https://mitaller.es).'],
      tags: ['Como máximo 8 etiquetas.'],
      contact_name: ['Tu nombre es obligatorio.'],
      contact_email: ['Introduce un email válido.'],
      accept_terms: ['Tienes que aceptar que publiquemos estos datos.'],
      color: ['Campo no admitido.'],
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a postal code of another province, and a proposal without accepting the terms', async () => {
    const place = await propose({ ...PROPOSAL, postal_code: '28013' });
    expect(place.status).toBe(422);
    expect(place.body.errors).toEqual({ postal_code: ['Este código postal no es de Valencia: en Valencia empiezan por 46.'] });
    const { accept_terms: _omitted, ...withoutTerms } = PROPOSAL;
    const terms = await propose(withoutTerms);
    expect(terms.status).toBe(422);
    expect(terms.body.errors).toEqual({ accept_terms: ['Tienes que aceptar que publiquemos estos datos.'] });
    expect(await stored()).toEqual([]);
  });

  it('answers a robot that filled the honeypot as anyone, and stores nothing', async () => {
    const res = await propose({ ...PROPOSAL, fax: '+34 900 000 000' });
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe(PROPOSAL_RECEIVED);
    expect(await stored()).toEqual([]);
    // An empty honeypot is a person's proposal.
    expect((await propose({ ...PROPOSAL, fax: '' })).status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it('limits proposals per address: over the limit a 429 with Retry-After, and nothing stored', async () => {
    const { max, windowSeconds } = PUBLIC_WRITE_LIMITS.directoryProposal;
    for (let n = 1; n <= max; n++) expect((await propose({ ...PROPOSAL, name: `Taller número ${n}` })).status).toBe(201);
    const limited = await propose({ ...PROPOSAL, name: 'Uno de más' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Demasiados intentos seguidos\. Vuelve a probar dentro de \d+ minutos?\.$/);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(await t.db.select().from(directoryEntries).where(eq(directoryEntries.name, 'Uno de más'))).toEqual([]);
    // Another address is not affected.
    ip = '198.51.100.7';
    expect((await propose({ ...PROPOSAL, name: 'Otra dirección' })).status).toBe(201);
  });
});
