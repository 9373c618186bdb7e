import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { Return, ReturnOptions } from '@common/returns/contracts';
import { formatOrderDay } from '~/components/orders/order-format';
import type { ReturnAccess } from './return-access';
import { WithdrawalButton } from './withdrawal-dialog';

// What a delivered order offers after the sale, on the customer's order page and on the guest's
// order lookup: 'Devolver o cambiar' while the return window is open and 'Desistir del contrato'
// within the 14 days, with the deadlines said under the order's state.

interface OrderReturnActionsProps {
  options: ReturnOptions;
  access: ReturnAccess;
  /** The customer's request screen… */
  requestHref?: string;
  /** …or, for a guest, the form opened in place. */
  onRequest?: () => void;
  onWithdrawn: (ret: Return) => void | Promise<void>;
}

export function OrderReturnActions({ options, access, requestHref, onRequest, onWithdrawn }: OrderReturnActionsProps) {
  return (
    <>
      {options.can_return ? (
        requestHref ? (
          <Link to={requestHref} className="btn-primary">
            <RotateCcw aria-hidden="true" className="size-4" />
            Devolver o cambiar
          </Link>
        ) : (
          <button type="button" onClick={onRequest} className="btn-primary">
            <RotateCcw aria-hidden="true" className="size-4" />
            Devolver o cambiar
          </button>
        )
      ) : null}
      {options.can_withdraw ? <WithdrawalButton access={access} options={options} onDone={onWithdrawn} /> : null}
    </>
  );
}

/** Until when the order can be returned and withdrawn from, or why not. */
export function ReturnDeadlines({ options }: { options: ReturnOptions }) {
  if (!options.delivered_at) return null;
  const parts: string[] = [];
  if (options.can_return && options.return_until) parts.push(`Puedes devolver o cambiar prendas hasta el ${formatOrderDay(options.return_until)}.`);
  if (options.can_withdraw && options.withdraw_until) parts.push(`Puedes desistir del contrato, sin dar motivos, hasta el ${formatOrderDay(options.withdraw_until)}.`);
  if (!options.can_return && !options.can_withdraw) parts.push(options.refused_reason ?? 'Este pedido ya no admite devoluciones.');
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 rounded-xl bg-surface-muted p-4 text-sm">
      <span>{parts.join(' ')}</span>
      <Link to="/help/returns" className="font-semibold text-primary underline underline-offset-4">
        Cómo funcionan las devoluciones
      </Link>
    </p>
  );
}
