import { describe, expect, it } from 'vitest';
import { createApiClient, requestFor } from './client';
import { ApiRequestError, apiErrorMessage } from './errors';

describe('requestFor', () => {
  it('fills path parameters (encoded) and leaves empty query values out', () => {
    expect(requestFor('GET /products/{idOrSlug}', { params: { idOrSlug: 'camisa lino' }, query: { page: 2, search: '', tags: undefined } })).toEqual({
      method: 'GET',
      url: '/api/products/camisa%20lino?page=2',
    });
  });

  it('refuses a call without one of its path parameters', () => {
    expect(() => requestFor('DELETE /user/sessions/{id}', {})).toThrow(/missing path parameter id/);
  });
});

describe('createApiClient', () => {
  const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('sends the token and a JSON body, and resolves with the reply', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const api = createApiClient({
      fetch: async (url, init) => {
        seen.push({ url, init });
        return reply(200, { token: 't', user: { id: 1 } });
      },
      token: () => 'secret',
    });
    const result = await api('POST /login', { body: { email: 'ana@example.com', password: 'x' } });
    expect('token' in result && result.token).toBe('t');
    expect(seen[0]!.url).toBe('/api/login');
    expect(seen[0]!.init.method).toBe('POST');
    const headers = new Headers(seen[0]!.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer secret');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]!.init.body).toBe(JSON.stringify({ email: 'ana@example.com', password: 'x' }));
  });

  it('lets a call outlive the page when asked (keepalive)', async () => {
    const seen: RequestInit[] = [];
    const api = createApiClient({
      fetch: async (_url, init) => {
        seen.push(init);
        return reply(200, { status: 'success', data: { id: 3, total: 1 } });
      },
    });
    await api('POST /ad-banners/{id}/clic', { params: { id: 3 } }, { keepalive: true });
    await api('POST /ad-banners/{id}/clic', { params: { id: 3 } });
    expect(seen.map((init) => init.keepalive)).toEqual([true, undefined]);
  });

  it('rejects with the server message and field errors, and reports a 401 unless told not to', async () => {
    let unauthorized = 0;
    const api = createApiClient({
      fetch: async (url) => (url === '/api/user' ? reply(401, { message: 'Unauthenticated.' }) : reply(422, { message: 'Mal', errors: { email: ['Mal'] } })),
      onUnauthorized: () => unauthorized++,
    });
    const invalid = await api('POST /login', { body: { email: '', password: '' } }).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(ApiRequestError);
    expect((invalid as ApiRequestError).fieldErrors).toEqual({ email: ['Mal'] });
    expect(apiErrorMessage(invalid)).toBe('Mal');

    await expect(api('GET /user')).rejects.toMatchObject({ status: 401 });
    await expect(api('GET /user', undefined, { skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toBe(1);
  });

  it('gives a readable message when the server sent none', () => {
    expect(apiErrorMessage(ApiRequestError.from(502, null), 'No se pudo.')).toBe('No se pudo.');
  });
});
