import { BrandCards } from '~/components/catalog/brand-cards';
import { loadBrands } from '~/components/catalog/catalog-loaders';
import { PageHero } from '~/components/catalog/page-hero';
import { serverApi } from '~/lib/api/server-client';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/brands';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Marcas', description: 'ruediverso, moda de calle sostenible, y divergente, moda corporativa inclusiva.' });

export async function loader({ context }: Route.LoaderArgs) {
  return { brands: await loadBrands(serverApi(context)) };
}

export default function StoreBrands({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        crumbs={[{ label: 'Inicio', to: '/' }, { label: 'Tienda', to: '/store' }, { label: 'Marcas' }]}
        eyebrow="Nuestras marcas"
        title="Dos marcas, un mismo taller"
        lead="Diseñamos y cosemos las dos: ropa de calle que dura años y un armario de oficina pensado para todos los cuerpos."
      />
      <section aria-label="Marcas" className="container-page pb-20 lg:pb-28">
        <BrandCards brands={loaderData.brands} />
      </section>
    </main>
  );
}
