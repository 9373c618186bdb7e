import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changedTables, dataFingerprint } from '../../tests/api-fuzz';
import { setupApiTest } from '../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../tests/factories';
import { silentLogger } from '../../tests/test-app';
import { forgetStoreSettings } from '../settings/store-settings';
import {
  accessTokens,
  accountTokens,
  cartReminders,
  carts,
  mailOutbox,
  productVariants,
  rateLimitCounters,
  searchQueryStats,
  signInChallenges,
  stockAlerts,
  storeSettings,
} from '../db/schema';
import { MAIL_BODY_REMOVED_UNSENT, removeExpiredData, runHousekeeping } from './housekeeping';
import { retentionCutoffs } from './retention';

const DAY = 86_400_000;
const idOf = async (rows: Promise<{ id: number }[]>) => (await rows)[0]!.id;
let unique = 0;
const hash = () => `${Date.now().toString(16)}${(unique++).toString(16)}`.padEnd(64, '0');

/** Only these tables may change: never orders, invoices, billing records, payments or the audit log. */
const HOUSEKEPT_TABLES = ['access_tokens', 'account_tokens', 'sign_in_challenges', 'stock_alerts', 'carts', 'rate_limit_counters', 'mail_outbox', 'search_query_stats'];

describe('housekeeping: data past its retention goes, the rest stays', () => {
  const api = setupApiTest();
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const ahead = (days: number) => new Date(now.getTime() + days * DAY);
  const ids = {} as Record<string, number>;
  let forgotten: number;
  let recent: number;

  beforeAll(async () => {
    const db = api.db;
    const { user } = await createUser(db);
    const { user: other } = await createUser(db);
    forgotten = user.id;
    recent = other.id;
    const session = (values: Partial<typeof accessTokens.$inferInsert>) =>
      db.insert(accessTokens).values({ userId: user.id, tokenHash: hash(), expiresAt: ahead(30), ...values }).returning({ id: accessTokens.id });
    ids.expiredLongAgo = await idOf(session({ createdAt: ago(70), expiresAt: ago(40) }));
    ids.endedLongAgo = await idOf(session({ createdAt: ago(45), revokedAt: ago(40) }));
    ids.expiredLately = await idOf(session({ createdAt: ago(40), expiresAt: ago(10) }));
    ids.endedLately = await idOf(session({ createdAt: ago(5), revokedAt: ago(1) }));

    const link = (expiresAt: Date) =>
      db.insert(accountTokens).values({ purpose: 'password-reset', userId: user.id, tokenHash: hash(), expiresAt, createdAt: new Date(expiresAt.getTime() - 3_600_000) }).returning({ id: accountTokens.id });
    ids.oldLink = await idOf(link(ago(8)));
    ids.newLink = await idOf(link(ago(1)));

    const signIn = (expiresAt: Date) => db.insert(signInChallenges).values({ purpose: 'second-factor', userId: user.id, tokenHash: hash(), expiresAt }).returning({ id: signInChallenges.id });
    ids.oldSignIn = await idOf(signIn(ago(2)));
    ids.liveSignIn = await idOf(signIn(ahead(0.005)));

    const brand = await createBrand(db);
    const category = await createCategory(db);
    const product = await createProduct(db, { brand_id: brand.id, category_id: category.id });
    const [variant] = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, product.id)).limit(1);
    const alert = (status: string, createdAt: Date, email: string) =>
      db
        .insert(stockAlerts)
        .values({ variantId: variant!.id, productId: product.id, email, status, confirmTokenHash: status === 'pending' ? hash() : null, cancelTokenHash: hash(), createdAt })
        .returning({ id: stockAlerts.id });
    ids.unconfirmedOld = await idOf(alert('pending', ago(31), 'sin-confirmar@example.com'));
    ids.unconfirmedNew = await idOf(alert('pending', ago(1), 'reciente@example.com'));
    ids.activeOld = await idOf(alert('active', ago(100), 'activa@example.com'));
    ids.cancelledOld = await idOf(alert('cancelled', ago(100), 'cancelada@example.com'));

    await db.insert(carts).values([
      { userId: user.id, items: [{ product_id: product.id, variant_id: variant!.id, quantity: 1, added_at: ago(100).toISOString() }], startedAt: ago(100), updatedAt: ago(100) },
      { userId: other.id, items: [{ product_id: product.id, variant_id: variant!.id, quantity: 1, added_at: ago(2).toISOString() }], startedAt: ago(2), updatedAt: ago(2) },
    ]);
    await db.insert(cartReminders).values({ userId: user.id, cartStartedAt: ago(100), unsubscribeTokenHash: hash(), sentAt: ago(99) });

    await db.insert(rateLimitCounters).values([
      { key: 'login:ip:old-1', count: 3, resetAt: ago(2) },
      { key: 'login:ip:old-2', count: 3, resetAt: ago(3) },
      { key: 'login:ip:old-3', count: 3, resetAt: ago(4) },
      { key: 'login:ip:live', count: 1, resetAt: ahead(0.01) },
    ]);

    const mail = (createdAt: Date, sentAt: Date | null) =>
      db
        .insert(mailOutbox)
        .values({ toAddress: 'ana@example.com', userId: user.id, kind: 'order-confirmation', subject: 'Tu pedido', html: '<p>Hola Ana</p>', text: 'Hola Ana', headers: { 'List-Unsubscribe': '<https://tienda.example/baja?token=x>' }, createdAt, sentAt })
        .returning({ id: mailOutbox.id });
    ids.sentOld = await idOf(mail(ago(100), ago(100)));
    ids.unsentOld = await idOf(mail(ago(100), null));
    ids.sentTenDaysAgo = await idOf(mail(ago(10), ago(10)));
    // The shoppers' search counts (issue 37): kept 13 months, a whole day at a time.
    const day = (days: number) => ago(days).toISOString().slice(0, 10);
    await db.insert(searchQueryStats).values([
      { day: day(500), query: 'chubasquero', searches: 3 },
      { day: day(500), query: 'vaqueros', searches: 1 },
      { day: day(400), query: 'vaqueros', searches: 2 },
      { day: day(300), query: 'vaqueros', searches: 5 },
    ]);
  });

  it('removes in batches the sessions, links, sign-ins, unconfirmed alerts, forgotten carts and ended limits past their time, and empties old e-mails', async () => {
    const db = api.db;
    const before = await dataFingerprint(api.testDb.database);
    // Batches of two: a backlog larger than a batch goes whole, one short statement at a time.
    const counts = await removeExpiredData(db, retentionCutoffs(now), 2);
    expect(counts).toMatchObject({ sessions: 2, accountLinks: 1, signIns: 1, unconfirmedStockAlerts: 1, idleCarts: 1, rateLimits: 3, mailBodies: 2, searchStats: 3 });
    expect(changedTables(before, await dataFingerprint(api.testDb.database)).every((table) => HOUSEKEPT_TABLES.includes(table))).toBe(true);

    const sessions = (await db.select({ id: accessTokens.id }).from(accessTokens).where(inArray(accessTokens.id, [ids.expiredLongAgo!, ids.endedLongAgo!, ids.expiredLately!, ids.endedLately!]))).map((row) => row.id);
    expect(sessions.sort()).toEqual([ids.expiredLately!, ids.endedLately!].sort());
    expect((await db.select({ id: accountTokens.id }).from(accountTokens)).map((row) => row.id)).toEqual([ids.newLink]);
    expect((await db.select({ id: signInChallenges.id }).from(signInChallenges)).map((row) => row.id)).toEqual([ids.liveSignIn]);
    const alerts = (await db.select({ id: stockAlerts.id }).from(stockAlerts)).map((row) => row.id);
    expect(alerts.sort()).toEqual([ids.unconfirmedNew!, ids.activeOld!, ids.cancelledOld!].sort());
    expect((await db.select({ userId: carts.userId }).from(carts)).map((row) => row.userId)).toEqual([recent]);
    // The reminder already sent stays: once per cart, with its unsubscribe link.
    expect(await db.select({ userId: cartReminders.userId }).from(cartReminders)).toEqual([{ userId: forgotten }]);
    expect((await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key)).toEqual(['login:ip:live']);
    expect(await db.select({ query: searchQueryStats.query, searches: searchQueryStats.searches }).from(searchQueryStats)).toEqual([{ query: 'vaqueros', searches: 5 }]);

    const mails = new Map((await db.select().from(mailOutbox)).map((row) => [row.id, row]));
    // The e-mail stays as the record of what was sent to whom and when; its body and links go.
    expect(mails.get(ids.sentOld!)).toMatchObject({ toAddress: 'ana@example.com', subject: 'Tu pedido', html: '', text: '', headers: {}, error: null });
    // One never sent is closed: a delivery started later (SMTP set up) cannot send it empty.
    expect(mails.get(ids.unsentOld!)).toMatchObject({ html: '', text: '', sentAt: null, error: MAIL_BODY_REMOVED_UNSENT });
    expect(mails.get(ids.sentTenDaysAgo!)).toMatchObject({ html: '<p>Hola Ana</p>', text: 'Hola Ana' });
  });

  it('runs again with nothing to do, and empties the e-mails past the retention the store settings name', async () => {
    const db = api.db;
    await db.insert(storeSettings).values({ key: 'mail_body_retention_days', value: 7 }).onConflictDoUpdate({ target: storeSettings.key, set: { value: 7 } });
    forgetStoreSettings(db);
    const counts = await runHousekeeping(db, now, silentLogger);
    expect(counts).toEqual({ sessions: 0, accountLinks: 0, signIns: 0, unconfirmedStockAlerts: 0, idleCarts: 0, rateLimits: 0, mailBodies: 1, searchStats: 0 });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, ids.sentTenDaysAgo!));
    expect(mail).toMatchObject({ html: '', text: '', error: null });
    await db.delete(storeSettings).where(eq(storeSettings.key, 'mail_body_retention_days'));
    forgetStoreSettings(db);
  });

  it('the retention is edited in /admin/settings, between 7 days and 10 years', async () => {
    const current = await api.get('/api/admin/settings', api.admin);
    expect(current.body.data.settings.mail_body_retention_days).toBe(90);
    const save = (days: number) =>
      api.app.request('/api/admin/settings', {
        method: 'PUT',
        headers: { ...api.admin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...current.body.data.settings, mail_body_retention_days: days }),
      });
    const refused = await save(3);
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors.mail_body_retention_days).toEqual(['El plazo de conservación de los emails no puede ser menor que 7 días.']);
    expect((await save(30)).status).toBe(200);
    expect((await api.get('/api/admin/settings', api.admin)).body.data.settings.mail_body_retention_days).toBe(30);
  });
});
