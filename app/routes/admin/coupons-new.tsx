import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { CouponEditorError, CouponEditorLoading, CouponForm } from '~/components/admin/coupons/coupon-form';
import type { Route } from './+types/coupons-new';

export const meta = () => adminMeta('Nuevo cupón');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'orders.manage');
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <CouponEditorLoading isEdit={false} />;
}

export function ErrorBoundary() {
  return (
    <AdminErrorGate>
      <CouponEditorError isEdit={false} />
    </AdminErrorGate>
  );
}

export default function AdminCouponNewScreen() {
  return <CouponForm />;
}
