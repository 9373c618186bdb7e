import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loader } from '~/routes/store/index';
import { isStorePath } from './search-redirect';

/** The store's loader with an in-process API that answers the redirect lookup (and refuses anything else). */
function contextWith(redirect: string | null) {
  const apiFetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/search/redirect') return Response.json({ status: 'success', data: { redirect } });
    return Response.json({ message: 'no' }, { status: 500 });
  });
  return { context: { apiFetch } as unknown as AppLoadContext, apiFetch };
}

const run = (url: string, context: AppLoadContext) => loader({ request: new Request(url), context, params: {} } as never);

describe('/store?search= of a search staff made a redirect (issue 37)', () => {
  it('answers 302 to its page', async () => {
    const { context, apiFetch } = contextWith('/help/returns');
    const thrown = await run('http://tienda.test/store?search=Devoluciones', context).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/help/returns');
    expect(String(apiFetch.mock.calls[0]![0])).toContain('/api/search/redirect?q=Devoluciones');
  });

  it('never follows a target outside the store', () => {
    expect(isStorePath('/help/returns')).toBe(true);
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', null, undefined, '']) expect(isStorePath(bad)).toBe(false);
  });
});
