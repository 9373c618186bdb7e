import { Package } from 'lucide-react';
import { AccountPage } from '~/components/account/account-page';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';

export const meta = () => accountMeta('Pedidos');

export default function OrdersScreen() {
  return (
    <AccountPage eyebrow="Compras" title="Pedidos" description="Todo lo que compras en Tienda Diverso, con su estado y su seguimiento.">
      <EmptyState
        icon={Package}
        title="Aún no tienes pedidos"
        description="Cuando hagas tu primera compra, aquí verás cada pedido con su estado, su seguimiento y las prendas que incluye."
      />
    </AccountPage>
  );
}
