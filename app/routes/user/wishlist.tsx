import { AccountPage } from '~/components/account/account-page';
import { accountMeta } from '~/components/account/account-meta';
import { SavedProductsList } from '~/components/wishlist/saved-products-list';

export const meta = () => accountMeta('Lista de deseos');

export default function WishlistScreen() {
  return (
    <AccountPage eyebrow="Favoritos" title="Lista de deseos" description="Las prendas que te gustan, para no perderlas de vista.">
      <SavedProductsList />
    </AccountPage>
  );
}
