import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { AdminPageHeader } from '~/components/admin/admin-page-header';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { LoadErrorCard } from '~/components/admin/kit/load-error-card';
import { CsvImportPanel } from '~/components/admin/catalog/csv-import-panel';
import type { Route } from './+types/products-import';

export const meta = () => adminMeta('Importar productos');

/** Only staff who may change products import them. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'products.manage');
  return null;
}
clientLoader.hydrate = true as const;

/** While the session is checked: the screen's header over an empty card. */
export function HydrateFallback() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <AdminPageHeader eyebrow="Catálogo" title="Importar productos" />
      <div className="card h-64 animate-pulse p-5" />
    </div>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <LoadErrorCard title="No se pudo abrir la importación" detail="Comprueba la conexión e inténtalo de nuevo." onRetry={() => void revalidator.revalidate()} />
    </AdminErrorGate>
  );
}

export default function AdminProductsImportScreen() {
  return <CsvImportPanel />;
}
