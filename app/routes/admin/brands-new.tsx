import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { BrandForm } from '~/components/admin/brands/brand-form';
import type { Route } from './+types/brands-new';

export const meta = () => adminMeta('Nueva marca');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'brands.manage');
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="text-sm text-muted">Cargando…</p>;
}

export function ErrorBoundary() {
  return (
    <AdminErrorGate>
      <p className="text-sm text-muted">No se pudo abrir el formulario.</p>
    </AdminErrorGate>
  );
}

export default function AdminBrandNewScreen() {
  return <BrandForm brand={null} />;
}
