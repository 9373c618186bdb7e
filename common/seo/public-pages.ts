// The public addresses search engines are told about: the sitemap's fixed pages and the
// canonical path of each catalogue page, shared by the server (robots.txt, sitemap.xml) and tests.

/**
 * The public pages with a fixed address worth indexing, in the order of the site: home, store,
 * brands, help, company and legal pages of the footer, the directory. Left out: forms and
 * flows (sign-in, register, checkout, order lookup, the directory proposal), the status page,
 * redirects (/brands, /help) and the customer and staff areas.
 */
export const INDEXABLE_PAGES: readonly string[] = [
  '/',
  '/store',
  '/store/categories',
  '/store/brands',
  '/store/offers',
  '/store/new-arrivals',
  '/brands/rue-diverso',
  '/brands/divergente',
  '/help/faq',
  '/help/contact',
  '/help/shipping',
  '/help/returns',
  '/help/warranty',
  '/about',
  '/careers',
  '/press',
  '/investors',
  '/sustainability',
  '/privacy',
  '/terms',
  '/cookies',
  '/accessibility',
  '/compliance',
  '/directorio',
  '/directorio/empresas',
  '/directorio/servicios',
  '/directorio/profesionales',
  '/directorio/locations',
];

/** The store's list pages: what they show changes with any product. */
export const CATALOGUE_LIST_PAGES: readonly string[] = ['/', '/store', '/store/categories', '/store/brands', '/store/offers', '/store/new-arrivals'];

/** What robots.txt keeps crawlers out of: the staff and customer areas, the API and the checkout. */
export const ROBOTS_DISALLOWED: readonly string[] = ['/admin', '/user', '/api', '/checkout'];

/** A product's canonical address: its slug (an id answers 301 to it). */
export function productPath(product: { slug: string }): string {
  return `/store/products/${encodeURIComponent(product.slug)}`;
}

/** A category's address, as the site links it. */
export function categoryPath(category: { id: number }): string {
  return `/store/categories/${category.id}`;
}

/** A brand's own page. */
export function brandPath(brand: { slug: string }): string {
  return `/brands/${encodeURIComponent(brand.slug)}`;
}
