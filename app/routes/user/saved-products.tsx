import { AccountPage } from '~/components/account/account-page';
import { accountMeta } from '~/components/account/account-meta';
import { SavedProductsList } from '~/components/wishlist/saved-products-list';

export const meta = () => accountMeta('Productos guardados');

export default function SavedProductsScreen() {
  return (
    <AccountPage
      eyebrow="Favoritos"
      title="Productos guardados"
      description="Las prendas que has marcado con el corazón, listas para añadirlas al carrito cuando quieras."
    >
      <SavedProductsList />
    </AccountPage>
  );
}
