import { PackageCheck } from 'lucide-react';
import { AccountPage } from '~/components/account/account-page';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';

export const meta = () => accountMeta('Pedidos activos');

export default function OrdersActiveScreen() {
  return (
    <AccountPage eyebrow="Compras" title="Pedidos activos" description="Los pedidos que estamos preparando o que ya van de camino.">
      <EmptyState
        icon={PackageCheck}
        title="No tienes pedidos en curso"
        description="Los pedidos que estemos preparando o que vayan camino de tu casa aparecerán aquí, con el seguimiento del transportista."
        secondaryAction={{ label: 'Ver todos mis pedidos', to: '/user/orders' }}
      />
    </AccountPage>
  );
}
