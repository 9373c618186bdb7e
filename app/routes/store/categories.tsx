import { CategoryTiles } from '~/components/catalog/category-tiles';
import { loadCategories } from '~/components/catalog/catalog-loaders';
import { PageHero } from '~/components/catalog/page-hero';
import { serverApi } from '~/lib/api/server-client';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/categories';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Categorías', description: 'Camisas, pantalones, vestidos, chaquetas y más: todas las categorías de Tienda Diverso.' });

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await loadCategories(serverApi(context)) };
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <main id="main">
      <PageHero
        crumbs={[{ label: 'Inicio', to: '/' }, { label: 'Tienda', to: '/store' }, { label: 'Categorías' }]}
        eyebrow="Categorías"
        title="Todo el armario, por categorías"
        lead="De la camiseta de algodón orgánico al traje de oficina con patronaje inclusivo: elige por dónde empezar."
      />
      <section aria-label="Todas las categorías" className="container-page pb-20 lg:pb-28">
        {categories.length > 0 ? (
          <CategoryTiles categories={categories} isLarge headingLevel="h2" hrefFor={(c) => `/store/categories/${c.id}`} />
        ) : (
          <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-16 text-center text-muted">
            Todavía no hay categorías. Vuelve pronto.
          </p>
        )}
      </section>
    </main>
  );
}
