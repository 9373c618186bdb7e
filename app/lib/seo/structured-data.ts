import type { StoreProduct } from '@common/catalog/contracts';
import type { ProductCondition } from '@common/catalog/rules';
import type { PublicReview, ReviewSummary } from '@common/reviews/contracts';
import { JSON_LD_REVIEWS } from '@common/reviews/rules';
import type { PublicStoreSettings } from '@common/settings/contracts';

/**
 * schema.org objects for the JSON-LD of public pages (rendered by `<JsonLd>` in ./json-ld). Every URL
 * in them is absolute, resolved against the page's canonical address or the site origin.
 */

type Json = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

const CONDITIONS: Record<ProductCondition, string> = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
  damaged: 'https://schema.org/DamagedCondition',
};

/** Euros with two decimals, as schema.org prices are written. */
function euros(value: number): string {
  return value.toFixed(2);
}

type ProductForLd = Pick<
  StoreProduct,
  'name' | 'slug' | 'sku' | 'brand' | 'category' | 'short_description' | 'description' | 'price' | 'sale_price' | 'is_in_stock' | 'condition' | 'images' | 'main_image_url' | 'variants'
>;

/**
 * Product with an AggregateOffer over its variants: the price each one sells at (its sale price when
 * it has one), in stock when any variant can be bought, and the catalogue's condition (second-life
 * pieces are UsedCondition).
 */
export function productJsonLd(product: ProductForLd, canonical: string, reviews?: { summary: ReviewSummary; newest: readonly PublicReview[] }): Json {
  const absolute = (path: string) => new URL(path, canonical).href;
  const images = product.images.length > 0 ? product.images.map((image) => absolute(image.image_url)) : product.main_image_url ? [absolute(product.main_image_url)] : [];
  const prices = product.variants.length > 0 ? product.variants.map((variant) => variant.sale_price ?? variant.price) : [product.sale_price ?? product.price];
  const inStock = product.variants.length > 0 ? product.variants.some((variant) => variant.is_available && variant.stock > 0) : product.is_in_stock;
  const data: Json = {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${canonical}#producto`,
    name: product.name,
    sku: product.sku,
    url: canonical,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: euros(Math.min(...prices)),
      highPrice: euros(Math.max(...prices)),
      offerCount: Math.max(product.variants.length, 1),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: CONDITIONS[product.condition],
      url: canonical,
    },
  };
  const description = product.short_description || product.description;
  if (description) data.description = description;
  if (images.length > 0) data.image = images;
  if (product.brand) data.brand = { '@type': 'Brand', name: product.brand.name };
  if (product.category) data.category = product.category.name;
  // Stars in search results, only from published reviews (issue 25); none at all before the first.
  if (reviews && reviews.summary.count > 0 && reviews.summary.average !== null) {
    data.aggregateRating = { '@type': 'AggregateRating', ratingValue: reviews.summary.average, reviewCount: reviews.summary.count, bestRating: 5, worstRating: 1 };
    data.review = reviews.newest.slice(0, JSON_LD_REVIEWS).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author_name },
      datePublished: review.created_at.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      ...(review.title ? { name: review.title } : {}),
      ...(review.body ? { reviewBody: review.body } : {}),
    }));
  }
  return data;
}

/** A trail of pages, the last one the current page; paths are resolved against origin. */
export function breadcrumbJsonLd(origin: string, crumbs: { name: string; path: string }[]): Json {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}

/** The products a list page shows, in their order, as links to their pages. */
export function productListJsonLd(origin: string, products: { slug: string; name: string }[], firstPosition = 1): Json {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: product.name,
      url: `${origin}/store/products/${encodeURIComponent(product.slug)}`,
    })),
  };
}

type SettingsForLd = Pick<PublicStoreSettings, 'store_name' | 'legal_name' | 'contact_email' | 'phone' | 'social'>;

/** The store as an organisation: its name, logo, contact and social profiles. */
export function organizationJsonLd(origin: string, settings: SettingsForLd): Json {
  const sameAs = Object.values(settings.social ?? {}).filter((link): link is string => typeof link === 'string' && /^https?:\/\//.test(link));
  const data: Json = {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${origin}/#organizacion`,
    name: settings.store_name,
    url: `${origin}/`,
    logo: `${origin}/images/share-default.png`,
  };
  if (settings.legal_name) data.legalName = settings.legal_name;
  if (settings.contact_email) data.email = settings.contact_email;
  if (settings.phone) data.telephone = settings.phone;
  if (sameAs.length > 0) data.sameAs = sameAs;
  return data;
}

/** The site, with the store search as its search action (what search engines offer as a search box). */
export function webSiteJsonLd(origin: string, name: string): Json {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#sitio`,
    name,
    url: `${origin}/`,
    inLanguage: 'es-ES',
    publisher: { '@id': `${origin}/#organizacion` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/store?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
