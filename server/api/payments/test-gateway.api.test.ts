import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BIZUM_APPROVES, TEST_BIZUM_DECLINES } from '../../../common/payments/test-gateway';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { testGatewayCards } from '../../db/schema';
import type { PaymentProvider } from '../../payments/provider';
import { createTestGateway, type TestGateway } from '../../payments/test-gateway';

describe('test gateway', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let gateway: TestGateway;
  const now = new Date('2026-11-24T12:00:00Z');
  let ip = 0;
  const tokenise = (body: Record<string, unknown>, target = app) =>
    target.request('/api/payments/test-gateway/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.1.0.${(ip += 1)}` },
      body: JSON.stringify({ exp_month: 12, exp_year: 2030, cvc: '123', ...body }),
    });
  const tokenFor = async (number: string) => ((await (await tokenise({ number })).json()) as { data: { token: string } }).data.token;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database, { now: () => now });
    gateway = createTestGateway(testDb.database.db, () => now);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('tokenises a test card and keeps only what may be shown', async () => {
    const res = await tokenise({ number: '4242 4242 4242 4242' });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { token: string; brand: string; last4: string } };
    expect(data).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    const rows = await testDb.database.db.select().from(testGatewayCards);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    expect(await gateway.cardDetails(data.token)).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('refuses real cards, invalid numbers and expired cards with Spanish messages', async () => {
    const real = await tokenise({ number: '4111111111111111' });
    expect(real.status).toBe(422);
    expect(((await real.json()) as { errors: Record<string, string[]> }).errors.number![0]).toMatch(/solo acepta las tarjetas de prueba/);
    const invalid = await tokenise({ number: '4242424242424241' });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { errors: Record<string, string[]> }).errors.number![0]).toMatch(/no es válido/);
    const expired = await tokenise({ number: '4242424242424242', exp_month: 10, exp_year: 2026 });
    expect(expired.status).toBe(422);
    expect(((await expired.json()) as { errors: Record<string, string[]> }).errors.exp_year![0]).toMatch(/caducada/);
    expect((await tokenise({ number: '4242424242424242', cvc: '12' })).status).toBe(422);
  });

  it('gives each test card its outcome, the same reference for the same key', async () => {
    const charge = async (number: string, key: string) => gateway.chargeCard({ token: await tokenFor(number), amountCents: 1000, description: 'TD-2026-000001', idempotencyKey: key });
    const ok = await charge('4242424242424242', 'key-ok');
    expect(ok).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } });
    expect(await charge('4242424242424242', 'key-ok')).toMatchObject({ status: 'succeeded', reference: (ok as { reference: string }).reference });
    expect((await charge('4242424242424242', 'key-other')).status === 'succeeded').toBe(true);
    expect(await charge('4000000000000002', 'k2')).toMatchObject({ status: 'failed', code: 'declined' });
    expect(await charge('4000000000009995', 'k3')).toMatchObject({ status: 'failed', code: 'insufficient_funds' });
    const timeout = await charge('4000000000000119', 'k4');
    expect(timeout).toMatchObject({ status: 'failed', code: 'timeout' });
    expect((timeout as { message: string }).message).toMatch(/No se ha cobrado nada/);
    const threeDs = await charge('4000002760003184', 'k5');
    expect(threeDs.status).toBe('requires_action');
    expect(await gateway.confirm((threeDs as { reference: string }).reference, true)).toMatchObject({ status: 'succeeded' });
    expect(await gateway.confirm((threeDs as { reference: string }).reference, false)).toMatchObject({ status: 'failed', code: 'declined' });
    expect(await gateway.chargeCard({ token: 'tok_unknown', amountCents: 1, description: 'x', idempotencyKey: 'k6' })).toMatchObject({ status: 'failed', code: 'invalid' });
  });

  it('answers Bizum by the test phones and refunds a charge', async () => {
    const bizum = await gateway.chargeBizum({ phone: TEST_BIZUM_APPROVES, amountCents: 500, description: 'x', idempotencyKey: 'b1' });
    expect(bizum.status).toBe('requires_action');
    expect(await gateway.confirm((bizum as { reference: string }).reference, true)).toMatchObject({ status: 'succeeded' });
    expect(await gateway.chargeBizum({ phone: TEST_BIZUM_DECLINES, amountCents: 500, description: 'x', idempotencyKey: 'b2' })).toMatchObject({ status: 'failed', code: 'declined' });
    const other = await gateway.chargeBizum({ phone: '612345678', amountCents: 500, description: 'x', idempotencyKey: 'b3' });
    expect(other).toMatchObject({ status: 'failed' });
    expect((other as { message: string }).message).toContain(TEST_BIZUM_APPROVES);
    const refund = await gateway.refund((bizum as { reference: string }).reference, 500, 'r1');
    expect(refund).toMatchObject({ status: 'succeeded' });
    expect(await gateway.refund((bizum as { reference: string }).reference, 500, 'r1')).toEqual(refund);
    expect(await gateway.refund('nope', 500, 'r2')).toMatchObject({ status: 'failed' });
  });

  it('verifies cards before they are saved', async () => {
    expect(await gateway.verifyCard(await tokenFor('5555555555554444'))).toMatchObject({ ok: true, card: { brand: 'mastercard', last4: '4444' } });
    expect(await gateway.verifyCard(await tokenFor('4000000000000002'))).toMatchObject({ ok: false });
    expect(await gateway.verifyCard('tok_missing')).toMatchObject({ ok: false });
  });

  it('has no token endpoint with another provider', async () => {
    const other: PaymentProvider = { ...gateway, id: 'real', testMode: false, tokenise: undefined } as unknown as PaymentProvider;
    const realApp = createTestApp(testDb.database, { payments: other });
    expect((await tokenise({ number: '4242424242424242' }, realApp)).status).toBe(404);
  });
});
