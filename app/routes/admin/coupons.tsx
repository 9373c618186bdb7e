import { adminMeta } from '~/components/admin/admin-meta';
import { canAccess } from '~/components/admin/admin-navigation';
import { requireAdmin } from '~/components/admin/admin-route';
import { listScreens } from '~/components/admin/kit/list-screens';
import { runChange } from '~/components/admin/kit/route-change';
import { ADMIN_COUPONS_PER_PAGE, AdminCouponsList, couponListAddress, type CouponIntent } from '~/components/admin/coupons/admin-coupons-list';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/coupons';

export const meta = () => adminMeta('Cupones');

/** The page of coupons the URL's filters ask for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireAdmin(request, 'orders.view');
  const { page, ...filters } = couponListAddress.read(new URL(request.url).searchParams);
  const reply = await api(
    'GET /admin/coupons',
    { query: { ...filters, page: page > 1 ? page : undefined, per_page: ADMIN_COUPONS_PER_PAGE } },
    { signal: request.signal },
  );
  return { page: reply.data, canManage: canAccess(user, 'orders.manage') };
}
clientLoader.hydrate = true as const;

/** Activate, deactivate or delete one coupon; the list is loaded again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const code = String(form.get('code'));
  const intent = String(form.get('intent')) as CouponIntent;
  switch (intent) {
    case 'activate':
    case 'deactivate':
      return runChange(() => api('PATCH /admin/coupons/{id}', { params: { id }, body: { is_active: intent === 'activate' } }), {
        success: intent === 'activate' ? `${code} activado.` : `${code} desactivado: ya no se puede usar.`,
        failure: 'No se pudo cambiar el cupón. Inténtalo de nuevo.',
      });
    case 'delete':
      return runChange(() => api('DELETE /admin/coupons/{id}', { params: { id } }), {
        success: `${code} eliminado.`,
        failure: 'No se pudo eliminar el cupón. Inténtalo de nuevo.',
      });
    default:
      throw new Error(`Unknown coupon action: ${String(intent)}`);
  }
}

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminCouponsList page={null} canManage={false} onRetry={onRetry} />);

export default function AdminCouponsScreen({ loaderData }: Route.ComponentProps) {
  return <AdminCouponsList page={loaderData.page} canManage={loaderData.canManage} />;
}
