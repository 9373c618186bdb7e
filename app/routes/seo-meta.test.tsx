import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '@common/settings/contracts';
import { makeEntry } from '~/components/directory/test-directory';
import { makeImage, makeProduct } from '~/components/product/test-product';
import * as home from './home';
import * as about from './about';
import * as status from './status';
import * as store from './store/index';
import * as categories from './store/categories';
import * as category from './store/category';
import * as storeBrands from './store/brands';
import * as offers from './store/offers';
import * as newArrivals from './store/new-arrivals';
import * as product from './store/product';
import * as rueDiverso from './brands/rue-diverso';
import * as divergente from './brands/divergente';
import * as faq from './help/faq';
import * as contact from './help/contact';
import * as shipping from './help/shipping';
import * as returns from './help/returns';
import * as warranty from './help/warranty';
import * as privacy from './legal/privacy';
import * as terms from './legal/terms';
import * as cookies from './legal/cookies';
import * as accessibility from './legal/accessibility';
import * as compliance from './legal/compliance';
import * as careers from './company/careers';
import * as press from './company/press';
import * as investors from './company/investors';
import * as sustainability from './company/sustainability';
import * as directory from './directory/index';
import * as locations from './directory/locations';
import * as proposal from './directory/proposal';
import * as entry from './directory/entry';
import * as login from './login';
import * as register from './register';
import * as ordersLookup from './orders-lookup';

const ORIGIN = 'https://tienda.test';
type Tag = Record<string, string | undefined>;
type AnyMeta = (args: unknown) => Tag[];

const PRODUCT = makeProduct({
  name: 'Camisa de lino',
  slug: 'camisa-lino',
  images: [makeImage({ image_url: '/storage/products/7-1024.webp', width: 1024, height: 1280 })],
});
const ENTRY = makeEntry({ name: 'Taller Costura', slug: 'taller-costura' });
const CATEGORY = { id: 3, name: 'Camisas', slug: 'camisas', description: null, image: null, image_url: null, parent_id: null, products_count: 4 };

/** What React Router hands a route's meta: the root's data (origin and settings), the location and the route's data. */
function metaOf(route: { meta?: unknown }, path: string, data: Record<string, unknown> = {}): Tag[] {
  const url = new URL(path, ORIGIN);
  const withCanonical = { canonical: `${ORIGIN}${url.pathname}`, ...data };
  return (route.meta as AnyMeta)({
    matches: [{ id: 'root', data: { origin: ORIGIN, settings: DEFAULT_STORE_SETTINGS } }],
    location: { pathname: url.pathname, search: url.search, hash: '' },
    params: {},
    data: withCanonical,
    loaderData: withCanonical,
  });
}

const content = (tags: Tag[], key: string) => tags.find((tag) => tag.property === key || tag.name === key)?.content;

const PAGES: { path: string; route: { meta?: unknown }; data?: Record<string, unknown>; canonical?: string }[] = [
  { path: '/', route: home },
  { path: '/about', route: about },
  { path: '/status', route: status },
  { path: '/store', route: store },
  { path: '/store/categories', route: categories },
  { path: '/store/categories/3', route: category, data: { category: CATEGORY } },
  { path: '/store/brands', route: storeBrands },
  { path: '/store/offers', route: offers },
  { path: '/store/new-arrivals', route: newArrivals },
  { path: '/store/products/camisa-lino', route: product, data: { product: PRODUCT, related: [] } },
  { path: '/brands/rue-diverso', route: rueDiverso, data: { brand: null } },
  { path: '/brands/divergente', route: divergente, data: { brand: null } },
  { path: '/help/faq', route: faq },
  { path: '/help/contact', route: contact },
  { path: '/help/shipping', route: shipping },
  { path: '/help/returns', route: returns },
  { path: '/help/warranty', route: warranty },
  { path: '/privacy', route: privacy },
  { path: '/terms', route: terms },
  { path: '/cookies', route: cookies },
  { path: '/accessibility', route: accessibility },
  { path: '/compliance', route: compliance },
  { path: '/careers', route: careers },
  { path: '/press', route: press },
  { path: '/investors', route: investors },
  { path: '/sustainability', route: sustainability },
  { path: '/directorio', route: directory, data: { kind: null } },
  { path: '/directorio/locations', route: locations },
  { path: '/directorio/alta', route: proposal },
  { path: ENTRY.path, route: entry, data: { entry: ENTRY } },
  { path: '/login', route: login },
  { path: '/register', route: register },
  { path: '/orders/lookup', route: ordersLookup },
];

describe('page metadata of every public route', () => {
  it.each(PAGES)('$path: canonical, Open Graph and Twitter tags with absolute URLs', ({ path, route, data }) => {
    const tags = metaOf(route, path, data);
    const canonical = `${ORIGIN}${path}`;
    expect(tags.filter((tag) => tag.rel === 'canonical')).toEqual([{ tagName: 'link', rel: 'canonical', href: canonical }]);
    expect(content(tags, 'description')).toBeTruthy();
    expect(content(tags, 'og:url')).toBe(canonical);
    expect(content(tags, 'og:type')).toBe(path.startsWith('/store/products/') ? 'product' : 'website');
    expect(content(tags, 'og:site_name')).toBe('Tienda Diverso');
    expect(content(tags, 'og:locale')).toBe('es_ES');
    expect(content(tags, 'og:title')).toBeTruthy();
    expect(content(tags, 'og:description')).toBe(content(tags, 'description'));
    expect(content(tags, 'og:image')).toMatch(/^https:\/\/tienda\.test\/.+\.(png|jpe?g|webp)$/);
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:title')).toBe(content(tags, 'og:title'));
    expect(content(tags, 'twitter:description')).toBe(content(tags, 'description'));
    expect(content(tags, 'twitter:image')).toBe(content(tags, 'og:image'));
    // Each tag once: the deepest route's meta is the whole head, nothing is merged in twice.
    const keys = tags.map((tag) => tag.title !== undefined ? 'title' : (tag.property ?? tag.name ?? tag.rel));
    expect(new Set(keys).size).toBe(keys.length);
    // Login and register write their own English <title>; every other page has one from meta.
    expect(tags.some((tag) => tag.title !== undefined)).toBe(path !== '/login' && path !== '/register');
  });

  it("the home page is the store's name and description; other pages 'X · Tienda Diverso'", () => {
    const tags = metaOf(home, '/');
    expect(tags).toContainEqual({ title: DEFAULT_STORE_SETTINGS.store_name });
    expect(content(tags, 'description')).toBe(DEFAULT_STORE_SETTINGS.meta_description);
    expect(metaOf(faq, '/help/faq')).toContainEqual({ title: 'Preguntas frecuentes · Tienda Diverso' });
    expect(content(metaOf(faq, '/help/faq'), 'og:title')).toBe('Preguntas frecuentes');
  });

  it('a product shares its first photo; other pages the default PNG with its size', () => {
    const productTags = metaOf(product, '/store/products/camisa-lino', { product: PRODUCT, related: [] });
    expect(content(productTags, 'og:image')).toBe(`${ORIGIN}/storage/products/7-1024.webp`);
    expect(content(productTags, 'og:image:width')).toBe('1024');
    const aboutTags = metaOf(about, '/about');
    expect(content(aboutTags, 'og:image')).toBe(`${ORIGIN}/images/share-default.png`);
    expect(content(aboutTags, 'og:image:width')).toBe('1200');
    expect(content(aboutTags, 'og:image:height')).toBe('630');
  });

  it('a trailing slash and filters drop out of the canonical; a later page of a list keeps its page', () => {
    expect(metaOf(about, '/about/?utm_source=chat').find((tag) => tag.rel === 'canonical')?.href).toBe(`${ORIGIN}/about`);
    const canonicalOf = (route: { meta?: unknown }, path: string, data?: Record<string, unknown>) =>
      metaOf(route, path, data).find((tag) => tag.rel === 'canonical')?.href;
    expect(canonicalOf(store, '/store?search=camisa&sort=price_asc&page=2')).toBe(`${ORIGIN}/store?page=2`);
    expect(canonicalOf(store, '/store?page=1&color=azul')).toBe(`${ORIGIN}/store`);
    expect(canonicalOf(store, '/store?featured=1')).toBe(`${ORIGIN}/store?featured=1`);
    expect(canonicalOf(offers, '/store/offers/?page=3&size=M')).toBe(`${ORIGIN}/store/offers?page=3`);
    // A category asked by another spelling points to the address the store links to.
    expect(canonicalOf(category, '/store/categories/camisas?page=2&brand=2', { category: CATEGORY })).toBe(`${ORIGIN}/store/categories/3?page=2`);
  });

  it('without the root (its origin unknown) a page still has title, description and share texts, and no relative URLs', () => {
    const tags = (about.meta as unknown as AnyMeta)({ matches: [], location: { pathname: '/about', search: '' } });
    expect(tags.some((tag) => tag.rel === 'canonical')).toBe(false);
    expect(content(tags, 'og:image')).toBeUndefined();
    expect(content(tags, 'og:title')).toBe('Sobre nosotros');
  });
});
