import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { DEFAULT_STORE_ORIGIN, setStoreOrigin } from '../../http/public-origin';
import { cartReminders, carts, mailOutbox, products, productVariants, users, userSettings, type StoredCartItem } from '../../db/schema';
import { insertTestOrder } from '../orders/test-orders';
import { sendCartReminders } from './cart-reminders';

describe('cart reminders (issue 25)', () => {
  const api = setupApiTest();
  const NOW = new Date('2026-11-20T12:00:00.000Z');
  const hoursBefore = (hours: number, from = NOW) => new Date(from.getTime() - hours * 3_600_000);
  let shirt: { id: number; s: number; m: number };
  let cap: { id: number; u: number };

  const json = (method: string, body: unknown, headers: Record<string, string>) => ({
    method,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

  /** A customer who switched cart reminders on in /user/settings (or left them as they come: off). */
  const customer = async (consent = true) => {
    const made = await createUser(api.db, { name: 'Lucía' });
    if (consent) {
      const res = await api.app.request('/api/user/settings', json('PUT', { cart_reminders: true }, made.auth));
      expect(res.status).toBe(200);
    }
    return made;
  };

  const item = (product_id: number, variant_id: number | null, quantity: number): StoredCartItem => ({ product_id, variant_id, quantity, added_at: '2026-11-18T10:00:00.000Z' });

  /** The cart as the cart service would have left it: started when its first garment went in, last touched `updatedAt`. */
  const leaveCart = async (userId: number, items: StoredCartItem[], startedAt: Date, updatedAt = startedAt) => {
    await api.db
      .insert(carts)
      .values({ userId, items, startedAt, updatedAt })
      .onConflictDoUpdate({ target: carts.userId, set: { items, startedAt, updatedAt } });
  };

  const mailsOf = (userId: number) => api.db.select().from(mailOutbox).where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, 'cart-reminder')));
  const remindersOf = (userId: number) => api.db.select().from(cartReminders).where(eq(cartReminders.userId, userId));
  const settingsOf = async (auth: Record<string, string>) => (await api.get('/api/user/settings', auth)).body.data;

  // A store behind its PUBLIC_URL: the reminder (written by the job's sendCartReminders, far from any request) links there.
  // The API files of a worker share modules: the default is put back after.
  afterAll(() => setStoreOrigin(DEFAULT_STORE_ORIGIN));

  beforeAll(async () => {
    setStoreOrigin('https://tienda.example');
    const brand = await createBrand(api.db, { name: 'divergente' });
    const category = await createCategory(api.db);
    const shirtRow = await createProduct(api.db, {
      name: 'Camisa de lino',
      price: 49.9,
      brand_id: brand.id,
      category_id: category.id,
      variants: [
        { size: 'S', color_name: 'Crudo', color_hex: '#eeeadd', sku: 'CR-LINO-S', stock: 2 },
        { size: 'M', color_name: 'Crudo', color_hex: '#eeeadd', sku: 'CR-LINO-M', stock: 0 },
      ],
    });
    const variants = await api.db.select().from(productVariants).where(eq(productVariants.productId, shirtRow.id)).orderBy(productVariants.id);
    shirt = { id: shirtRow.id, s: variants[0]!.id, m: variants[1]!.id };
    const capRow = await createProduct(api.db, { name: 'Gorra <b>bordada</b>', price: 15, variants: [], stock_quantity: 30, brand_id: brand.id, category_id: category.id });
    const [capVariant] = await api.db.select().from(productVariants).where(eq(productVariants.productId, capRow.id));
    cap = { id: capRow.id, u: capVariant!.id };
  });

  it('sends nothing without the customer’s consent, however long the cart was left', async () => {
    const { user } = await customer(false);
    await leaveCart(user.id, [item(cap.id, cap.u, 1)], hoursBefore(30));
    expect(await sendCartReminders(api.db, NOW)).toBe(0);
    expect(await mailsOf(user.id)).toEqual([]);
    expect(await remindersOf(user.id)).toEqual([]);
  });

  it('waits until the cart has been left 24 hours, and forgets carts left over a week', async () => {
    const fresh = await customer();
    await leaveCart(fresh.user.id, [item(cap.id, cap.u, 1)], hoursBefore(40), hoursBefore(23));
    const stale = await customer();
    await leaveCart(stale.user.id, [item(cap.id, cap.u, 1)], hoursBefore(8 * 24));
    await sendCartReminders(api.db, NOW);
    expect(await mailsOf(fresh.user.id)).toEqual([]);
    expect(await mailsOf(stale.user.id)).toEqual([]);
    expect(await sendCartReminders(api.db, hoursBefore(-1.5))).toBeGreaterThanOrEqual(1);
    expect(await mailsOf(fresh.user.id)).toHaveLength(1);
    expect(await mailsOf(stale.user.id)).toEqual([]);
  });

  it('sends one e-mail with the cart’s current prices and stock, a link to the cart and the one-click unsubscribe; a re-run sends nothing', async () => {
    const { user } = await customer();
    const started = hoursBefore(26);
    await leaveCart(user.id, [item(shirt.id, shirt.s, 3), item(shirt.id, shirt.m, 1), item(cap.id, cap.u, 2)], started, hoursBefore(25));
    // The shirt went on sale after it was put in the cart: the reminder shows the price of now.
    await api.db.update(products).set({ salePriceCents: 3990 }).where(eq(products.id, shirt.id));

    expect(await sendCartReminders(api.db, NOW)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsOf(user.id);
    expect(more).toEqual([]);
    // Prices are written with a no-break space before the euro sign.
    const text = mail!.text.replace(/\u00a0/g, ' ');
    expect(mail!.subject).toBe('Tus prendas te esperan en el carrito');
    expect(mail!.text).toContain('Hola, Lucía:');
    expect(text).toMatch(/Talla S · Crudo · 2 unidades\nRebajada: 39,90 € \(antes 49,90 €\)\nQuedan 2: 79,80 €/);
    expect(text).toContain('Camisa de lino · divergente\nTalla M · Crudo · 1 unidad: Agotada');
    expect(text).toMatch(/Talla única · 2 unidades\nDisponible: 30,00 €/);
    expect(mail!.text).toContain('Ver mi carrito: https://tienda.example/checkout');
    // HTML in a product's name is text.
    expect(mail!.html).toContain('Gorra &lt;b&gt;bordada&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>bordada</b>');

    const header = mail!.headers['List-Unsubscribe'];
    const token = /^<https:\/\/tienda\.example\/api\/marketing\/unsubscribe\?token=([A-Za-z0-9_-]{43})>$/.exec(header ?? '')?.[1];
    expect(token).toBeDefined();
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(`No quiero más recordatorios de carrito: https://tienda.example/baja?token=${token}`);
    expect(mail!.html).toContain(`href="https://tienda.example/baja?token=${token}"`);

    const [reminder, ...others] = await remindersOf(user.id);
    expect(others).toEqual([]);
    expect(reminder!.cartStartedAt.toISOString()).toBe(started.toISOString());
    expect(reminder!.unsubscribeTokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(reminder!.unsubscribeTokenHash).not.toContain(token!);

    await sendCartReminders(api.db, NOW);
    await sendCartReminders(api.db, hoursBefore(-5));
    // Touched again, the same cart (same start) still gets no second reminder.
    await leaveCart(user.id, [item(cap.id, cap.u, 1)], started, hoursBefore(-1));
    await sendCartReminders(api.db, hoursBefore(-30));
    expect(await mailsOf(user.id)).toHaveLength(1);
    await api.db.update(products).set({ salePriceCents: null }).where(eq(products.id, shirt.id));
  });

  it('two runs at once remind a cart once', async () => {
    const { user } = await customer();
    await leaveCart(user.id, [item(cap.id, cap.u, 1)], hoursBefore(30));
    await Promise.all([sendCartReminders(api.db, NOW), sendCartReminders(api.db, NOW), sendCartReminders(api.db, NOW)]);
    expect(await mailsOf(user.id)).toHaveLength(1);
    expect(await remindersOf(user.id)).toHaveLength(1);
  });

  it('never reminds a cart after an order placed since it started; a new cart after the order may get its own', async () => {
    const { user } = await customer();
    await leaveCart(user.id, [item(cap.id, cap.u, 1)], hoursBefore(60), hoursBefore(50));
    await insertTestOrder(api.db, { userId: user.id, email: user.email, createdAt: hoursBefore(49) });
    await sendCartReminders(api.db, NOW);
    expect(await mailsOf(user.id)).toEqual([]);

    // Emptied after the order and filled again: a new cart.
    await leaveCart(user.id, [item(shirt.id, shirt.s, 1)], hoursBefore(40), hoursBefore(30));
    await sendCartReminders(api.db, NOW);
    const mails = await mailsOf(user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Camisa de lino');
    expect((await remindersOf(user.id)).map((r) => r.cartStartedAt.toISOString())).toEqual([hoursBefore(40).toISOString()]);
  });

  it('sends nothing to a deactivated account, nor about a cart with nothing left to buy', async () => {
    const deactivated = await customer();
    await leaveCart(deactivated.user.id, [item(cap.id, cap.u, 1)], hoursBefore(30));
    await api.db.update(users).set({ deactivatedAt: hoursBefore(2) }).where(eq(users.id, deactivated.user.id));
    const soldOut = await customer();
    await leaveCart(soldOut.user.id, [item(shirt.id, shirt.m, 1)], hoursBefore(30));
    await sendCartReminders(api.db, NOW);
    expect(await mailsOf(deactivated.user.id)).toEqual([]);
    expect(await mailsOf(soldOut.user.id)).toEqual([]);
    expect(await remindersOf(soldOut.user.id)).toEqual([]);
  });

  describe('consent in /user/settings', () => {
    it('switching reminders on records the consent’s date, leaving them on keeps it, and off clears it', async () => {
      const { user, auth } = await createUser(api.db);
      expect(await settingsOf(auth)).toMatchObject({ cart_reminders: false, cart_reminders_consent_at: null });
      const on = (await (await api.app.request('/api/user/settings', json('PUT', { cart_reminders: true }, auth))).json()).data;
      expect(on.cart_reminders).toBe(true);
      expect(Date.parse(on.cart_reminders_consent_at)).not.toBeNaN();
      await api.app.request('/api/user/settings', json('PUT', { newsletter: true, cart_reminders: true }, auth));
      expect((await settingsOf(auth)).cart_reminders_consent_at).toBe(on.cart_reminders_consent_at);
      const [row] = await api.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
      expect(row!.cartRemindersConsentAt?.toISOString()).toBe(on.cart_reminders_consent_at);
      await api.app.request('/api/user/settings', json('PUT', { cart_reminders: false }, auth));
      expect(await settingsOf(auth)).toMatchObject({ newsletter: true, cart_reminders: false, cart_reminders_consent_at: null });
    });

    it('refuses a consent date sent by the browser and a wrong value (422), changing nothing', async () => {
      const { auth } = await createUser(api.db);
      const forged = await api.app.request('/api/user/settings', json('PUT', { cart_reminders: true, cart_reminders_consent_at: '2020-01-01T00:00:00Z' }, auth));
      expect(forged.status).toBe(422);
      expect((await forged.json()).errors).toEqual({ cart_reminders_consent_at: ['Campo no admitido.'] });
      const wrong = await api.app.request('/api/user/settings', json('PUT', { cart_reminders: 'sí' }, auth));
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).errors).toEqual({ cart_reminders: ['Indica sí o no.'] });
      expect(await settingsOf(auth)).toMatchObject({ cart_reminders: false, cart_reminders_consent_at: null });
    });
  });

  describe('unsubscribe without signing in', () => {
    /** A customer reminded once, and the token of their e-mail. */
    const reminded = async () => {
      const made = await customer();
      await leaveCart(made.user.id, [item(cap.id, cap.u, 1)], hoursBefore(30));
      await sendCartReminders(api.db, NOW);
      const [mail] = await mailsOf(made.user.id);
      const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.headers['List-Unsubscribe'] ?? '')![1]!;
      return { ...made, token };
    };

    it('the one-click POST of List-Unsubscribe turns cart reminders off, and the next cart gets none', async () => {
      const { user, auth, token } = await reminded();
      const looked = await api.get(`/api/marketing/unsubscribe?token=${token}`);
      expect(looked).toEqual({ status: 200, body: { status: 'success', data: { topic: 'cart_reminders', subscribed: true } } });
      // Looking changes nothing (mail readers open links by themselves).
      expect((await settingsOf(auth)).cart_reminders).toBe(true);

      const res = await api.app.request(`/api/marketing/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      expect((await res.json()).data).toEqual({ topic: 'cart_reminders', subscribed: false });
      expect(await settingsOf(auth)).toMatchObject({ cart_reminders: false, cart_reminders_consent_at: null });

      // Again (the page's form after the header's POST): still off, still fine.
      const again = await api.app.request(`/api/marketing/unsubscribe?token=${token}`, { method: 'POST' });
      expect(again.status).toBe(200);
      expect((await api.get(`/api/marketing/unsubscribe?token=${token}`)).body.data.subscribed).toBe(false);

      await leaveCart(user.id, [item(shirt.id, shirt.s, 1)], hoursBefore(28), hoursBefore(26));
      await sendCartReminders(api.db, NOW);
      expect(await mailsOf(user.id)).toHaveLength(1);
    });

    it('a malformed token is 422 and an unknown one 404, and nothing changes', async () => {
      const { auth, token } = await reminded();
      const malformed = await api.app.request('/api/marketing/unsubscribe?token=abc', { method: 'POST' });
      expect(malformed.status).toBe(422);
      expect((await malformed.json()).errors).toEqual({ token: ['El enlace de baja no es válido: ábrelo tal y como llegó en el email.'] });
      const missing = await api.app.request('/api/marketing/unsubscribe', { method: 'POST' });
      expect(missing.status).toBe(422);
      const unknown = await api.app.request(`/api/marketing/unsubscribe?token=${token.slice(1)}x`, { method: 'POST' });
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).message).toBe('Este enlace de baja no es válido. Puedes desactivar los recordatorios de carrito en los ajustes de tu cuenta.');
      expect((await api.get(`/api/marketing/unsubscribe?token=${token.slice(1)}x`)).status).toBe(404);
      expect((await settingsOf(auth)).cart_reminders).toBe(true);
    });
  });
});
