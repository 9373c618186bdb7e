import { ArrowLeft } from 'lucide-react';
import { data, Link } from 'react-router';
import { Breadcrumbs } from '~/components/catalog/page-hero';
import { canonicalOf } from '~/components/directory/directory-query';
import { LocationsList } from '~/components/directory/locations-list';
import { serverApi } from '~/lib/api/server-client';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/locations';

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const reply = await serverApi(context)('GET /directory/locations');
    return { locations: reply.data, canonical: canonicalOf(request) };
  } catch {
    throw data(null, { status: 503 });
  }
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Directorio por localidades',
    description: 'Las provincias y localidades con negocios, servicios y profesionales de moda sostenible e inclusiva en el directorio de Tienda Diverso.',
    canonical: args.data?.canonical,
  });

/** /directorio/locations: the places of the directory, grouped by province. */
export default function DirectoryLocationsScreen({ loaderData }: Route.ComponentProps) {
  const { locations } = loaderData;
  const total = locations.reduce((sum, place) => sum + place.count, 0);
  return (
    <main id="main">
      <div className="container-page pt-8 pb-20 lg:pb-28">
        <Breadcrumbs crumbs={[{ label: 'Inicio', to: '/' }, { label: 'Directorio', to: '/directorio' }, { label: 'Por localidades' }]} />
        <header className="mt-8 max-w-3xl lg:mt-12">
          <p className="eyebrow">Directorio</p>
          <h1 className="mt-4 font-display text-4xl leading-[1.06] font-medium tracking-tight text-balance sm:text-5xl">
            Directorio por localidades
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted text-pretty">
            {locations.length > 0
              ? `${total} ${total === 1 ? 'ficha' : 'fichas'} en ${locations.length} ${locations.length === 1 ? 'provincia' : 'provincias'}. Elige una provincia o una localidad para ver quién trabaja allí.`
              : 'Aquí verás las provincias y localidades del directorio en cuanto haya fichas publicadas.'}
          </p>
          <Link to="/directorio" className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-primary underline underline-offset-4">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver al directorio
          </Link>
        </header>
        <div className="mt-12">
          <LocationsList locations={locations} />
        </div>
      </div>
    </main>
  );
}
