import { data } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { CouponEditorError, CouponEditorLoading, CouponForm } from '~/components/admin/coupons/coupon-form';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/coupons-edit';

export const meta = () => adminMeta('Editar cupón');

/** The coupon; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'orders.manage');
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    const reply = await api('GET /admin/coupons/{id}', { params: { id: params.id } }, { signal: request.signal });
    return { coupon: reply.data };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <CouponEditorLoading isEdit />;
}

export function ErrorBoundary() {
  return (
    <AdminErrorGate>
      <CouponEditorError isEdit />
    </AdminErrorGate>
  );
}

export default function AdminCouponEditScreen({ loaderData }: Route.ComponentProps) {
  // Another coupon starts a form of its own.
  return <CouponForm key={loaderData.coupon.id} coupon={loaderData.coupon} />;
}
