import { AccountLoading, AccountRouteError, readIntent, requireCustomer, runAction } from '~/components/account/account-route';
import { AddressBook, type AddressIntent } from '~/components/account/address-book';
import { accountMeta } from '~/components/account/account-meta';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/addresses';

export const meta = () => accountMeta('Direcciones');

const SCREEN = { eyebrow: 'Mi cuenta', title: 'Direcciones' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  return { addresses: (await api('GET /user/addresses')).data };
}
clientLoader.hydrate = true as const;

/** Delete an address or make it the default one; the list is loaded again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent, id } = readIntent(await request.formData());
  switch (intent as AddressIntent) {
    case 'delete':
      return runAction(() => api('DELETE /user/addresses/{id}', { params: { id } }), {
        success: () => 'Dirección eliminada.',
        failure: 'No hemos podido eliminar la dirección.',
      });
    case 'make-default':
      return runAction(() => api('POST /user/addresses/{id}/default', { params: { id } }), {
        success: () => 'Esta es ahora tu dirección predeterminada.',
        failure: 'No hemos podido cambiar la dirección predeterminada.',
      });
    default:
      throw new Error(`Unknown address action: ${intent}`);
  }
}

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus direcciones…" rows={2} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function AddressesScreen({ loaderData }: Route.ComponentProps) {
  return <AddressBook addresses={loaderData.addresses} />;
}
