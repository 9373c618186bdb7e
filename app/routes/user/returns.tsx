import { RotateCcw } from 'lucide-react';
import { AccountPage } from '~/components/account/account-page';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';

export const meta = () => accountMeta('Devoluciones');

export default function ReturnsScreen() {
  return (
    <AccountPage eyebrow="Compras" title="Devoluciones" description="Devoluciones y cambios de tus pedidos, de la solicitud al reembolso.">
      <EmptyState
        icon={RotateCcw}
        title="No tienes devoluciones"
        description="Si una prenda no te convence, aquí podrás seguir su devolución o su cambio hasta que recibas el reembolso."
        secondaryAction={{ label: 'Cómo funcionan las devoluciones', to: '/help/returns' }}
      />
    </AccountPage>
  );
}
