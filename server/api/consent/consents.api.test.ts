import { randomBytes, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COOKIE_BANNER_TEXT_VERSION } from '../../../common/consent/rules';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { consentRecords, productVariants } from '../../db/schema';
import { PUBLIC_WRITE_LIMITS } from '../payments/public-rate-limit';

// Consent on record (issue 33, RGPD art. 7.1): each cookie choice saved in the banner is a new row,
// by the browser's anonymous id and, signed in, the account; the customer sees what they agreed to.

describe('consents on record', () => {
  const api = setupApiTest();
  const db = () => api.db;
  /** Each test its own address, so the rate limit of one never reaches another. */
  const fromIp = () => ({ 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` });

  const call = async (method: string, url: string, headers: Record<string, string> = {}, body?: unknown) => {
    const res = await api.app.request(url, {
      method,
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON as it comes
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };
  const choice = (analytics: boolean, marketing: boolean, anonymousId = randomUUID()) => ({
    categories: { essential: true, analytics, marketing },
    text_version: COOKIE_BANNER_TEXT_VERSION,
    anonymous_id: anonymousId,
  });
  const rowsOf = (anonymousId: string) => db().select().from(consentRecords).where(eq(consentRecords.anonymousId, anonymousId));
  const allRows = async () => (await db().select({ n: count() }).from(consentRecords))[0]!.n;

  it("records an anonymous visitor's choice by the browser's id, dated by the server, without the IP", async () => {
    const body = choice(true, false);
    const before = Date.now();
    const res = await call('POST', '/api/consents/cookies', fromIp(), body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ kind: 'cookies', categories: { essential: true, analytics: true, marketing: false }, text_version: COOKIE_BANNER_TEXT_VERSION, for_account: false });
    const rows = await rowsOf(body.anonymous_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, kind: 'cookies', textVersion: COOKIE_BANNER_TEXT_VERSION, categories: { essential: true, analytics: true, marketing: false } });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    expect(Object.keys(rows[0]!)).not.toContain('ip');

    // A second choice is another row: the history is kept.
    expect((await call('POST', '/api/consents/cookies', fromIp(), { ...body, categories: { essential: true, analytics: false, marketing: false } })).status).toBe(201);
    expect(await rowsOf(body.anonymous_id)).toHaveLength(2);
  });

  it("a signed-in person's choice carries the account too, and shows in their consents", async () => {
    const { user, auth } = await createUser(db());
    const empty = await call('GET', '/api/user/privacy/consents', auth);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ cookies: null, cart_reminders: { active: false, consented_at: null }, stock_alerts: [] });

    const anonymousId = randomUUID();
    await call('POST', '/api/consents/cookies', fromIp(), choice(true, true, anonymousId));
    const res = await call('POST', '/api/consents/cookies', { ...fromIp(), ...auth }, choice(false, true, anonymousId));
    expect(res.status).toBe(201);
    expect(res.body.data.for_account).toBe(true);
    const rows = await rowsOf(anonymousId);
    expect(rows.map((row) => row.userId)).toEqual([null, user.id]);

    const mine = await call('GET', '/api/user/privacy/consents', auth);
    expect(mine.body.data.cookies).toEqual({
      categories: { essential: true, analytics: false, marketing: true },
      text_version: COOKIE_BANNER_TEXT_VERSION,
      created_at: rows[1]!.createdAt.toISOString(),
    });
    // Somebody else's account sees none of it.
    const other = await createUser(db());
    expect((await call('GET', '/api/user/privacy/consents', other.auth)).body.data.cookies).toBeNull();
    expect((await call('GET', '/api/user/privacy/consents')).status).toBe(401);
  });

  it('a bad body is a 422 per field and stores nothing', async () => {
    const before = await allRows();
    const bad = [
      { ...choice(true, true), categories: { essential: false, analytics: true, marketing: true } },
      { ...choice(true, true), categories: { essential: true, analytics: 'sí', marketing: true } },
      { ...choice(true, true), anonymous_id: 'not-a-uuid' },
      { ...choice(true, true), text_version: 'v 1 <script>' },
      { ...choice(true, true), ip: '1.2.3.4' },
      { categories: { essential: true, analytics: true, marketing: true } },
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/consents/cookies', fromIp(), body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    }
    expect(await allRows()).toBe(before);
  });

  it('limits choices per network address: over the limit a 429 with Retry-After, and nothing stored', async () => {
    const ip = fromIp();
    const anonymousId = randomUUID();
    for (let i = 0; i < PUBLIC_WRITE_LIMITS.cookieConsents.max; i++) {
      expect((await call('POST', '/api/consents/cookies', ip, choice(i % 2 === 0, false, anonymousId))).status).toBe(201);
    }
    const limited = await call('POST', '/api/consents/cookies', ip, choice(true, true, anonymousId));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await rowsOf(anonymousId)).toHaveLength(PUBLIC_WRITE_LIMITS.cookieConsents.max);
    // Another address is not held back.
    expect((await call('POST', '/api/consents/cookies', fromIp(), choice(true, true, anonymousId))).status).toBe(201);
  });

  it("shows the cart reminders' consent date and the active back-in-stock alerts with their confirmation", async () => {
    const { auth, user } = await createUser(db());
    const on = await call('PUT', '/api/user/settings', auth, { cart_reminders: true });
    expect(on.status).toBe(200);

    const brand = await createBrand(db());
    const category = await createCategory(db());
    const product = await createProduct(db(), {
      brand_id: brand.id,
      category_id: category.id,
      variants: [{ size: 'M', color_name: 'Negro', color_hex: '#222222', sku: `M-${randomBytes(3).toString('hex')}`, stock: 0 }],
    });
    const [variant] = await db().select().from(productVariants).where(eq(productVariants.productId, product.id));
    const alert = await call('POST', '/api/stock-alerts', { ...fromIp(), ...auth }, { variant_id: variant!.id });
    expect(alert.status).toBe(201);

    const mine = (await call('GET', '/api/user/privacy/consents', auth)).body.data;
    expect(mine.cart_reminders.active).toBe(true);
    expect(mine.cart_reminders.consented_at).toBe(on.body.data.cart_reminders_consent_at);
    expect(mine.stock_alerts).toEqual([
      {
        id: alert.body.data.alert.id,
        email: user.email,
        product_name: product.name,
        product_slug: product.slug,
        size: 'M',
        color_name: 'Negro',
        confirmed_at: expect.any(String),
      },
    ]);

    // Cancelled alerts and switched-off reminders are no longer consents in force.
    await call('PUT', '/api/user/settings', auth, { cart_reminders: false });
    await call('DELETE', `/api/user/stock-alerts/${alert.body.data.alert.id}`, auth);
    const after = (await call('GET', '/api/user/privacy/consents', auth)).body.data;
    expect(after.cart_reminders).toEqual({ active: false, consented_at: null });
    expect(after.stock_alerts).toEqual([]);
  });
});
