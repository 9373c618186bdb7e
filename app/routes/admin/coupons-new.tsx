import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { CouponEditorError, CouponEditorLoading, CouponForm } from '~/components/admin/coupons/coupon-form';
import { editorScreens } from '~/components/admin/kit/detail-route';
import type { Route } from './+types/coupons-new';

export const meta = () => adminMeta('Nuevo cupón');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'orders.manage');
  return null;
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: CouponEditorLoading, error: CouponEditorError, isEdit: false });

export default function AdminCouponNewScreen() {
  return <CouponForm />;
}
