import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { users } from '../db/schema';

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('the route kit at the validation edge', () => {
  const t = setupApiTest();

  it('a NUL in a login or register field is a 422 on that field, and no account is made', async () => {
    const login = await t.app.request('/api/login', post({ email: 'ana\u0000@example.com', password: 'x' }));
    expect(login.status).toBe(422);
    expect((await login.json()).errors).toEqual({ email: ['Contiene caracteres no válidos.'] });

    const legacy = await t.app.request('/auth/login', post({ email: 'ana@example.com', password: 'a\u0000b' }));
    expect(legacy.status).toBe(422);
    expect((await legacy.json()).errors).toHaveProperty('password');

    const [before] = await t.db.select({ n: count() }).from(users);
    const register = await t.app.request(
      '/api/register',
      post({ name: 'Ana\u0000', email: 'nul@example.com', password: 'algodon-organico', password_confirmation: 'algodon-organico' }),
    );
    expect(register.status).toBe(422);
    expect((await register.json()).errors).toHaveProperty('name');
    const [after] = await t.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });

  it('line breaks and tabs are text, not control characters to refuse', async () => {
    const res = await t.app.request('/api/login', post({ email: 'nadie@example.com', password: 'línea\nsegunda\tcon tab' }));
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toHaveProperty('email');
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'propertyIsEnumerable'])(
    'a query parameter named %s is a 422 on that parameter, not a 500',
    async (name) => {
      const res = await t.app.request(`/api/ad-banners/activos?ruta=/&${name}=1`);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(Object.keys(body.errors)).toEqual([name]);
    },
  );

  it('a parameter or body key named __proto__ is refused instead of vanishing', async () => {
    const query = await t.app.request('/api/ad-banners/activos?ruta=/&__proto__=1');
    expect(query.status).toBe(422);
    expect(Object.keys((await query.json()).errors)).toEqual(['__proto__']);

    const body = await t.app.request('/api/login', post('{"email":"a@example.com","password":"x","__proto__":{"admin":true}}'));
    expect(body.status).toBe(422);
    expect(Object.keys((await body.json()).errors)).toEqual(['__proto__']);
  });

  it.each(['%201', '1e2', '0x10', '-1', '1.5', '01x', '2147483648'])('the id %s is a 422, never read as a number', async (id) => {
    const res = await t.app.request(`/api/ad-banners/${id}/clic`, { method: 'POST' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toHaveProperty('id');
  });

  it('a body that is not JSON is a 400 with a Spanish message, and a body of another type a 415', async () => {
    const broken = await t.app.request('/api/login', post('{"email":'));
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe('El cuerpo de la petición no es un JSON válido.');

    const form = await t.app.request('/api/login', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'email=a' });
    expect(form.status).toBe(415);
  });

  it('a customer route asks for a session before it reads the input', async () => {
    const res = await t.app.request('/api/logout', post({ anything: '\u0000' }));
    expect(res.status).toBe(401);
  });

  it('a JSON body over 1 MB is a 413 that closes the connection', async () => {
    const res = await t.app.request('/api/login', post({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
  });
});
