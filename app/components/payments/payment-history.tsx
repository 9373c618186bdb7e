import clsx from 'clsx';
import { Receipt } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { PAYMENT_METHOD_NAMES } from '@common/checkout/pricing';
import { formatPrice } from '@common/money';
import { PAYMENT_KIND_LABELS, PAYMENT_KINDS, type PaymentHistoryEntry, type PaymentHistoryPage, type PaymentKind } from '@common/payments/account-contracts';
import { formatDateTime } from '~/components/account/account-format';
import { AccountPage } from '~/components/account/account-page';
import { EmptyState } from '~/components/account/empty-state';
import { Pagination } from '~/components/catalog/pagination';
import { brandName } from './saved-cards';

export const PAYMENT_HISTORY_PATH = '/user/payment-history';
export const PAYMENT_HISTORY_PER_PAGE = 20;

const KIND_FILTER_LABELS: Record<PaymentKind, string> = { charge: 'Solo pagos', refund: 'Solo reembolsos' };

/** ?kind= and ?page= as the URL holds them; anything unknown is dropped. */
export function historyQueryFrom(params: URLSearchParams): { kind?: PaymentKind; page: number } {
  const kind = PAYMENT_KINDS.find((known) => known === params.get('kind'));
  const raw = params.get('page') ?? '';
  return { kind, page: /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1 };
}

function historyHref(query: { kind?: PaymentKind; page?: number }): string {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `${PAYMENT_HISTORY_PATH}?${text}` : PAYMENT_HISTORY_PATH;
}

/**
 * How the money moved. Cash is never given back at the door: a refund of an order paid on delivery
 * went by bank transfer (older ledger rows carry the order's method); and a card is named only for
 * money that went through it, not for a transfer that kept the charge's card.
 */
export function methodText(entry: Pick<PaymentHistoryEntry, 'kind' | 'method' | 'card_brand' | 'card_last4'>): string {
  const shown = entry.kind === 'refund' && entry.method === 'cash_on_delivery' ? 'bank_transfer' : entry.method;
  const method = PAYMENT_METHOD_NAMES[shown];
  return shown === 'card' && entry.card_last4 ? `${method} · ${brandName(entry.card_brand)} •••• ${entry.card_last4}` : method;
}

const STATUS_TONE: Record<PaymentHistoryEntry['status'], string> = {
  succeeded: 'bg-success/15 text-fg',
  pending: 'bg-surface-muted text-fg',
  requires_action: 'bg-warning/20 text-fg',
  failed: 'bg-danger/10 text-danger',
  cancelled: 'bg-surface-muted text-muted',
};

/** Historial de pagos: every payment and refund of the customer's orders, newest first, filterable by kind. */
export function PaymentHistory({ page, kind }: { page: PaymentHistoryPage; kind?: PaymentKind }) {
  const navigate = useNavigate();
  const selectId = useId();
  const rows = page.data;

  return (
    <AccountPage eyebrow="Pagos" title="Historial de pagos" description="Cada cobro y cada reembolso de tus pedidos, con su fecha, su importe y el método usado.">
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-fg">
            Mostrar
          </label>
          <select
            id={selectId}
            value={kind ?? ''}
            onChange={(event) => void navigate(historyHref({ kind: PAYMENT_KINDS.find((known) => known === event.target.value) }), { replace: true, preventScrollReset: true })}
            className="h-11 rounded-lg border border-line bg-surface px-3.5 text-sm text-fg"
          >
            <option value="">Pagos y reembolsos</option>
            {PAYMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {KIND_FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {page.total === 0 ? 'Ningún movimiento' : `${page.from}–${page.to} de ${page.total} ${page.total === 1 ? 'movimiento' : 'movimientos'}`}
        </p>
      </div>

      {rows.length > 0 ? (
        <div className="card mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Pagos y reembolsos de tus pedidos</caption>
            <thead className="border-b border-line bg-surface-muted/60 text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">Fecha</th>
                <th scope="col" className="px-4 py-3">Pedido</th>
                <th scope="col" className="hidden px-4 py-3 md:table-cell">Método</th>
                <th scope="col" className="px-4 py-3">Tipo</th>
                <th scope="col" className="px-4 py-3 text-right">Importe</th>
                <th scope="col" className="px-4 py-3">Estado</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(entry.created_at)}</td>
                  <td className="px-4 py-3">
                    <Link to={`/user/orders/${entry.order_number}`} className="font-semibold whitespace-nowrap text-primary hover:underline">
                      {entry.order_number}
                    </Link>
                    <span className="mt-0.5 block text-xs text-muted md:hidden">{methodText(entry)}</span>
                  </td>
                  <td className="hidden px-4 py-3 md:table-cell">{methodText(entry)}</td>
                  <td className="px-4 py-3">{PAYMENT_KIND_LABELS[entry.kind]}</td>
                  <td className={clsx('px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums', entry.amount < 0 && 'text-success')}>
                    {entry.amount < 0 ? `−${formatPrice(-entry.amount)}` : formatPrice(entry.amount)}
                  </td>
                  <td className="px-4 py-3">
                    <span className={clsx('inline-flex rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap', STATUS_TONE[entry.status])}>{entry.status_label}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : kind ? (
        <p className="mt-8 text-sm text-muted">
          No hay {kind === 'refund' ? 'reembolsos' : 'pagos'} en tu historial.{' '}
          <Link to={PAYMENT_HISTORY_PATH} className="font-semibold text-primary hover:underline">
            Ver todos los movimientos
          </Link>
        </p>
      ) : (
        <EmptyState
          icon={Receipt}
          title="Aún no hay pagos"
          description="Cada pago y cada reembolso de tus pedidos quedará registrado aquí, con su fecha, su importe y el método usado."
        />
      )}

      <div className="mt-6">
        <Pagination page={page.current_page} lastPage={page.last_page} label="Paginación del historial de pagos" hrefFor={(n) => historyHref({ kind, page: n })} />
      </div>
    </AccountPage>
  );
}
