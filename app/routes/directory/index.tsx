import { ArrowRight, MapPinned, Plus } from 'lucide-react';
import { data, Link, redirect, useNavigation } from 'react-router';
import { DIRECTORY_KIND_LABELS, type DirectoryKind } from '@common/directory/rules';
import { Breadcrumbs } from '~/components/catalog/page-hero';
import { DirectoryChips, DirectoryFilterForm } from '~/components/directory/directory-filters';
import { DirectoryTabs } from '~/components/directory/directory-tabs';
import {
  canonicalOf,
  changeDirectoryFilters,
  directoryHref,
  directoryListPath,
  kindOfListPath,
  parseDirectoryFilters,
} from '~/components/directory/directory-query';
import { DirectoryResults } from '~/components/directory/directory-results';
import { serverApi } from '~/lib/api/server-client';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/index';

/** h1 and title of each list. */
const HEADINGS: Record<'all' | DirectoryKind, { title: string; h1: string; description: string }> = {
  all: {
    title: 'Directorio de moda sostenible e inclusiva',
    h1: 'Directorio de moda sostenible e inclusiva',
    description:
      'Talleres, sastrerías, recicladores textiles, diseño de ropa adaptada, tintorerías y estilistas de toda España que hacen la moda más sostenible e inclusiva.',
  },
  empresa: {
    title: 'Empresas del directorio',
    h1: 'Empresas de moda sostenible e inclusiva',
    description: 'Talleres textiles, marcas, recicladores y tiendas de segunda mano de toda España comprometidos con una moda sostenible e inclusiva.',
  },
  servicio: {
    title: 'Servicios del directorio',
    h1: 'Servicios para cuidar y alargar la vida de tu ropa',
    description: 'Arreglos, sastrería, tintorerías ecológicas, reparación y alquiler de ropa: servicios de moda sostenible e inclusiva cerca de ti.',
  },
  profesional: {
    title: 'Profesionales del directorio',
    h1: 'Profesionales de la moda sostenible e inclusiva',
    description: 'Diseñadoras de ropa adaptada, patronistas, estilistas y asesoras de imagen que trabajan la moda de forma sostenible e inclusiva.',
  },
};

/**
 * /directorio and its three kinds (one module, four routes): the kind is the path; search, place,
 * sector and page are the query, so every view is a link the server renders.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOfListPath(url.pathname);
  const filters = parseDirectoryFilters(url.searchParams);
  let page;
  try {
    const reply = await serverApi(context)('GET /directory', {
      query: {
        kind: kind ?? undefined,
        search: filters.search || undefined,
        province: filters.province ?? undefined,
        city: filters.city ?? undefined,
        sector: filters.sector ?? undefined,
        page: filters.page,
      },
    });
    page = reply.data;
  } catch {
    throw data(null, { status: 503 });
  }
  // A town left from another province (the form sent without JavaScript after a new province): drop it.
  if (filters.city && page.total === 0 && !page.facets.cities.some((city) => city.value === filters.city && city.province === filters.province)) {
    throw redirect(directoryHref(kind, changeDirectoryFilters(filters, { city: null })));
  }
  // Filtered views point to their list; each page of the list is its own page.
  const listPath = `${directoryListPath(kind)}${filters.page > 1 ? `?page=${filters.page}` : ''}`;
  return { kind, filters, page, canonical: canonicalOf(request, listPath) };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.data;
  const heading = HEADINGS[loaded?.kind ?? 'all'];
  return seoMeta(args, { title: heading.title, description: heading.description, canonical: loaded?.canonical, keepParams: ['page'] });
};

export default function DirectoryScreen({ loaderData }: Route.ComponentProps) {
  const { kind, filters, page } = loaderData;
  const navigation = useNavigation();
  // Only a move between the lists dims this one (not leaving for an entry or the form).
  const isLoading =
    navigation.state === 'loading' &&
    (navigation.location.pathname === '/directorio' || kindOfListPath(navigation.location.pathname) !== null) &&
    navigation.location.pathname.split('/').length <= 3;
  const heading = HEADINGS[kind ?? 'all'];
  const crumbs = kind
    ? [{ label: 'Inicio', to: '/' }, { label: 'Directorio', to: '/directorio' }, { label: DIRECTORY_KIND_LABELS[kind].plural }]
    : [{ label: 'Inicio', to: '/' }, { label: 'Directorio' }];

  return (
    <main id="main">
      <div className="container-page pt-8 pb-20 lg:pb-28">
        <Breadcrumbs crumbs={crumbs} />
        <header className="mt-8 grid gap-8 lg:mt-12 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
          <div className="max-w-3xl">
            <p className="eyebrow">Directorio</p>
            <h1 className="mt-4 font-display text-4xl leading-[1.06] font-medium tracking-tight text-balance sm:text-5xl">{heading.h1}</h1>
            <p className="mt-5 text-lg leading-relaxed text-muted text-pretty">
              Empresas, servicios y profesionales que hacen la moda más sostenible e inclusiva: talleres que confeccionan
              cerca, arreglos que alargan la vida de la ropa, reciclaje textil y diseño pensado para todos los cuerpos.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/directorio/alta" className="btn-primary h-12 px-6">
              <Plus aria-hidden="true" className="size-4" />
              Añade tu negocio
            </Link>
            <Link to="/directorio/locations" className="btn-secondary h-12 px-6">
              <MapPinned aria-hidden="true" className="size-4" />
              Ver por localidades
            </Link>
          </div>
        </header>

        <div className="mt-10">
          <DirectoryTabs kind={kind} filters={filters} facets={page.facets} />
        </div>

        <div className="mt-8 flex flex-col gap-6">
          <DirectoryFilterForm kind={kind} filters={filters} facets={page.facets} />
          <DirectoryChips kind={kind} filters={filters} />
        </div>

        <p role="status" className={isLoading ? 'mt-6 text-sm text-muted' : 'sr-only'}>
          {isLoading ? 'Cargando fichas…' : ''}
        </p>
        <div aria-busy={isLoading} className={isLoading ? 'mt-10 opacity-50 transition-opacity' : 'mt-10 transition-opacity'}>
          <DirectoryResults kind={kind} filters={filters} page={page} />
        </div>

        <aside aria-labelledby="directory-cta-title" className="mt-16 flex flex-col gap-6 rounded-[1.75rem] border border-line bg-surface-muted px-6 py-10 sm:px-10 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="directory-cta-title" className="font-display text-3xl font-medium tracking-tight">
              ¿Tu negocio cuida de las personas y del planeta?
            </h2>
            <p className="mt-3 leading-relaxed text-muted">
              Si arreglas, confeccionas, reciclas o asesoras con criterios sostenibles e inclusivos, cuéntanoslo. Revisamos cada
              propuesta antes de publicarla y es gratis.
            </p>
          </div>
          <Link to="/directorio/alta" className="btn-primary h-12 shrink-0 px-6">
            Añade tu negocio
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </aside>
      </div>
    </main>
  );
}
