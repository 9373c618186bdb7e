import { Receipt } from 'lucide-react';
import { AccountPage } from '~/components/account/account-page';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';

export const meta = () => accountMeta('Historial de pagos');

export default function PaymentHistoryScreen() {
  return (
    <AccountPage eyebrow="Pagos" title="Historial de pagos" description="Cada cobro y cada reembolso de tu cuenta.">
      <EmptyState
        icon={Receipt}
        title="Aún no hay pagos"
        description="Cada pago y cada reembolso de tus pedidos quedará registrado aquí, con su fecha, su importe y el método usado."
      />
    </AccountPage>
  );
}
