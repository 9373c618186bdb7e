import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createCustomRole, createUser, createUserWithRole } from '../../../tests/factories';
import { fiscalRecords, fiscalSubmissions, invoices, mailOutbox, orders, storeSettings } from '../../db/schema';
import { INVOICE_CATCH_UP_LOCK_KEY, issueMissingInvoices } from '../../invoices/invoice-catch-up';
import { verifyInvoiceChain } from '../../invoices/verifactu/verify-chain';
import { ADDRESSES, createShop, createTestProduct, orderBody, type ShopRefs } from '../checkout/checkout-test-kit';
import { forgetStoreSettings } from '../../settings/store-settings';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Headers = Record<string, string>;

const ISSUER = { legal_name: 'Moda Diversa S.L.', tax_id: 'B12345674', registered_address: 'Calle de Embajadores 10, 28012 Madrid' };
const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(new Date());

describe('invoices API: issuing on every payment path, corrective invoices, numbering, the chain and access', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let shop: ShopRefs;
  let customer: Headers;
  let customerEmail: string;
  let other: Headers;

  const send = async (method: string, url: string, body?: unknown, headers: Headers = {}) => {
    const res = await api.app.request(url, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, type, headers: res.headers, body: type.includes('json') ? ((await res.json()) as any) : type.startsWith('text/') ? await res.text() : new Uint8Array(await res.arrayBuffer()) };
  };
  let shoppers = 0;
  /** A test card's token, each from its own address (the gateway's tokens are limited per IP). */
  const cardToken = async () =>
    (await send('POST', '/api/payments/test-gateway/tokens', { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }, { 'X-Forwarded-For': `10.9.${Math.floor(shoppers / 200)}.${(shoppers++ % 200) + 1}` })).body.data.token as string;

  const setIssuer = async (values: Partial<typeof ISSUER>) => {
    for (const [key, value] of Object.entries(values)) {
      await db().insert(storeSettings).values({ key, value }).onConflictDoUpdate({ target: storeSettings.key, set: { value } });
    }
    forgetStoreSettings(db());
  };

  /** A card order of one product at `price` × `quantity`, placed and paid by `headers` (a guest without). */
  const cardOrder = async (headers: Headers, options: { price?: number; quantity?: number; extra?: Record<string, unknown>; address?: (typeof ADDRESSES)[keyof typeof ADDRESSES] } = {}) => {
    const price = options.price ?? 30;
    const quantity = options.quantity ?? 2;
    const { product, variants } = await createTestProduct(db(), shop, { price, variants: [{ stock: 50 }] });
    const quote = await send('POST', '/api/checkout/quote', {
      items: [{ product_id: product.id, variant_id: variants[0]!.id, quantity }],
      destination: { province: (options.address ?? ADDRESSES.madrid).province, postal_code: (options.address ?? ADDRESSES.madrid).postal_code },
      shipping_method: 'standard',
      payment_method: 'card',
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const body = orderBody({
      items: [{ product_id: product.id, variant_id: variants[0]!.id, quantity }],
      expected_total: quote.body.data.totals.total,
      payment_method: 'card',
      payment: { card_token: await cardToken() },
      ...(options.address ? { shipping_address: options.address } : {}),
      ...(options.extra ?? {}),
    } as any);
    const placed = await send('POST', '/api/checkout/orders', body, headers);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.data.order as any;
  };

  const invoicesOf = async (orderNumber: string) => {
    const [order] = await db().select().from(orders).where(eq(orders.number, orderNumber));
    return db().select().from(invoices).where(eq(invoices.orderId, order!.id)).orderBy(asc(invoices.id));
  };

  beforeAll(async () => {
    shop = await createShop(db());
    const user = await createUser(db(), { name: 'Nora Cliente' });
    customer = user.auth;
    customerEmail = user.user.email;
    other = (await createUser(db(), { name: 'Otra Persona' })).auth;
  });

  afterAll(async () => {
    // Every test above wrote invoices: the chain still verifies.
    const chain = await verifyInvoiceChain(db());
    expect(chain.first_break).toBeNull();
    expect(chain.ok).toBe(true);
  });

  it('waits for the issuer data: a paid order is invoiced once they are filled, and staff are told what is missing', async () => {
    const order = await cardOrder(customer);
    expect(order.invoices).toEqual([]);
    const list = await api.get('/api/admin/invoices', api.admin);
    expect(list.status).toBe(200);
    expect(list.body.data.issuer).toMatchObject({ ready: false, missing: ['NIF', 'domicilio social'], waiting_orders: 1 });

    await setIssuer(ISSUER);
    // Two instances' catch-up rounds at once, as server/start.ts runs them: one invoice, one e-mail.
    const round = () => api.testDb.database.withLock(INVOICE_CATCH_UP_LOCK_KEY, (locked) => issueMissingInvoices(locked, new Date()));
    const [issued, alsoIssued] = await Promise.all([round(), round()]);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-invoice'))).toHaveLength(1);
    expect([...new Set([...issued, ...alsoIssued].map((invoice) => invoice.number))]).toEqual([`FS-${year}-000001`]);
    expect(await invoicesOf(order.number)).toHaveLength(1);
    expect(await issueMissingInvoices(db(), new Date())).toEqual([]);
    const mail = (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'order-invoice'))).at(-1)!;
    expect(mail.attachments).toEqual([{ kind: 'invoice', id: [...issued, ...alsoIssued][0]!.id }]);
  });

  it('a card payment issues a simplified invoice equal to the order, attached to the confirmation, downloadable only with its link', async () => {
    // 3 × 19,99 € with a price that does not split evenly: the breakdown still sums exactly.
    const order = await cardOrder(customer, { price: 19.99, quantity: 3 });
    expect(order.invoices).toHaveLength(1);
    const invoice = order.invoices[0];
    expect(invoice).toMatchObject({ kind: 'F2', kind_label: 'Factura simplificada', purpose: 'sale', order_number: order.number, total: order.totals.total, vat: order.totals.vat, recipient: null });
    expect(invoice.number).toMatch(new RegExp(`^FS-${year}-\\d{6}$`));
    expect(order.events.find((event: any) => event.kind === 'invoice')?.message).toMatch(new RegExp(`^Factura simplificada ${invoice.number} emitida \\(${order.totals.total.toFixed(2).replace('.', ',')}\\s€\\)\\.$`));

    const [row] = await invoicesOf(order.number);
    expect(row!.baseCents + row!.vatCents).toBe(row!.totalCents);
    expect(row!.lines.reduce((sum, line) => sum + line.total_cents, 0)).toBe(row!.totalCents);
    expect(row!.lines.reduce((sum, line) => sum + line.base_cents, 0)).toBe(row!.baseCents);
    expect(row!.lines.reduce((sum, line) => sum + line.vat_cents, 0)).toBe(row!.vatCents);
    expect(row!.issuer).toEqual({ name: ISSUER.legal_name, tax_id: ISSUER.tax_id, address: ISSUER.registered_address });

    const [confirmation] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order-confirmation'), sql`${mailOutbox.text} like ${`%${order.number}%`}`));
    expect(confirmation!.attachments).toEqual([{ kind: 'invoice', id: invoice.id }]);
    expect(confirmation!.text).toContain(invoice.number);

    const pdf = await send('GET', invoice.pdf_url);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`factura-${invoice.number}.pdf`);
    expect(Buffer.from(pdf.body as Uint8Array).subarray(0, 5).toString()).toBe('%PDF-');
    const wrong = await send('GET', `/api/invoices/${invoice.number}/pdf?token=${'x'.repeat(43)}`);
    expect(wrong.status).toBe(404);
    expect((await send('GET', `/api/invoices/${invoice.number}/pdf`)).status).toBe(404);

    // The VERI*FACTU record: chained, with its submission kept in the outbox with the XML.
    const [record] = await db().select().from(fiscalRecords).where(eq(fiscalRecords.invoiceId, invoice.id));
    expect(record).toMatchObject({ kind: 'alta', invoiceKind: 'F2', amountTotal: (row!.totalCents / 100).toFixed(2), issuerTaxId: ISSUER.tax_id });
    expect(record!.previousHuella).toMatch(/^[0-9A-F]{64}$/);
    const [submission] = await db().select().from(fiscalSubmissions).where(eq(fiscalSubmissions.recordId, record!.id));
    expect(submission).toMatchObject({ submitter: 'outbox', status: 'kept' });
    expect(submission!.xml).toContain(`<sf:NumSerieFactura>${invoice.number}</sf:NumSerieFactura>`);
    expect(submission!.xml).toContain(`<sf:Huella>${record!.huella}</sf:Huella>`);

    // The customer's list has it; another customer's has none of it.
    const mine = await api.get('/api/user/invoices', customer);
    expect(mine.body.data.data.map((entry: any) => entry.number)).toContain(invoice.number);
    const theirs = await api.get('/api/user/invoices', other);
    expect(theirs.body.data.data).toEqual([]);
  });

  it('a full invoice asked for at checkout: a wrong NIF is a 422 and places nothing; a right one issues an F1 with the taxable base and the VAT', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(orders);
    const { product, variants } = await createTestProduct(db(), shop, { price: 40, variants: [{ stock: 5 }] });
    const bad = await send(
      'POST',
      '/api/checkout/orders',
      orderBody({ items: [{ product_id: product.id, variant_id: variants[0]!.id, quantity: 2 }], expected_total: 80, invoice_recipient: { name: 'Estudio Lila S.L.', tax_id: 'B12345675', address: 'Calle Luna 2, 28004 Madrid' } } as any),
      customer,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors['invoice_recipient.tax_id'][0]).toMatch(/NIF no es válido/);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(orders)).toEqual(before);

    const order = await cardOrder(customer, { price: 40, extra: { invoice_recipient: { name: 'Estudio Lila S.L.', tax_id: 'b-12.345.674', address: 'Calle Luna 2, 28004 Madrid' } } });
    expect(order.invoice_recipient).toEqual({ name: 'Estudio Lila S.L.', tax_id: 'B12345674', address: 'Calle Luna 2, 28004 Madrid' });
    expect(order.invoices[0]).toMatchObject({ kind: 'F1', recipient: { tax_id: 'B12345674' } });
    expect(order.invoices[0].number).toMatch(new RegExp(`^FC-${year}-`));
    const [row] = await invoicesOf(order.number);
    // 80 € VAT included at 21 %: 66,12 € base and 13,88 € VAT.
    expect(row!.breakdown).toEqual([{ rate: 21, exemption: null, base_cents: 6612, vat_cents: 1388 }]);
  });

  it('a simplified invoice is substituted by a full one (F3) on request, once; bad data are 422 and change nothing; nobody asks for another customer', async () => {
    const order = await cardOrder(customer);
    const url = `/api/user/orders/${order.number}/invoice`;
    const bad = await send('POST', url, { name: '', tax_id: '12345678A', address: 'x' }, customer);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['address', 'name', 'tax_id']);
    expect((await send('POST', url, { name: 'Nora Cliente', tax_id: '12345678Z', address: 'Calle Olmo 3, 28012 Madrid' }, other)).status).toBe(404);
    expect(await invoicesOf(order.number)).toHaveLength(1);

    const done = await send('POST', url, { name: 'Nora Cliente', tax_id: '12345678Z', address: 'Calle Olmo 3, 28012 Madrid' }, customer);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ outcome: 'issued', invoice: { kind: 'F3', rectifies_number: order.invoices[0].number, total: order.totals.total } });
    const again = await send('POST', url, { name: 'Nora Cliente', tax_id: '12345678Z', address: 'Calle Olmo 3, 28012 Madrid' }, customer);
    expect(again.status).toBe(409);
    const [submission] = await db()
      .select({ xml: fiscalSubmissions.xml })
      .from(fiscalSubmissions)
      .innerJoin(fiscalRecords, eq(fiscalRecords.id, fiscalSubmissions.recordId))
      .where(eq(fiscalRecords.invoiceId, done.body.data.invoice.id));
    expect(submission!.xml).toContain('<sf:FacturasSustituidas>');
    expect(submission!.xml).toContain('<sf:NIF>12345678Z</sf:NIF>');
  });

  it('a transfer marked paid and cash paid at the door issue their invoices, e-mailed with the PDF', async () => {
    const { product, variants } = await createTestProduct(db(), shop, { price: 30, variants: [{ stock: 10 }] });
    const transfer = await send('POST', '/api/checkout/orders', orderBody({ items: [{ product_id: product.id, variant_id: variants[0]!.id, quantity: 2 }], expected_total: 60, email: 'transfer@example.com' }));
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(201);
    const transferOrder = transfer.body.data.order;
    expect(transferOrder.invoices).toEqual([]);
    expect((await send('POST', `/api/admin/orders/${transferOrder.id}/status`, { status: 'paid' }, api.admin)).status).toBe(200);
    const [transferInvoice] = await invoicesOf(transferOrder.number);
    expect(transferInvoice).toMatchObject({ kind: 'F2', totalCents: 6000 });
    const [invoiceMail] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order-invoice'), eq(mailOutbox.toAddress, 'transfer@example.com')));
    expect(invoiceMail!.attachments).toEqual([{ kind: 'invoice', id: transferInvoice!.id }]);

    const cod = await send('POST', '/api/checkout/orders', orderBody({ items: [{ product_id: product.id, variant_id: variants[0]!.id, quantity: 2 }], expected_total: 63, payment_method: 'cash_on_delivery', email: 'cod@example.com' }));
    expect(cod.status, JSON.stringify(cod.body)).toBe(201);
    const codOrder = cod.body.data.order;
    for (const step of [{ status: 'preparing' }, { status: 'shipped', carrier: 'correos', tracking_number: 'PK123456789ES' }, { status: 'delivered' }]) {
      const moved = await send('POST', `/api/admin/orders/${codOrder.id}/status`, step, api.admin);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      if (step.status !== 'delivered') expect(await invoicesOf(codOrder.number)).toEqual([]);
    }
    const [codInvoice] = await invoicesOf(codOrder.number);
    expect(codInvoice!.totalCents).toBe(6300);
    expect(codInvoice!.lines.map((line) => line.description)).toContain('Recargo de pago contra reembolso');
  });

  it('a cancellation after payment issues a corrective invoice of the whole amount, attached to the cancellation e-mail', async () => {
    const order = await cardOrder(customer);
    const cancelled = await send('POST', `/api/user/orders/${order.number}/cancel`, { reason: 'Me equivoqué de talla' }, customer);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [sale, corrective] = await invoicesOf(order.number);
    expect(corrective).toMatchObject({ kind: 'R5', purpose: 'cancellation', rectifiesInvoiceId: sale!.id, totalCents: -sale!.totalCents, vatCents: -sale!.vatCents });
    expect(corrective!.number).toMatch(new RegExp(`^FR-${year}-`));
    const [mail] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order-cancelled'), sql`${mailOutbox.text} like ${`%${order.number}%`}`));
    expect(mail!.attachments).toEqual([{ kind: 'invoice', id: corrective!.id }]);
    expect(mail!.text).toContain(corrective!.number);
  });

  it('a refunded return issues a corrective invoice of what went back; Canarias invoices are exempt', async () => {
    const order = await cardOrder(customer, { price: 25, quantity: 3 });
    const [row] = await db().update(orders).set({ status: 'delivered', deliveredAt: new Date(Date.now() - 86_400_000) }).where(eq(orders.number, order.number)).returning();
    const line = order.lines[0];
    const requested = await send('POST', `/api/user/orders/${order.number}/returns`, { lines: [{ order_line_id: line.id, quantity: 1, reason: 'talla_grande', resolution: 'refund' }] }, customer);
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const returnId = (await api.get(`/api/admin/returns?search=${requested.body.data.number}`, api.admin)).body.data.data[0].id;
    const staffView = await api.get(`/api/admin/returns/${returnId}`, api.admin);
    const received = await send('POST', `/api/admin/returns/${returnId}/receive`, { lines: [{ return_line_id: staffView.body.data.lines[0].id, condition: 'sellable' }] }, api.admin);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const refunded = await send('POST', `/api/admin/returns/${returnId}/refund`, {}, api.admin);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const all = await invoicesOf(order.number);
    const corrective = all.find((invoice) => invoice.purpose === 'return')!;
    expect(corrective).toMatchObject({ kind: 'R5', returnId, totalCents: -requested.body.data.refund.total * 100 });
    expect(corrective.lines[0]).toMatchObject({ quantity: -1 });
    expect(row!.id).toBe(corrective.orderId);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'return-refunded'));
    expect(mail!.attachments).toEqual([{ kind: 'invoice', id: corrective.id }]);

    const canarias = await cardOrder(customer, { price: 30, quantity: 2, address: ADDRESSES.laspalmas });
    const [exempt] = await invoicesOf(canarias.number);
    expect(exempt!.vatCents).toBe(0);
    expect(exempt!.breakdown).toEqual([{ rate: 0, exemption: 'E2', base_cents: exempt!.totalCents, vat_cents: 0 }]);
    expect(exempt!.totalCents).toBe(Math.round(canarias.totals.total * 100));
  });

  it('numbers stay consecutive without gaps under 50 payments at once', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.prefix, 'FS'));
    const { product, variants } = await createTestProduct(db(), shop, { price: 70, variants: [{ stock: 60 }] });
    const items = [{ product_id: product.id, variant_id: variants[0]!.id, quantity: 1 }];
    const tokens = await Promise.all(Array.from({ length: 50 }, () => cardToken()));
    const placed = await Promise.all(
      tokens.map((token) => send('POST', '/api/checkout/orders', orderBody({ items, expected_total: 70, payment_method: 'card', payment: { card_token: token } } as any))),
    );
    expect(placed.map((answer) => answer.status)).toEqual(tokens.map(() => 201));
    expect(new Set(placed.map((answer) => answer.body.data.order.invoices[0].number)).size).toBe(50);
    const sequences = (await db().select({ sequence: invoices.sequence }).from(invoices).where(and(eq(invoices.prefix, 'FS'), eq(invoices.year, Number(year)))).orderBy(asc(invoices.sequence))).map(
      (row) => row.sequence,
    );
    expect(sequences.length).toBe(before[0]!.n + 50);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
  });

  it('staff list, total per VAT rate and export the invoices with the permission only; a customer cannot reach them', async () => {
    expect((await api.get('/api/admin/invoices', customer)).status).toBe(403);
    const noPermission = await createUserWithRole(db(), (await createCustomRole(db(), ['orders.view'])).id);
    expect((await api.get('/api/admin/invoices', noPermission.auth)).status).toBe(403);
    const accountant = await createUserWithRole(db(), (await createCustomRole(db(), ['invoices.manage'])).id);

    const list = await api.get('/api/admin/invoices?series=rectifying&per_page=50', accountant.auth);
    expect(list.status).toBe(200);
    expect(list.body.data.data.length).toBeGreaterThanOrEqual(2);
    expect(list.body.data.data.every((row: any) => row.kind === 'R5' || row.kind === 'R1')).toBe(true);
    expect(list.body.data.issuer).toMatchObject({ ready: true, example: false, waiting_orders: 0 });
    const all = await api.get('/api/admin/invoices?per_page=100', accountant.auth);
    const rows = await db().select().from(invoices);
    const sum = (rate: number, field: 'base_cents' | 'vat_cents') => rows.flatMap((row) => row.breakdown).filter((entry) => entry.rate === rate).reduce((total, entry) => total + entry[field], 0);
    const general = all.body.data.vat_totals.find((entry: any) => entry.rate === 21);
    expect(Math.round(general.base * 100)).toBe(sum(21, 'base_cents'));
    expect(Math.round(general.vat * 100)).toBe(sum(21, 'vat_cents'));
    expect((await api.get('/api/admin/invoices?from=2026-13-01', accountant.auth)).status).toBe(422);
    expect((await api.get('/api/admin/invoices?kind=F9', accountant.auth)).status).toBe(422);

    const csv = await send('GET', '/api/admin/invoices/export?series=full', undefined, accountant.auth);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const text = csv.body as string;
    expect(text.split('\r\n')[0]).toContain('Número;Serie;Tipo');
    expect(text).toContain('B12345674');
    expect(text).toMatch(/;21 %;66,12;13,88;80,00;No/);

    const detail = await api.get(`/api/admin/invoices/${rows[0]!.id}`, accountant.auth);
    expect(detail.status).toBe(200);
    expect(detail.body.data.records[0]).toMatchObject({ kind: 'alta', submission_status: 'kept' });
    expect(detail.body.data.verification_url).toMatch(/^https:\/\/www2\.agenciatributaria\.gob\.es\/wlpl\/TIKE-CONT\/ValidarQR\?nif=B12345674&numserie=FS-/);
    expect((await api.get('/api/admin/invoices/999999', accountant.auth)).status).toBe(404);
    const submissions = await api.get('/api/admin/fiscal-submissions', accountant.auth);
    expect(submissions.body.data.total).toBe(rows.length);
    const verify = await api.get('/api/admin/invoices/verify', accountant.auth);
    expect(verify.body.data).toMatchObject({ ok: true, records: rows.length });
  });

  it('an invoice issued in error is annulled by an anulación record, once; the invoice stays', async () => {
    const order = await cardOrder(customer);
    const id = order.invoices[0].id;
    expect((await send('POST', `/api/admin/invoices/${id}/annul`, { reason: 'no' }, api.admin)).status).toBe(422);
    const annulled = await send('POST', `/api/admin/invoices/${id}/annul`, { reason: 'Emitida dos veces por error de la pasarela' }, api.admin);
    expect(annulled.status, JSON.stringify(annulled.body)).toBe(200);
    expect(annulled.body.data).toMatchObject({ annulled: true, records: [{ kind: 'alta' }, { kind: 'anulacion' }] });
    expect((await send('POST', `/api/admin/invoices/${id}/annul`, { reason: 'Emitida dos veces por error de la pasarela' }, api.admin)).status).toBe(409);
    // A corrective invoice names the one it rectifies: that one cannot be annulled.
    const [sale] = await db().select().from(invoices).where(eq(invoices.purpose, 'cancellation')).limit(1);
    expect((await send('POST', `/api/admin/invoices/${sale!.rectifiesInvoiceId}/annul`, { reason: 'Emitida por error, sin más' }, api.admin)).status).toBe(409);
  });

  it('invoices and records cannot be changed or deleted, not even by SQL; the verification finds a forged record', async () => {
    const [first] = await db().select().from(invoices).limit(1);
    await expect(db().update(invoices).set({ totalCents: 1 }).where(eq(invoices.id, first!.id))).rejects.toThrow();
    await expect(db().delete(invoices).where(eq(invoices.id, first!.id))).rejects.toThrow();
    await expect(db().update(fiscalRecords).set({ amountTotal: '0.01' })).rejects.toThrow();
    await expect(db().delete(fiscalRecords)).rejects.toThrow();
    await expect(db().execute(sql`truncate ${invoices} cascade`)).rejects.toThrow();
    const [again] = await db().select().from(invoices).where(eq(invoices.id, first!.id));
    expect(again).toEqual(first);

    // Forged behind the triggers' back (only a superuser could): the chain says where.
    await db().execute(sql`alter table ${fiscalRecords} disable trigger fiscal_records_append_only`);
    const [record] = await db().select().from(fiscalRecords).orderBy(asc(fiscalRecords.id)).limit(1).offset(2);
    await db().update(fiscalRecords).set({ amountTotal: '1.00' }).where(eq(fiscalRecords.id, record!.id));
    const broken = await verifyInvoiceChain(db());
    expect(broken).toMatchObject({ ok: false, first_break: { record_id: record!.id, invoice_number: record!.invoiceNumber } });
    await db().update(fiscalRecords).set({ amountTotal: record!.amountTotal }).where(eq(fiscalRecords.id, record!.id));
    await db().execute(sql`alter table ${fiscalRecords} enable trigger fiscal_records_append_only`);
    expect((await verifyInvoiceChain(db())).ok).toBe(true);
  });

  it('a guest asks for the full invoice with the order number and e-mail; anything else is the same 404', async () => {
    const order = await cardOrder({}, { extra: { email: 'invitada@example.com' } });
    const url = `/api/orders/${order.number}/invoice`;
    const body = { name: 'Invitada Pérez', tax_id: 'X1234567L', address: 'Calle Sol 1, 41001 Sevilla' };
    const wrong = await send('POST', url, { ...body, email: 'otra@example.com' });
    expect(wrong.status).toBe(404);
    expect((await send('POST', `/api/orders/${order.number}/invoice`, { ...body, email: customerEmail })).status).toBe(404);
    const done = await send('POST', url, { ...body, email: 'Invitada@Example.com' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.invoice).toMatchObject({ kind: 'F3', recipient: { tax_id: 'X1234567L' } });
  });
});
