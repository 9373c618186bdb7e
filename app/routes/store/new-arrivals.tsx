import type { ComponentProps } from 'react';
import { loadProductPage } from '~/components/catalog/catalog-loaders';
import { PageHero } from '~/components/catalog/page-hero';
import { StoreListing } from '~/components/catalog/store-listing';
import { serverApi } from '~/lib/api/server-client';
import { parseStoreFilters } from '~/lib/store-query';
import { seoMeta } from '~/lib/seo/meta';
import type { ProductListJsonLd as ProductListBlock } from '~/lib/seo/page-json-ld';
import { withListingCode } from '~/components/catalog/listing-islands';
import type { Route } from './+types/new-arrivals';
import { serverOnlyContent, StaticIsland } from '~/components/ui/static-island';

/** Written by the server only, for crawlers (app/islands.server.ts), kept as written in a StaticIsland (issue 36). */
const ProductListJsonLd = serverOnlyContent<ComponentProps<typeof ProductListBlock>>('json-ld-product-list');

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Novedades', description: 'Lo último que ha salido del taller: las prendas más recientes de ruediverso y divergente.', keepParams: ['page'] });

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseStoreFilters(new URL(request.url).searchParams, 'newest');
  return { page: await loadProductPage(serverApi(context), filters) };
}

/** The listing's filters panel and pagination come with the data (a first visit keeps the server's and does not download their code). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withListingCode(serverLoader());
}

export default function NewArrivals({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        crumbs={[{ label: 'Inicio', to: '/' }, { label: 'Tienda', to: '/store' }, { label: 'Novedades' }]}
        eyebrow="Novedades"
        title="Recién salido del taller"
        lead="Las últimas prendas que hemos cosido, de la más nueva a la más antigua."
      />
      <div className="container-page border-t border-line pt-14 pb-20 lg:pb-28">
        <StoreListing page={loaderData.page} defaultSort="newest" title="Lo más reciente" />
      </div>
      <StaticIsland>
        <ProductListJsonLd page={loaderData.page} />
      </StaticIsland>
    </main>
  );
}
