import type { ComponentProps } from 'react';
import { data, redirect } from 'react-router';
import type { StoreProductDetail } from '@common/catalog/contracts';
import type { ProductReviews } from '@common/reviews/contracts';
import { APP_NAME } from '@common/constants';
import { productAboutModule } from '~/components/product/product-about-island';
import { ProductView } from '~/components/product/product-view';
import { productReviewsModule } from '~/components/reviews/product-reviews-island';
import { reviewsViewFrom, type ReviewsView } from '~/components/reviews/reviews-view';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-client';
import type { ProductJsonLd as ProductBlocks } from '~/lib/seo/page-json-ld';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/product';
import { serverOnlyContent, StaticIsland } from '~/components/ui/static-island';

/** Written by the server only, for crawlers (app/islands.server.ts), kept as written in a StaticIsland (issue 36). */
const ProductJsonLd = serverOnlyContent<ComponentProps<typeof ProductBlocks>>('json-ld-product');

/** The product and its related ones; a product the store does not list (any 4xx) is a 404 page. */
async function loadProduct(context: Route.LoaderArgs['context'], idOrSlug: string): Promise<StoreProductDetail> {
  try {
    return (await serverApi(context)('GET /products/{idOrSlug}', { params: { idOrSlug } })).data;
  } catch (error) {
    const isMissing = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
    throw data(null, { status: isMissing ? 404 : 503 });
  }
}

/** The published reviews the address asks for; without them (the API away) the page still shows the product. */
async function loadReviews(context: Route.LoaderArgs['context'], idOrSlug: string, view: ReviewsView): Promise<ProductReviews | null> {
  try {
    const query = { sort: view.sort, page: view.page, ...(view.withPhotos ? { with_photos: true } : {}) };
    return (await serverApi(context)('GET /products/{idOrSlug}/reviews', { params: { idOrSlug }, query })).data;
  } catch {
    return null;
  }
}

/**
 * /store/products/{id or slug}, rendered on the server. The slug is the canonical address:
 * an id (or any other spelling) answers 301 to it. A product the store does not list is a 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const param = params.idOrSlug;
  const url = new URL(request.url);
  const reviewsView = reviewsViewFrom(url.searchParams);
  const [{ product, related_products: related }, reviews] = await Promise.all([loadProduct(context, param), loadReviews(context, param, reviewsView)]);
  if (param !== product.slug) {
    throw redirect(`/store/products/${product.slug}${url.search}`, 301);
  }
  return { product, related, reviews, reviewsView, canonical: `${url.origin}/store/products/${product.slug}` };
}

/**
 * A product reached by a link (or the reviews in another order): its data, and the code of what the first page kept
 * as drawn (ProductAboutIsland, ProductReviewsIsland), so the page draws them at once.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const code = [productAboutModule.load(), productReviewsModule.load()].map((load) => load.catch(() => undefined));
  const [loaded] = await Promise.all([serverLoader(), ...code]);
  return loaded;
}

function summaryOf(product: { short_description: string | null; description: string | null; name: string }): string {
  const text = product.short_description || product.description?.split(/\n\s*\n/)[0] || `${product.name} en ${APP_NAME}.`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.data;
  if (!loaded) return [{ title: `Page not found · ${APP_NAME}` }];
  const { product, canonical } = loaded;
  // The first photo is what a link pasted in a chat shows; a product without photos takes the store's.
  const first = product.images[0];
  const image = first
    ? { url: first.image_url, alt: first.alt || product.name, width: first.width, height: first.height }
    : product.main_image_url
      ? { url: product.main_image_url, alt: product.name }
      : null;
  return seoMeta(args, { title: product.name, description: summaryOf(product), canonical, image, type: 'product' });
};

export default function ProductScreen({ loaderData }: Route.ComponentProps) {
  const { product, related, reviews, reviewsView } = loaderData;
  // The JSON-LD's reviews are the newest ones, whatever order the shopper picked on the page.
  const newest = reviews && reviewsView.sort === 'newest' && !reviewsView.withPhotos && reviewsView.page === 1 ? reviews.data : [];
  // A new product (e.g. a related one) starts with fresh choices.
  return (
    <>
      <ProductView key={product.id} product={product} related={related} reviews={reviews} reviewsView={reviewsView} />
      <StaticIsland>
        <ProductJsonLd product={product} canonical={loaderData.canonical} reviews={reviews ? { summary: reviews.summary, newest } : undefined} />
      </StaticIsland>
    </>
  );
}
