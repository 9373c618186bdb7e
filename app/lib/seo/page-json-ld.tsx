import type { StoreCategory, StoreProduct } from '@common/catalog/contracts';
import { useStoreSettings } from '~/lib/store-facts';
import { JsonLd, useSiteOrigin } from './json-ld';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd, productListJsonLd, webSiteJsonLd } from './structured-data';

/**
 * The JSON-LD blocks of the public pages, each a small component the route renders in its body.
 * Absolute URLs come from the root loader's origin; outside the app's root (a component test
 * without it) nothing is drawn.
 */

interface ListedPage {
  data: Pick<StoreProduct, 'slug' | 'name'>[];
  current_page: number;
  per_page: number;
}

/** Position of the first product of a list page: page 2 of 12 a page starts at 13. */
function firstPositionOf(page: ListedPage): number {
  return (Math.max(page.current_page, 1) - 1) * page.per_page + 1;
}

/** ItemList of the products a store list shows, in their order (/store, offers, new arrivals). */
export function ProductListJsonLd({ page }: { page: ListedPage }) {
  const origin = useSiteOrigin();
  if (!origin || page.data.length === 0) return null;
  return <JsonLd data={productListJsonLd(origin, page.data, firstPositionOf(page))} />;
}

/** A category page: its breadcrumb trail (as the page draws it) and the ItemList of its products. */
export function CategoryJsonLd({ category, page }: { category: Pick<StoreCategory, 'id' | 'name'>; page: ListedPage }) {
  const origin = useSiteOrigin();
  if (!origin) return null;
  const trail = breadcrumbJsonLd(origin, [
    { name: 'Inicio', path: '/' },
    { name: 'Tienda', path: '/store' },
    { name: 'Categorías', path: '/store/categories' },
    { name: category.name, path: `/store/categories/${category.id}` },
  ]);
  return (
    <>
      <JsonLd data={trail} />
      {page.data.length > 0 && <JsonLd data={productListJsonLd(origin, page.data, firstPositionOf(page))} />}
    </>
  );
}

/** A product page: Product with its AggregateOffer, then Tienda › Categoría › Producto. */
export function ProductJsonLd({ product, canonical, reviews }: { product: StoreProduct; canonical: string; reviews?: Parameters<typeof productJsonLd>[2] }) {
  const origin = new URL(canonical).origin;
  const trail = breadcrumbJsonLd(origin, [
    { name: 'Tienda', path: '/store' },
    ...(product.category ? [{ name: product.category.name, path: `/store/categories/${product.category.id}` }] : []),
    { name: product.name, path: canonical },
  ]);
  return (
    <>
      <JsonLd data={productJsonLd(product, canonical, reviews)} />
      <JsonLd data={trail} />
    </>
  );
}

/** The home page: the store as an Organization and the site as a WebSite with the store search. */
export function HomeJsonLd() {
  const origin = useSiteOrigin();
  const settings = useStoreSettings();
  if (!origin) return null;
  return (
    <>
      <JsonLd data={organizationJsonLd(origin, settings)} />
      <JsonLd data={webSiteJsonLd(origin, settings.store_name)} />
    </>
  );
}
