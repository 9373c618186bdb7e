import { Link, useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { BrandForm } from '~/components/admin/brands/brand-form';
import { loadDetail } from '~/components/admin/kit/detail-route';
import { LoadErrorCard } from '~/components/admin/kit/load-error-card';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/brands-edit';

export const meta = () => adminMeta('Editar marca');

/** The brand; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { record } = await loadDetail(request, params.id, 'brands.manage', (id, signal) => api('GET /admin/brands/{id}', { params: { id } }, { signal }));
  return { brand: record };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-6">
      <div className="h-12 w-64 animate-pulse rounded-xl bg-surface-muted motion-reduce:animate-none" />
      <div className="card h-96 animate-pulse bg-surface-muted motion-reduce:animate-none" />
    </div>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <LoadErrorCard
        title="No se pudo cargar la marca."
        detail="Puede que ya no exista. Vuelve a la lista o inténtalo de nuevo."
        action={
          <div className="flex gap-2">
            <Link to="/admin/brands" className="btn-secondary">
              Volver a marcas
            </Link>
            <button type="button" className="btn-primary" onClick={() => void revalidator.revalidate()}>
              Reintentar
            </button>
          </div>
        }
      />
    </AdminErrorGate>
  );
}

export default function AdminBrandEditScreen({ loaderData }: Route.ComponentProps) {
  // Another brand starts a form of its own.
  return <BrandForm key={loaderData.brand.id} brand={loaderData.brand} />;
}
