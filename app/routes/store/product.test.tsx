import { describe, expect, it } from 'vitest';
import { makeProduct } from '~/components/product/test-product';
import { loader, meta } from './product';

type LoaderArgs = Parameters<typeof loader>[0];

function call(param: string, reply: { status: number; body?: unknown }, search = '', reviewsReply?: { status: number; body?: unknown }) {
  const asked: string[] = [];
  const args = {
    params: { idOrSlug: param },
    request: new Request(`http://tienda.test/store/products/${param}${search}`),
    context: {
      nonce: '',
      requestId: 'test',
      apiFetch: async (path: string) => {
        asked.push(path);
        const answer = reviewsReply && path.includes('/reviews') ? reviewsReply : reply;
        return new Response(JSON.stringify(answer.body ?? { message: 'Producto no encontrado.' }), { status: answer.status });
      },
    },
  } as unknown as LoaderArgs;
  return { result: loader(args), asked };
}

describe('product page loader', () => {
  const product = makeProduct({ slug: 'camisa-lino-azul', name: 'Camisa de lino azul' });
  const found = { status: 200, body: { success: true, data: { product, related_products: [] } } };

  it('loads the product by slug from the API, with its published reviews (newest first unless the address asks otherwise)', async () => {
    const { result, asked } = call('camisa-lino-azul', found);
    await expect(result).resolves.toMatchObject({ product: { id: product.id }, related: [], canonical: 'http://tienda.test/store/products/camisa-lino-azul' });
    expect(asked.sort()).toEqual(['/api/products/camisa-lino-azul', '/api/products/camisa-lino-azul/reviews?sort=newest&page=1']);
    const useful = call('camisa-lino-azul', found, '?opiniones_orden=utiles&opiniones_fotos=1&opiniones_pagina=2');
    await useful.result;
    expect(useful.asked).toContain('/api/products/camisa-lino-azul/reviews?sort=useful&page=2&with_photos=true');
  });

  it('still shows the product when its reviews cannot be read', async () => {
    const { result } = call('camisa-lino-azul', found, '', { status: 503, body: { message: 'Volvemos enseguida' } });
    await expect(result).resolves.toMatchObject({ product: { id: product.id }, reviews: null });
  });

  it('redirects a numeric id to the slug address with 301', async () => {
    const { result } = call(String(product.id), found, '?ref=home');
    const response = (await result.catch((thrown: unknown) => thrown)) as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/store/products/camisa-lino-azul?ref=home');
  });

  it('answers 404 for a product the store does not list', async () => {
    const { result } = call('no-existe', { status: 404 });
    const thrown = (await result.catch((error: unknown) => error)) as { init?: { status?: number } };
    expect(thrown.init?.status).toBe(404);
  });

  it("titles the page '{name} · Tienda Diverso' with a description", () => {
    const tags = meta({ data: { product, related: [], canonical: 'http://tienda.test/store/products/camisa-lino-azul' } } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: 'Camisa de lino azul · Tienda Diverso' });
    expect(tags).toContainEqual({ name: 'description', content: product.short_description });
  });
});
