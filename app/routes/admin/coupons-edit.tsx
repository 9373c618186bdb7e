import { adminMeta } from '~/components/admin/admin-meta';
import { CouponEditorError, CouponEditorLoading, CouponForm } from '~/components/admin/coupons/coupon-form';
import { editorScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/coupons-edit';

export const meta = () => adminMeta('Editar cupón');

/** The coupon; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { record } = await loadDetail(request, params.id, 'orders.manage', (id, signal) => api('GET /admin/coupons/{id}', { params: { id } }, { signal }));
  return { coupon: record };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: CouponEditorLoading, error: CouponEditorError, isEdit: true });

export default function AdminCouponEditScreen({ loaderData }: Route.ComponentProps) {
  // Another coupon starts a form of its own.
  return <CouponForm key={loaderData.coupon.id} coupon={loaderData.coupon} />;
}
