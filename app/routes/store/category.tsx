import type { ComponentProps } from 'react';
import { data, Link } from 'react-router';
import clsx from 'clsx';
import { APP_NAME } from '@common/constants';
import { findCategory, loadCategories, loadProductPage } from '~/components/catalog/catalog-loaders';
import { productCountText } from '~/components/catalog/category-tiles';
import { PageHero } from '~/components/catalog/page-hero';
import { StoreListing } from '~/components/catalog/store-listing';
import { serverApi } from '~/lib/api/server-client';
import { parseStoreFilters } from '~/lib/store-query';
import type { CategoryJsonLd as CategoryBlocks } from '~/lib/seo/page-json-ld';
import { canonicalFor, originFromMatches, seoMeta, shortDescription } from '~/lib/seo/meta';
import { withListingCode } from '~/components/catalog/listing-islands';
import type { Route } from './+types/category';
import { serverOnlyContent, StaticIsland } from '~/components/ui/static-island';

/** Written by the server only, for crawlers (app/islands.server.ts), kept as written in a StaticIsland (issue 36). */
const CategoryJsonLd = serverOnlyContent<ComponentProps<typeof CategoryBlocks>>('json-ld-category');

// The address the store links to (by id), whatever spelling was asked; each page of the list is its own page.
export const meta: Route.MetaFunction = (args) => {
  const category = args.data?.category;
  if (!category) return [{ title: `Page not found · ${APP_NAME}` }];
  const origin = originFromMatches(args.matches);
  return seoMeta(args, {
    title: category.name,
    description: shortDescription(category.description || `${category.name} de ruediverso y divergente en ${APP_NAME}: tallas, colores y precios.`),
    canonical: origin ? canonicalFor(origin, `/store/categories/${category.id}`, args.location.search, ['page']) : null,
    image: category.image_url ? { url: category.image_url, alt: category.name } : null,
  });
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const categories = await loadCategories(api);
  const category = findCategory(categories, params.id);
  if (!category) throw data(null, { status: 404 });
  const filters = parseStoreFilters(new URL(request.url).searchParams);
  const page = await loadProductPage(api, filters, { category: String(category.id) });
  return { category, categories, page };
}

/** The listing's filters panel and pagination come with the data (a first visit keeps the server's and does not download their code). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withListingCode(serverLoader());
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, categories, page } = loaderData;
  return (
    <main id="main">
      <PageHero
        crumbs={[
          { label: 'Inicio', to: '/' },
          { label: 'Tienda', to: '/store' },
          { label: 'Categorías', to: '/store/categories' },
          { label: category.name },
        ]}
        eyebrow={productCountText(category.products_count)}
        title={category.name}
        lead={category.description || 'Explorar productos'}
        aside={
          category.image_url ? (
            <img
              src={category.image_url}
              alt=""
              width={960}
              height={640}
              fetchPriority="high"
              decoding="async"
              className="hidden aspect-[3/2] w-full rounded-[1.75rem] bg-surface-muted object-cover sm:block"
            />
          ) : undefined
        }
      >
        <nav aria-label="Otras categorías" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {categories.map((other) => (
              <li key={other.id}>
                <Link
                  to={`/store/categories/${other.id}`}
                  aria-current={other.id === category.id ? 'page' : undefined}
                  className={clsx(
                    'inline-flex h-9 items-center rounded-full border px-4 text-sm transition-colors',
                    other.id === category.id
                      ? 'border-fg bg-fg font-semibold text-bg'
                      : 'border-line bg-surface hover:border-fg',
                  )}
                >
                  {other.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className="container-page border-t border-line pt-14 pb-20 lg:pb-28">
        <StoreListing page={page} scope={{ category: String(category.id) }} title={`Todo en ${category.name}`} />
      </div>
      <StaticIsland>
        <CategoryJsonLd category={category} page={page} />
      </StaticIsland>
    </main>
  );
}
