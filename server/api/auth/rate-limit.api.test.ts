import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';

const post = (body: unknown, ip: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
  body: JSON.stringify(body),
});

describe('rate limits on login and register', () => {
  let testDb: TestDatabase;
  let clock = new Date('2026-11-22T12:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('slows an email down after repeated failed logins: 429 with Retry-After from an address the owner never used', async () => {
    const app = createTestApp(testDb.database, { now, auth: { loginPerEmail: { max: 3, windowSeconds: 600 } } });
    const { user } = await createUser(testDb.database.db, { email: 'target@example.com' });
    for (let i = 0; i < 3; i++) {
      const res = await app.request('/api/login', post({ email: user.email, password: 'wrong' }, `10.0.0.${i}`));
      expect(res.status).toBe(422);
    }
    const blocked = await app.request('/api/login', post({ email: user.email, password: FACTORY_PASSWORD }, '10.0.1.1'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).message).toMatch(/Too many login attempts/);
    // No lock-out: the owner's own address (the factory's session came from 127.0.0.1) still signs in.
    expect((await app.request('/api/login', post({ email: user.email, password: FACTORY_PASSWORD }, '127.0.0.1'))).status).toBe(200);

    clock = new Date(clock.getTime() + 601_000);
    const after = await app.request('/api/login', post({ email: user.email, password: FACTORY_PASSWORD }, '10.0.1.1'));
    expect(after.status).toBe(200);
  });

  it('blocks an address that tries many emails', async () => {
    const app = createTestApp(testDb.database, { now, auth: { loginPerIp: { max: 4, windowSeconds: 600 } } });
    for (let i = 0; i < 4; i++) {
      await app.request('/api/login', post({ email: `guess${i}@example.com`, password: 'x' }, '192.0.2.7'));
    }
    const blocked = await app.request('/api/login', post({ email: 'another@example.com', password: 'x' }, '192.0.2.7'));
    expect(blocked.status).toBe(429);
    const elsewhere = await app.request('/api/login', post({ email: 'another@example.com', password: 'x' }, '192.0.2.8'));
    expect(elsewhere.status).toBe(422);
  });

  it('limits registrations from one address', async () => {
    const app = createTestApp(testDb.database, { now, auth: { registerPerIp: { max: 2, windowSeconds: 3600 } } });
    const body = (i: number) => ({ name: 'N', email: `reg${i}@example.com`, password: 'larga-suficiente', password_confirmation: 'larga-suficiente' });
    expect((await app.request('/api/register', post(body(1), '198.51.100.1'))).status).toBe(201);
    expect((await app.request('/api/register', post(body(2), '198.51.100.1'))).status).toBe(201);
    const blocked = await app.request('/api/register', post(body(3), '198.51.100.1'));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await app.request('/api/register', post(body(3), '198.51.100.2'))).status).toBe(201);
  });

  it('shares the counters between instances (they live in the database)', async () => {
    const settings = { loginPerEmail: { max: 2, windowSeconds: 600 } };
    const first = createTestApp(testDb.database, { now, auth: settings });
    const second = createTestApp(testDb.database, { now, auth: settings });
    await first.request('/api/login', post({ email: 'shared@example.com', password: 'x' }, '203.0.113.1'));
    await second.request('/api/login', post({ email: 'shared@example.com', password: 'x' }, '203.0.113.2'));
    const res = await first.request('/api/login', post({ email: 'shared@example.com', password: 'x' }, '203.0.113.3'));
    expect(res.status).toBe(429);
  });
});
