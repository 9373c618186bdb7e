import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '@common/settings/contracts';
import { makeImage, makeProduct, makeVariant } from '~/components/product/test-product';
import { scriptJson } from './json-ld';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, productListJsonLd, webSiteJsonLd } from './structured-data';

const CANONICAL = 'https://tienda.test/store/products/camisa-lino';

/** The product's JSON-LD as a page writes it and a search engine reads it back. */
function parsed(product: Parameters<typeof productJsonLd>[0]) {
  return JSON.parse(scriptJson(productJsonLd(product, CANONICAL))) as Record<string, unknown> & { offers: Record<string, unknown> };
}

describe('productJsonLd', () => {
  it('carries name, SKU, brand, absolute images and an AggregateOffer over the variants in EUR', () => {
    const product = makeProduct({
      name: 'Camisa de lino',
      slug: 'camisa-lino',
      sku: 'RD-CAM-01',
      short_description: 'Lino europeo, corte recto.',
      brand: { id: 1, name: 'ruediverso', slug: 'ruediverso' },
      images: [makeImage({ image_url: '/storage/products/1-1024.webp' }), makeImage({ image_url: '/storage/products/2-1024.webp' })],
      condition: 'new',
      variants: [
        makeVariant({ price: 59.9, sale_price: null, stock: 0, is_available: false }),
        makeVariant({ price: 59.9, sale_price: 44.95, stock: 3 }),
        makeVariant({ price: 64.5, sale_price: null, stock: 1 }),
      ],
    });
    const ld = parsed(product);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Camisa de lino',
      sku: 'RD-CAM-01',
      description: 'Lino europeo, corte recto.',
      brand: { '@type': 'Brand', name: 'ruediverso' },
      image: ['https://tienda.test/storage/products/1-1024.webp', 'https://tienda.test/storage/products/2-1024.webp'],
      url: CANONICAL,
    });
    // The sale price is what that variant sells at; the range spans every variant.
    expect(ld.offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: '44.95',
      highPrice: '64.50',
      offerCount: 3,
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: CANONICAL,
    });
  });

  it('is OutOfStock when no variant can be bought, and a second-life piece is UsedCondition', () => {
    const product = makeProduct({
      condition: 'used',
      is_in_stock: false,
      variants: [makeVariant({ price: 30, stock: 0, is_available: false }), makeVariant({ price: 30, stock: 0, is_available: false })],
    });
    expect(parsed(product).offers).toMatchObject({
      lowPrice: '30.00',
      highPrice: '30.00',
      offerCount: 2,
      availability: 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/UsedCondition',
    });
  });

  it('without variants offers the product itself at its sale price', () => {
    const product = makeProduct({ price: 80, sale_price: 60, is_in_stock: true, variants: [], brand: null, images: [], main_image_url: null });
    const ld = parsed(product);
    expect(ld.offers).toMatchObject({ lowPrice: '60.00', highPrice: '60.00', offerCount: 1, availability: 'https://schema.org/InStock' });
    expect(ld).not.toHaveProperty('brand');
    expect(ld).not.toHaveProperty('image');
  });

  it('writes no text that could close its script element', () => {
    const product = makeProduct({ name: 'Camisa </script><script>alert(1)</script>', variants: [makeVariant()] });
    const json = scriptJson(productJsonLd(product, CANONICAL));
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as { name: string }).name).toBe('Camisa </script><script>alert(1)</script>');
  });
});

describe('lists, breadcrumbs and the site', () => {
  it('BreadcrumbList numbers its absolute items from 1', () => {
    expect(breadcrumbJsonLd('https://tienda.test', [
      { name: 'Tienda', path: '/store' },
      { name: 'Camisas', path: '/store/categories/3' },
    ])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Tienda', item: 'https://tienda.test/store' },
        { '@type': 'ListItem', position: 2, name: 'Camisas', item: 'https://tienda.test/store/categories/3' },
      ],
    });
  });

  it('ItemList lists the product pages in order, from the position the page starts at', () => {
    const list = productListJsonLd('https://tienda.test', [{ slug: 'a', name: 'A' }, { slug: 'b', name: 'B' }], 13);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 13, name: 'A', url: 'https://tienda.test/store/products/a' },
      { '@type': 'ListItem', position: 14, name: 'B', url: 'https://tienda.test/store/products/b' },
    ]);
  });

  it('WebSite searches the store; Organization lists only the social profiles that are set', () => {
    expect(webSiteJsonLd('https://tienda.test', 'Tienda Diverso')).toMatchObject({
      '@type': 'WebSite',
      url: 'https://tienda.test/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://tienda.test/store?search={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    const organization = organizationJsonLd('https://tienda.test', {
      ...DEFAULT_STORE_SETTINGS,
      social: { ...DEFAULT_STORE_SETTINGS.social, instagram: 'https://instagram.com/tiendadiverso' },
    });
    expect(organization).toMatchObject({ '@type': 'Organization', name: DEFAULT_STORE_SETTINGS.store_name, url: 'https://tienda.test/', logo: 'https://tienda.test/images/share-default.png' });
    expect(organization.sameAs).toEqual(['https://instagram.com/tiendadiverso']);
  });
});
