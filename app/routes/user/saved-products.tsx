import { AccountPage } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { SavedProductsList } from '~/components/wishlist/saved-products-list';
import { loadSavedProducts, savedProductsAction } from '~/components/wishlist/saved-products-route';
import type { Route } from './+types/saved-products';

export const meta = () => accountMeta('Productos guardados');

const SCREEN = { eyebrow: 'Favoritos', title: 'Productos guardados' };

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadSavedProducts(request);
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => savedProductsAction(request);

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus favoritos…" />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function SavedProductsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage
      {...SCREEN}
      description="Las prendas que has marcado con el corazón, listas para añadirlas al carrito cuando quieras."
    >
      <SavedProductsList entries={loaderData.entries} />
    </AccountPage>
  );
}
