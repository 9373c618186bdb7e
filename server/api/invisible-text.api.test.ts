import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE_SETTINGS_DEFAULTS } from '../../common/settings/contracts';
import { INVISIBLE_CHARS_MESSAGE } from '../../common/text/invisible-chars';
import { setupApiTest } from '../../tests/api-test';
import { createUser } from '../../tests/factories';
import { addresses, storeSettings, supportConversations, supportMessages, users } from '../db/schema';

// Issue 33: free text refuses bidi controls and zero-width characters as it refuses control
// characters (the request guard, before any contract): a 422 on the field and nothing stored.
// Accents and emoji, ZWJ sequences included, stay welcome; passwords are left alone.

const RLO = '\u202E';
const ZWSP = '\u200B';

describe('invisible and direction-changing characters in free text', () => {
  const t = setupApiTest();
  const send = (method: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(url, {
      method,
      headers: body instanceof FormData ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };
  const rowCount = async (table: typeof users | typeof addresses | typeof supportConversations | typeof supportMessages | typeof storeSettings) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  const ADDRESS = { recipient_name: 'Lucía Pérez', street: 'Calle de Atocha 27, 3º B', postal_code: '28012', city: 'Madrid', province: 'Madrid', phone: '+34 612 345 678' };

  it('registration: a name with a right-to-left override is a 422 on the name, and no account is made', async () => {
    const before = await rowCount(users);
    const res = await send('POST', '/api/register', { name: `Ana${RLO}zeréP`, email: 'rlo@example.com', password: 'algodon-organico-7', password_confirmation: 'algodon-organico-7' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ name: [INVISIBLE_CHARS_MESSAGE] });
    expect(await rowCount(users)).toBe(before);
  });

  it('the profile: a zero-width space in the name is refused and the name stays; an emoji ZWJ sequence is a name like any other', async () => {
    const { user, auth } = await createUser(t.db, { name: 'Lucía Pérez' });
    const refused = await send('PUT', '/api/user/profile', { name: `Lucía${ZWSP} Pérez`, email: user.email }, auth);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ name: [INVISIBLE_CHARS_MESSAGE] });
    expect((await t.db.select({ name: users.name }).from(users).where(eq(users.id, user.id)))[0]!.name).toBe('Lucía Pérez');

    const accepted = await send('PUT', '/api/user/profile', { name: 'Lucía Pérez 👩‍💻 🏳️‍🌈', email: user.email }, auth);
    expect(accepted.status).toBe(200);
    expect((await t.db.select({ name: users.name }).from(users).where(eq(users.id, user.id)))[0]!.name).toBe('Lucía Pérez 👩‍💻 🏳️‍🌈');
  });

  it('an address: every field with one is named, and no address is stored', async () => {
    const { auth } = await createUser(t.db);
    const before = await rowCount(addresses);
    const res = await send('POST', '/api/user/addresses', { ...ADDRESS, street: `Calle Mayor 1${RLO}`, city: `\uFEFFMadrid`, label: `Ca\u2066sa` }, auth);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ street: [INVISIBLE_CHARS_MESSAGE], city: [INVISIBLE_CHARS_MESSAGE], label: [INVISIBLE_CHARS_MESSAGE] });
    expect(await rowCount(addresses)).toBe(before);
  });

  it('a support message (multipart): refused on its field, nothing stored; a message with 👨‍👩‍👧 goes through', async () => {
    const { auth } = await createUser(t.db);
    const before = { conversations: await rowCount(supportConversations), messages: await rowCount(supportMessages) };
    const refused = await send('POST', '/api/user/support', form({ topic: 'otro', subject: `Consulta${ZWSP}`, message: `Hola, mi nombre es ${RLO}anA.` }), auth);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ subject: [INVISIBLE_CHARS_MESSAGE], message: [INVISIBLE_CHARS_MESSAGE] });
    expect({ conversations: await rowCount(supportConversations), messages: await rowCount(supportMessages) }).toEqual(before);

    const accepted = await send('POST', '/api/user/support', form({ topic: 'otro', subject: 'Ropa para la familia', message: 'Hola, buscamos conjuntos a juego 👨‍👩‍👧.' }), auth);
    expect(accepted.status).toBe(201);
  });

  it("the store's legal name and registered address, which invoices print: refused per field, the settings unchanged", async () => {
    const before = await t.db.select().from(storeSettings);
    const res = await send('PUT', '/api/admin/settings', { ...STORE_SETTINGS_DEFAULTS, legal_name: `Tienda Diverso S.L.${RLO}`, registered_address: `Calle${ZWSP} Mayor 1, Madrid` }, t.admin);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ legal_name: [INVISIBLE_CHARS_MESSAGE], registered_address: [INVISIBLE_CHARS_MESSAGE] });
    expect(await t.db.select().from(storeSettings)).toEqual(before);
  });

  it('a query value is refused the same way', async () => {
    const res = await t.app.request(`/api/products?search=${encodeURIComponent(`camiseta${RLO}`)}`);
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ search: [INVISIBLE_CHARS_MESSAGE] });
  });

  it('passwords are left alone: an account made with one signs in with it (a control character is still refused)', async () => {
    const password = `algodón${ZWSP}orgánico${RLO}7`;
    const registered = await send('POST', '/api/register', { name: 'Marta Gil', email: 'clave-invisible@example.com', password, password_confirmation: password });
    expect(registered.status).toBe(201);
    expect((await send('POST', '/api/login', { email: 'clave-invisible@example.com', password })).status).toBe(200);
    const nul = await send('POST', '/api/login', { email: 'clave-invisible@example.com', password: 'a\u0000b' });
    expect(nul.status).toBe(422);
  });
});
