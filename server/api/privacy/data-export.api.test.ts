import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createUser } from '../../../tests/factories';
import { createTestApp, silentLogger } from '../../../tests/test-app';
import { auditLog, dataExports, mailOutbox, supportConversations, supportMessages } from '../../db/schema';
import { createLocalFileStorage } from '../../storage/file-storage';
import { createShop, createTestProduct, orderBody, type ShopRefs } from '../checkout/checkout-test-kit';
import { runDataExports } from './data-export';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the JSON as it comes */
type Headers = Record<string, string>;

// "Mis datos" (issue 33): a copy of everything about the account, made by the job into a ZIP in file
// storage and linked by e-mail with a token kept hashed; nobody else's data in it, no internal notes.

describe('personal data export', () => {
  const api = setupApiTest();
  const db = () => api.db;
  const storage = createLocalFileStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'td-export-')));
  let app: ReturnType<typeof createTestApp>;
  let shop: ShopRefs;

  const send = async (method: string, url: string, headers: Headers = {}, body?: unknown) => {
    const res = await app.request(url, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, type, headers: res.headers, body: type.includes('json') ? ((await res.json()) as any) : new Uint8Array(await res.arrayBuffer()) };
  };
  const runJob = (now = new Date()) => runDataExports({ db: db(), storage, logger: silentLogger, now });

  const placeOrder = async (headers: Headers, email: string) => {
    const { product, variants } = await createTestProduct(db(), shop, { price: 25, variants: [{ stock: 10 }] });
    const items = [{ product_id: product.id, variant_id: variants[0]!.id, quantity: 1 }];
    const quote = await send('POST', '/api/checkout/quote', {}, { items, destination: { province: 'Madrid', postal_code: '28013' }, shipping_method: 'standard', payment_method: 'bank_transfer' });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const placed = await send('POST', '/api/checkout/orders', headers, orderBody({ items, expected_total: quote.body.data.totals.total, email }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.data.order.number as string;
  };

  const linkOf = async (userId: number) => {
    const [mail] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, 'data-export-ready'))).orderBy(desc(mailOutbox.id)).limit(1);
    const match = /\/api\/user\/privacy\/exports\/(\d+)\/download\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
    return { mail: mail!, id: Number(match![1]), token: match![2]! };
  };

  beforeAll(async () => {
    app = createTestApp(api.testDb.database, { storage });
    shop = await createShop(db());
  });

  it('queues a copy, the job makes the ZIP and e-mails a link; the ZIP holds my profile and order and nothing of anyone else', async () => {
    const me = await createUser(db(), { name: 'Marta Exporta' });
    const other = await createUser(db(), { name: 'Otro Cliente' });
    const myOrder = await placeOrder(me.auth, me.user.email);
    const theirOrder = await placeOrder(other.auth, other.user.email);
    const [conversation] = await db()
      .insert(supportConversations)
      .values({ userId: me.user.id, email: me.user.email, customerName: 'Marta Exporta', topic: 'order', subject: 'Mi pedido', status: 'open' })
      .returning();
    await db().insert(supportMessages).values([
      { conversationId: conversation!.id, authorKind: 'customer', authorId: me.user.id, authorName: 'Marta Exporta', body: '¿Cuándo llega mi pedido?' },
      { conversationId: conversation!.id, authorKind: 'staff', authorId: null, authorName: 'Soporte', body: 'NOTA INTERNA: cliente insistente', isInternal: true },
      { conversationId: conversation!.id, authorKind: 'staff', authorId: null, authorName: 'Soporte', body: 'Llega mañana.' },
    ]);

    const requested = await send('POST', '/api/user/privacy/export', me.auth);
    expect(requested.status, JSON.stringify(requested.body)).toBe(202);
    expect(requested.body.data).toMatchObject({ state: 'queued', download_url: null });
    const again = await send('POST', '/api/user/privacy/export', me.auth);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Ya estamos preparando/);

    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'data_export'), eq(auditLog.entityId, String(me.user.id))));
    expect(audit).toMatchObject({ actorId: me.user.id, entityType: 'user' });

    expect((await runJob()).made).toBeGreaterThanOrEqual(1);
    const list = await send('GET', '/api/user/privacy/exports', me.auth);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ state: 'ready', state_label: 'Lista para descargar', download_url: `/api/user/privacy/exports/${requested.body.data.id}/file` });
    expect(new Date(list.body.data[0].expires_at).getTime() - new Date(list.body.data[0].ready_at).getTime()).toBe(7 * 24 * 3600 * 1000);

    const { mail, id, token } = await linkOf(me.user.id);
    expect(mail.toAddress).toBe(me.user.email);
    expect(id).toBe(requested.body.data.id);
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, id));
    expect(row!.tokenHash).not.toContain(token);

    const download = await send('GET', `/api/user/privacy/exports/${id}/download?token=${token}`);
    expect(download.status).toBe(200);
    expect(download.type).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/attachment; filename="mis-datos-tienda-diverso-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(download.body as Uint8Array);
    const text = (name: string) => strFromU8(files[name]!);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['perfil.json', 'direcciones.json', 'pedidos.json', 'pedidos.csv', 'lineas-de-pedido.csv', 'devoluciones.json', 'facturas.json', 'opiniones.json', 'soporte.json', 'avisos.json', 'consentimientos.json', 'sesiones.json']));
    expect(JSON.parse(text('perfil.json'))).toMatchObject({ id: me.user.id, name: 'Marta Exporta', email: me.user.email });
    expect(text('perfil.json')).not.toMatch(/password/);
    expect(JSON.parse(text('pedidos.json')).map((o: any) => o.number)).toEqual([myOrder]);
    expect(text('pedidos.csv')).toContain(myOrder);
    expect(JSON.parse(text('sesiones.json'))[0]).not.toHaveProperty('token_hash');
    const support = JSON.parse(text('soporte.json'));
    expect(support[0].messages.map((m: any) => m.body)).toEqual(['¿Cuándo llega mi pedido?', 'Llega mañana.']);
    const everything = Object.values(files).map((bytes) => strFromU8(bytes)).join('\n');
    expect(everything).not.toContain(theirOrder);
    expect(everything).not.toContain(other.user.email);
    expect(everything).not.toContain('Otro Cliente');
    expect(everything).not.toContain('NOTA INTERNA');

    // With the session: the owner's, and nobody else's.
    const mine = await send('GET', `/api/user/privacy/exports/${id}/file`, me.auth);
    expect(mine.status).toBe(200);
    expect(unzipSync(mine.body as Uint8Array)['perfil.json']).toBeDefined();
    expect((await send('GET', `/api/user/privacy/exports/${id}/file`, other.auth)).status).toBe(404);
    expect((await send('GET', `/api/user/privacy/exports/${id}/file`)).status).toBe(401);

    // A wrong, missing or other export's token: the same 404.
    const wrong = await send('GET', `/api/user/privacy/exports/${id}/download?token=${'x'.repeat(43)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toMatch(/Enlace no válido o caducado/);
    expect((await send('GET', `/api/user/privacy/exports/${id}/download`)).status).toBe(404);
    expect((await send('GET', `/api/user/privacy/exports/${id + 1000}/download?token=${token}`)).status).toBe(404);

    // Past its 7 days: the link and the file are gone, the list says so.
    const later = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    expect((await runJob(later)).expired).toBeGreaterThanOrEqual(1);
    expect((await send('GET', `/api/user/privacy/exports/${id}/download?token=${token}`)).status).toBe(404);
    expect((await send('GET', `/api/user/privacy/exports/${id}/file`, me.auth)).status).toBe(404);
    const [expired] = await db().select().from(dataExports).where(eq(dataExports.id, id));
    expect(expired).toMatchObject({ state: 'expired', tokenHash: null, fileKey: null });
    expect(await storage.has(row!.fileKey!)).toBe(false);
  });

  it('allows a few copies a day: the next is a 429 with Retry-After, in Spanish', async () => {
    const me = await createUser(db());
    for (let i = 0; i < 3; i += 1) {
      expect((await send('POST', '/api/user/privacy/export', me.auth)).status).toBe(202);
      await runJob();
    }
    const refused = await send('POST', '/api/user/privacy/export', me.auth);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Ya has pedido 3 copias de tus datos/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('POST', '/api/user/privacy/export')).status).toBe(401);
  });
});
