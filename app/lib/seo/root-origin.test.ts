import { describe, expect, it } from 'vitest';
import { loader } from '~/root';
import { canonicalOfMeta } from './meta';

type LoaderArgs = Parameters<typeof loader>[0];

describe('the origin of absolute URLs', () => {
  it('the root loader returns the origin it was asked on, and a page meta builds its canonical from it', async () => {
    const args = {
      params: {},
      request: new Request('https://tienda.test/store/offers/?page=2&size=M'),
      context: { nonce: '', requestId: 'test', apiFetch: async () => new Response('{}', { status: 503 }) },
    } as unknown as LoaderArgs;
    const data = await loader(args);
    expect(data.origin).toBe('https://tienda.test');
    const context = { matches: [{ id: 'root', data }], location: { pathname: '/store/offers/', search: '?page=2&size=M' } };
    expect(canonicalOfMeta(context, ['page'])).toBe('https://tienda.test/store/offers?page=2');
    expect(canonicalOfMeta(context)).toBe('https://tienda.test/store/offers');
  });
});
