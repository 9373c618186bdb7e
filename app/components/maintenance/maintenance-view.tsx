import { Construction } from 'lucide-react';
import { lazy } from 'react';
import { Link, useLocation } from 'react-router';
import { isStaff } from '@common/roles';
import { useAuth } from '~/lib/auth';
import { useStoreSettings } from '~/lib/store-facts';

/**
 * The maintenance page (maintenance-page.tsx), whose code only that page downloads (issue 14). No
 * Suspense boundary: the server waits for it, and the browser hydrates once it has arrived.
 */
export const MaintenanceView = lazy(() => import('./maintenance-page').then((module) => ({ default: module.MaintenanceView })));

/**
 * The bar staff see over the store while it is closed to the public (they reach it from /admin
 * by in-app links; see the root loader). Shoppers never get here: their page is the 503 above.
 */
export function MaintenanceNoticeBar() {
  const { maintenance_enabled } = useStoreSettings();
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!maintenance_enabled || !isStaff(user) || pathname.startsWith('/admin')) return null;
  return (
    <div role="status" className="border-b border-warning/40 bg-warning/10 text-fg">
      <p className="container-page flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
        <Construction aria-hidden="true" className="size-4 shrink-0" />
        <strong className="font-semibold">Modo mantenimiento activo</strong>
        <span className="text-muted">La tienda está cerrada al público; solo el equipo la ve.</span>
        <Link to="/admin/settings" className="font-medium underline underline-offset-4 hover:text-primary">
          Configuración
        </Link>
      </p>
    </div>
  );
}
