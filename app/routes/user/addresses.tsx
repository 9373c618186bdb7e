import { AddressBook } from '~/components/account/address-book';
import { accountMeta } from '~/components/account/account-meta';

export const meta = () => accountMeta('Direcciones');

export default function AddressesScreen() {
  return <AddressBook />;
}
