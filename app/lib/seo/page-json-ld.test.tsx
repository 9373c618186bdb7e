import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '@common/settings/contracts';
import { makeProduct, makeVariant } from '~/components/product/test-product';
import { NonceProvider } from '~/lib/nonce';
import { CategoryJsonLd, HomeJsonLd, ProductJsonLd, ProductListJsonLd } from './page-json-ld';

/** Renders under a root whose loader data carries the origin and settings, as the real root loader does. */
async function renderInRoot(children: ReactNode, origin: string | null = 'https://tienda.test') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ settings: DEFAULT_STORE_SETTINGS, ...(origin ? { origin } : {}) }),
      HydrateFallback: () => null,
      children: [{ index: true, Component: () => <main>{children}<p>listo</p></main> }],
    },
  ]);
  const view = render(
    <NonceProvider value="n0nce">
      <Stub initialEntries={['/']} />
    </NonceProvider>,
  );
  await screen.findByText('listo');
  return view;
}

type Block = { nonce: string | null; data: Record<string, unknown> & { itemListElement?: Record<string, unknown>[] } };

/** The JSON-LD blocks drawn, parsed (each test checks how many before reading them). */
function blocks(container: HTMLElement): [Block, Block, ...Block[]] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => ({
    nonce: script.getAttribute('nonce'),
    data: JSON.parse(script.innerHTML) as Record<string, unknown> & { itemListElement?: Record<string, unknown>[] },
  })) as [Block, Block, ...Block[]];
}

const LIST_PAGE = { data: [makeProduct({ slug: 'camisa-a', name: 'Camisa A' }), makeProduct({ slug: 'parka-b', name: 'Parka B' })], current_page: 2, per_page: 12 };

describe('JSON-LD blocks of the public pages', () => {
  it('product page: Product with the price range and availability, then its breadcrumb, each with the CSP nonce', () => {
    const product = makeProduct({
      name: 'Parka <b>reciclada</b>',
      slug: 'parka',
      condition: 'used',
      category: { id: 5, name: 'Chaquetas', slug: 'chaquetas' },
      variants: [makeVariant({ price: 120, stock: 0, is_available: false }), makeVariant({ price: 99, sale_price: 89, stock: 0, is_available: false })],
    });
    const { container } = render(
      <NonceProvider value="n0nce">
        <ProductJsonLd product={product} canonical="https://tienda.test/store/products/parka" />
      </NonceProvider>,
    );
    const all = blocks(container);
    expect(all).toHaveLength(2);
    const [ld, trail] = all;
    expect(container.innerHTML).not.toContain('<b>');
    expect(ld.nonce).toBe('n0nce');
    expect(ld.data).toMatchObject({
      '@type': 'Product',
      name: 'Parka <b>reciclada</b>',
      offers: { lowPrice: '89.00', highPrice: '120.00', offerCount: 2, availability: 'https://schema.org/OutOfStock', itemCondition: 'https://schema.org/UsedCondition' },
    });
    expect(trail.data['@type']).toBe('BreadcrumbList');
    expect(trail.data.itemListElement?.map((item) => item.item)).toEqual([
      'https://tienda.test/store',
      'https://tienda.test/store/categories/5',
      'https://tienda.test/store/products/parka',
    ]);
  });

  it('store list: ItemList of the listed product pages in order, numbered from the page start', async () => {
    const { container } = await renderInRoot(<ProductListJsonLd page={LIST_PAGE} />);
    const all = blocks(container);
    expect(all).toHaveLength(1);
    const [list] = all;
    expect(list.nonce).toBe('n0nce');
    expect(list.data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 13, name: 'Camisa A', url: 'https://tienda.test/store/products/camisa-a' },
      { '@type': 'ListItem', position: 14, name: 'Parka B', url: 'https://tienda.test/store/products/parka-b' },
    ]);
  });

  it('category page: breadcrumb to the category and the ItemList of its products', async () => {
    const { container } = await renderInRoot(<CategoryJsonLd category={{ id: 3, name: 'Camisas' }} page={LIST_PAGE} />);
    const all = blocks(container);
    expect(all).toHaveLength(2);
    const [trail, list] = all;
    expect(trail.data.itemListElement?.at(-1)).toEqual({ '@type': 'ListItem', position: 4, name: 'Camisas', item: 'https://tienda.test/store/categories/3' });
    expect(list.data['@type']).toBe('ItemList');
  });

  it('home: Organization and WebSite with the store search', async () => {
    const { container } = await renderInRoot(<HomeJsonLd />);
    const all = blocks(container);
    expect(all).toHaveLength(2);
    const [organization, site] = all;
    expect(organization.data).toMatchObject({ '@type': 'Organization', name: DEFAULT_STORE_SETTINGS.store_name, url: 'https://tienda.test/' });
    expect(site.data).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: { urlTemplate: 'https://tienda.test/store?search={search_term_string}' } },
    });
  });

  it('draws nothing where the origin is unknown (no relative URLs in the data)', async () => {
    const { container } = await renderInRoot(<HomeJsonLd />, null);
    expect(blocks(container)).toEqual([]);
  });
});
