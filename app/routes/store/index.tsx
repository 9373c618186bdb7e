import type { ComponentProps } from 'react';
import { redirect } from 'react-router';
import {
  loadCategories,
  loadFeatured,
  loadProductPage,
  loadProductTotal,
} from '~/components/catalog/catalog-loaders';
import { NewsletterStripIsland, newsletterStripModule } from '~/components/catalog/newsletter-strip-island';
import { ProductGrid } from '~/components/catalog/product-grid';
import { categoryTilesModule, StoreCategoriesIsland, withListingCode } from '~/components/catalog/listing-islands';
import { LISTING_ANCHOR, StoreListing } from '~/components/catalog/store-listing';
import { useStoreFilters } from '~/components/catalog/use-store-filters';
import { deferModule } from '~/components/ui/deferred';
import { islandContent, StaticIsland, serverOnlyContent } from '~/components/ui/static-island';
import { serverApi } from '~/lib/api/server-client';
import { loadSearchRedirect } from '~/components/search/search-redirect';
import { changeFilters, parseStoreFilters, TRENDS_LABEL, TRENDS_LEAD } from '~/lib/store-query';
import type { ProductListJsonLd as ProductListBlock } from '~/lib/seo/page-json-ld';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/index';

/** Written by the server only, for crawlers (app/islands.server.ts), kept as written in a StaticIsland (issue 36). */
const ProductListJsonLd = serverOnlyContent<ComponentProps<typeof ProductListBlock>>('json-ld-product-list');

// Filtered and sorted views point to the list; 'Tendencias' (featured) and each page are their own pages.
export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: parseStoreFilters(new URLSearchParams(args.location.search)).featured ? TRENDS_LABEL : 'Tienda',
    description: 'Toda la ropa de ruediverso y divergente: busca, filtra por talla, color, marca y precio, y compra online.',
    keepParams: ['featured', 'page'],
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseStoreFilters(new URL(request.url).searchParams);
  const api = serverApi(context);
  // A search staff made a redirect ('devoluciones' → the returns help, issue 37) goes straight to its page.
  const goesTo = filters.search ? await loadSearchRedirect(api, filters.search) : null;
  if (goesTo) throw redirect(goesTo, 302);
  const [page, categories, featured, productsTotal, featuredTotal] = await Promise.all([
    loadProductPage(api, filters),
    loadCategories(api),
    loadFeatured(api),
    loadProductTotal(api, { in_stock: true }),
    loadProductTotal(api, { is_featured: true }),
  ]);
  return { page, categories, featured, counters: { products: productsTotal, categories: categories.length, featured: featuredTotal } };
}

/** Drawn by the server (app/islands.server.ts); a visit reached by a link loads their code beside the page's data. */
const storeSections = deferModule(() => import('~/components/catalog/store-sections'));
const Hero = islandContent('store-hero', storeSections, (m) => m.StoreHero);
const Services = islandContent('store-services', storeSections, (m) => m.StoreServices);

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withListingCode(serverLoader(), storeSections.load(), categoryTilesModule.load(), newsletterStripModule.load());
}

export default function Store({ loaderData }: Route.ComponentProps) {
  const { page, categories, featured, counters } = loaderData;
  const { filters, hrefFor } = useStoreFilters('newest');

  return (
    <main id="main">
      {/* The hero and the figures never change once drawn: the browser keeps the server's markup (issue 23) and a first
          visit does not download their code (issue 36). */}
      <StaticIsland ignoresAddress>
        <Hero featured={featured} counters={counters} />
      </StaticIsland>

      {/* Links only: the browser keeps the server's section on a first visit (issue 36). */}
      {categories.length > 0 && (
        <StoreCategoriesIsland
          categories={categories}
          activeSlug={filters.category}
          hrefFor={(category) =>
            hrefFor(changeFilters(filters, { category: filters.category === category.slug ? null : category.slug }), `#${LISTING_ANCHOR}`)
          }
        />
      )}

      {featured.length > 0 && (
        <section aria-labelledby="store-featured-title" className="border-y border-line bg-surface py-16 lg:py-20">
          <div className="container-page">
            <p className="eyebrow">Selección del equipo</p>
            <h2 id="store-featured-title" className="mt-3 font-display text-3xl font-medium tracking-tight sm:text-4xl">
              Productos destacados
            </h2>
            <ProductGrid products={featured} className="mt-10 lg:grid-cols-4" />
          </div>
        </section>
      )}

      {/* A product opened from the store's search results is told to the search report (issue 37); the beacon loads on that click. */}
      <div
        className="container-page py-16 lg:py-24"
        onClickCapture={(event) => {
          if (filters.search && (event.target as Element).closest('a[href^="/store/products/"]')) {
            void import('~/lib/search-click-log').then((beacon) => beacon.logSearchClick(filters.search, 'store'));
          }
        }}
      >
        {/* 'Tendencias' of the header menu is this list with featured=1: it says so, and the chip clears it. */}
        <StoreListing
          page={page}
          categories={categories}
          {...(filters.featured ? { eyebrow: 'Selección del equipo', title: TRENDS_LABEL, lead: TRENDS_LEAD } : {})}
        />
      </div>

      <StaticIsland ignoresAddress>
        <Services />
      </StaticIsland>
      {/* Kept as the server drew it on a first visit; its code loads as the shopper comes to it (issue 36). */}
      <NewsletterStripIsland />
      <StaticIsland>
        <ProductListJsonLd page={page} />
      </StaticIsland>
    </main>
  );
}
