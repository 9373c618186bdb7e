import { AccountLoading, AccountRouteError, readIntent, requireCustomer, runAction } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { SavedCards, type SavedCardIntent } from '~/components/payments/saved-cards';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/payment-methods';

export const meta = () => accountMeta('Métodos de pago');

const SCREEN = { eyebrow: 'Pagos', title: 'Métodos de pago' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  return { cards: (await api('GET /user/payment-methods', {}, { signal: request.signal })).data };
}
clientLoader.hydrate = true as const;

/** Remove a card or make it the default one; the list is loaded again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent, id } = readIntent(await request.formData());
  switch (intent as SavedCardIntent) {
    case 'delete':
      return runAction(() => api('DELETE /user/payment-methods/{id}', { params: { id } }), {
        success: () => 'Tarjeta quitada de tu cuenta.',
        failure: 'No hemos podido quitar la tarjeta.',
      });
    case 'make-default':
      return runAction(() => api('PATCH /user/payment-methods/{id}/default', { params: { id } }), {
        success: () => 'Esta es ahora tu tarjeta predeterminada.',
        failure: 'No hemos podido cambiar la tarjeta predeterminada.',
      });
    default:
      throw new Error(`Unknown card action: ${intent}`);
  }
}

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus tarjetas…" rows={2} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function PaymentMethodsScreen({ loaderData }: Route.ComponentProps) {
  return <SavedCards cards={loaderData.cards} />;
}
