import { Ticket } from 'lucide-react';
import { AccountPage } from '~/components/account/account-page';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';

export const meta = () => accountMeta('Cupones');

export default function CouponsScreen() {
  return (
    <AccountPage eyebrow="Pagos" title="Cupones" description="Tus códigos de descuento, listos para usar al pagar.">
      <EmptyState
        icon={Ticket}
        title="No tienes cupones disponibles"
        description="Los códigos de descuento que recibas, por la newsletter o por una compra, aparecerán aquí con su valor y su fecha de caducidad."
        secondaryAction={{ label: 'Quiero recibir ofertas', to: '/user/settings' }}
      />
    </AccountPage>
  );
}
