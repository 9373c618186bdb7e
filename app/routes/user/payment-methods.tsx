import { CreditCard } from 'lucide-react';
import { AccountPage } from '~/components/account/account-page';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';

export const meta = () => accountMeta('Métodos de pago');

export default function PaymentMethodsScreen() {
  return (
    <AccountPage eyebrow="Pagos" title="Métodos de pago" description="Las tarjetas que guardes para pagar más rápido.">
      <EmptyState
        icon={CreditCard}
        title="No tienes métodos de pago guardados"
        description="Al pagar un pedido podrás guardar tu tarjeta de forma segura; la verás aquí y podrás quitarla cuando quieras."
      />
    </AccountPage>
  );
}
