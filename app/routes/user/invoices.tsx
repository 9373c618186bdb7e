import { FileText } from 'lucide-react';
import { AccountPage } from '~/components/account/account-page';
import { accountMeta } from '~/components/account/account-meta';
import { EmptyState } from '~/components/account/empty-state';

export const meta = () => accountMeta('Facturas');

export default function InvoicesScreen() {
  return (
    <AccountPage eyebrow="Compras" title="Facturas" description="Las facturas de tus pedidos, con el IVA desglosado.">
      <EmptyState
        icon={FileText}
        title="Aún no tienes facturas"
        description="Con cada pedido emitimos una factura a tu nombre; aquí las tendrás todas para consultarlas y descargarlas."
      />
    </AccountPage>
  );
}
