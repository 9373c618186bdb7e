import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { BrandForm } from '~/components/admin/brands/brand-form';
import { formScreens } from '~/components/admin/kit/detail-route';
import type { Route } from './+types/brands-new';

export const meta = () => adminMeta('Nueva marca');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'brands.manage');
  return null;
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = formScreens({ loading: 'Cargando…', failure: 'No se pudo abrir el formulario.' });

export default function AdminBrandNewScreen() {
  return <BrandForm brand={null} />;
}
