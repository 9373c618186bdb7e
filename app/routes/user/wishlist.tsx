import { AccountPage } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { SavedProductsList } from '~/components/wishlist/saved-products-list';
import { loadSavedProducts, savedProductsAction } from '~/components/wishlist/saved-products-route';
import type { Route } from './+types/wishlist';

export const meta = () => accountMeta('Lista de deseos');

const SCREEN = { eyebrow: 'Favoritos', title: 'Lista de deseos' };

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadSavedProducts(request);
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => savedProductsAction(request);

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus favoritos…" />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function WishlistScreen({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage {...SCREEN} description="Las prendas que te gustan, para no perderlas de vista.">
      <SavedProductsList entries={loaderData.entries} />
    </AccountPage>
  );
}
