import { redirect } from 'react-router';
import { AccountLoading, AccountRouteError, readIntent, requireCustomer, runAction } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { NOTIFICATIONS_PER_PAGE, NotificationsInbox, type NotificationIntent } from '~/components/account/notifications-inbox';
import { StockAlertsSection } from '~/components/account/stock-alerts-section';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/notifications';

export const meta = () => accountMeta('Notificaciones');

const SCREEN = { eyebrow: 'Mi cuenta', title: 'Notificaciones' };

/** ?page= as a whole number from 1; anything else is the first page. */
function pageFrom(url: URL): number {
  const raw = url.searchParams.get('page') ?? '';
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const page = pageFrom(new URL(request.url));
  const [reply, alerts] = await Promise.all([
    api('GET /user/notifications', { query: { page, per_page: NOTIFICATIONS_PER_PAGE } }),
    // The back-in-stock alerts (issue 25); their failure leaves the notifications.
    api('GET /user/stock-alerts', undefined, { signal: request.signal }).then(
      (r) => r.data,
      () => null,
    ),
  ]);
  return { page: reply.data, alerts };
}
clientLoader.hydrate = true as const;

/** Mark one or all read, or delete one; the page is loaded again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const { intent, id } = readIntent(form);
  if (intent === 'cancel-alert') {
    return runAction(() => api('DELETE /user/stock-alerts/{id}', { params: { id } }), {
      success: (reply) => `Aviso cancelado: no te escribiremos por ${reply.data.product.name} en talla ${reply.data.variant.size}.`,
      failure: 'No hemos podido cancelar el aviso.',
    });
  }
  switch (intent as NotificationIntent) {
    case 'read':
      return runAction(() => api('POST /user/notifications/{id}/read', { params: { id } }), {
        failure: 'No hemos podido marcarla como leída.',
      });
    case 'read-all':
      return runAction(() => api('POST /user/notifications/read-all'), {
        success: () => 'Todas las notificaciones están leídas.',
        failure: 'No hemos podido marcarlas como leídas.',
      });
    case 'delete': {
      const result = await runAction(() => api('DELETE /user/notifications/{id}', { params: { id } }), {
        success: () => 'Notificación eliminada.',
        failure: 'No hemos podido eliminar la notificación.',
      });
      const backToPage = form.get('back_to_page');
      return result.ok && backToPage ? redirect(`/user/notifications?page=${String(backToPage)}`) : result;
    }
    default:
      throw new Error(`Unknown notification action: ${intent}`);
  }
}

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus notificaciones…" />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function NotificationsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <NotificationsInbox page={loaderData.page}>
      <StockAlertsSection alerts={loaderData.alerts} />
    </NotificationsInbox>
  );
}
