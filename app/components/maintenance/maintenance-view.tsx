import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '~/lib/auth';
import { useStoreSettings } from '~/lib/store-facts';

/**
 * The maintenance page (maintenance-page.tsx), whose code only that page downloads (issue 14). No
 * Suspense boundary: the server waits for it, and the browser hydrates once it has arrived.
 */
export const MaintenanceView = lazy(() => import('./maintenance-page').then((module) => ({ default: module.MaintenanceView })));

/** The bar's code, with the role rules it needs (common/roles), only once the store is closed and someone is signed in (issue 36). */
const StaffMaintenanceNotice = lazy(() => import('./maintenance-notice-bar').then((module) => ({ default: module.StaffMaintenanceNotice })));

/**
 * The bar staff see over the store while it is closed to the public (they reach it from /admin
 * by in-app links; see the root loader). Shoppers never get here: their page is the 503 above.
 */
export function MaintenanceNoticeBar() {
  const { maintenance_enabled } = useStoreSettings();
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!maintenance_enabled || !user || pathname.startsWith('/admin')) return null;
  return (
    <Suspense fallback={null}>
      <StaffMaintenanceNotice user={user} />
    </Suspense>
  );
}
