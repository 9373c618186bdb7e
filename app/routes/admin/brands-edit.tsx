import { adminMeta } from '~/components/admin/admin-meta';
import { BrandForm } from '~/components/admin/brands/brand-form';
import { detailScreens, loadDetail, Placeholder } from '~/components/admin/kit/detail-route';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/brands-edit';

export const meta = () => adminMeta('Editar marca');

/** The brand; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { record } = await loadDetail(request, params.id, 'brands.manage', (id, signal) => api('GET /admin/brands/{id}', { params: { id } }, { signal }));
  return { brand: record };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = detailScreens({
  loading: 'Cargando la marca…',
  skeleton: (
    <>
      <Placeholder className="h-12 w-64 rounded-xl bg-surface-muted" />
      <Placeholder className="card h-96 bg-surface-muted" />
    </>
  ),
  back: { to: '/admin/brands', label: 'Volver a marcas' },
  notFound: { title: 'Esta marca no existe.', detail: 'Puede que ya no exista o que el enlace esté mal copiado. Búscala en la lista de marcas.' },
  failure: 'No se pudo cargar la marca.',
});

export default function AdminBrandEditScreen({ loaderData }: Route.ComponentProps) {
  // Another brand starts a form of its own.
  return <BrandForm key={loaderData.brand.id} brand={loaderData.brand} />;
}
