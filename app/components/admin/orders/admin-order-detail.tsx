import { ArrowLeft, Ban, CreditCard, PackageCheck, PackageOpen, Printer, Truck, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { formatPrice } from '@common/money';
import { AdminOrderNoteBody, NOTE_MAX, type AdminOrder } from '@common/orders/admin-contracts';
import { allowedStaffTransitions, type OrderStatus } from '@common/orders/rules';
import { FormError } from '~/components/forms/form-error';
import { TextAreaField } from '~/components/forms/textarea-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { formatOrderDateTime } from '~/components/orders/order-format';
import { OrderView } from '~/components/orders/order-view';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { OrderInvoicesPanel } from '../invoices/order-invoices-panel';
import { ADMIN_ORDERS_PATH } from './admin-orders-list';
import { CancelOrderDialog, ShipOrderDialog } from './order-action-dialogs';

export const packingSlipPath = (order: Pick<AdminOrder, 'id'>) => `${ADMIN_ORDERS_PATH}/${order.id}/packing-slip`;

/** The one-click changes, with the question asked before each and the words of its toast. */
const SIMPLE_ACTIONS: Partial<Record<OrderStatus, { label: string; icon: typeof Truck; confirm: string; message: (order: AdminOrder) => string; done: string }>> = {
  paid: {
    label: 'Marcar como pagado',
    icon: CreditCard,
    confirm: '¿Ha llegado la transferencia?',
    message: (order) => `Se registrará el cobro de ${formatPrice(order.totals.total)} por transferencia y el pedido pasará a «Pagado».`,
    done: 'Pedido marcado como pagado.',
  },
  preparing: {
    label: 'Pasar a preparación',
    icon: PackageOpen,
    confirm: '¿Empezar a preparar el pedido?',
    message: (order) =>
      order.payment_method === 'cash_on_delivery'
        ? 'Es contra reembolso: se cobrará al entregarlo. El pedido pasará a «En preparación».'
        : 'El pedido pasará a «En preparación»; la clienta ya no podrá cancelarlo cuando salga.',
    done: 'Pedido en preparación.',
  },
  delivered: {
    label: 'Marcar como entregado',
    icon: PackageCheck,
    confirm: '¿Se ha entregado el pedido?',
    message: (order) =>
      order.payment_method === 'cash_on_delivery' && order.payment_status !== 'paid'
        ? `Se registrará el cobro contra reembolso de ${formatPrice(order.totals.total)}.`
        : 'El pedido pasará a «Entregado».',
    done: 'Pedido marcado como entregado.',
  },
};

export interface AdminOrderDetailProps {
  order: AdminOrder;
  /** Holds 'orders.manage': the action buttons and the note form show. */
  canManage: boolean;
  /** Holds 'invoices.manage': each invoice's number opens it. */
  canOpenInvoices?: boolean;
}

/** One order for staff: everything about it, the allowed changes as buttons, the timeline with names and internal notes. */
export function AdminOrderDetail({ order: loaded, canManage, canOpenInvoices = false }: AdminOrderDetailProps) {
  const [order, setOrder] = useState(loaded);
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const [busy, setBusy] = useState(false);
  const { show } = useAlertDialog();
  const revalidator = useRevalidator();
  const canCancel = allowedStaffTransitions({ status: order.status, paymentMethod: order.payment_method }).includes('cancelled');

  function changed(next: AdminOrder, message: string) {
    setOrder(next);
    setDialog(null);
    toast({ type: 'success', message });
    void revalidator.revalidate();
  }

  async function simpleChange(status: OrderStatus) {
    const action = SIMPLE_ACTIONS[status];
    if (!action || busy) return;
    const answer = await show({ type: 'info', title: action.confirm, message: action.message(order), confirmText: action.label, cancelText: 'Volver' });
    if (answer !== 'confirm') return;
    setBusy(true);
    try {
      const reply = await api('POST /admin/orders/{id}/status', { params: { id: order.id }, body: { status } });
      changed(reply.data, action.done);
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, 'No se pudo cambiar el estado. Inténtalo de nuevo.') });
    } finally {
      setBusy(false);
    }
  }

  const actions = canManage ? (
    <>
      {order.allowed_statuses.map((status) => {
        if (status === 'shipped') {
          return (
            <button key={status} type="button" className="btn-primary" disabled={busy} onClick={() => setDialog('ship')}>
              <Truck aria-hidden="true" className="size-4" />
              Marcar como enviado
            </button>
          );
        }
        const action = SIMPLE_ACTIONS[status];
        if (!action) return null;
        const Icon = action.icon;
        return (
          <button key={status} type="button" className="btn-primary" disabled={busy} onClick={() => void simpleChange(status)}>
            <Icon aria-hidden="true" className="size-4" />
            {action.label}
          </button>
        );
      })}
      {canCancel && (
        <button type="button" className="btn-secondary border-danger/40 text-danger hover:bg-danger/10" disabled={busy} onClick={() => setDialog('cancel')}>
          <Ban aria-hidden="true" className="size-4" />
          Cancelar y reembolsar
        </button>
      )}
    </>
  ) : null;

  return (
    <div className="flex flex-col gap-6">
      <Link to={ADMIN_ORDERS_PATH} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver a pedidos
      </Link>
      <AdminPageHeader
        eyebrow="Pedido"
        title={order.number}
        description={`Hecho el ${formatOrderDateTime(order.created_at)} por ${order.customer_name}.`}
        actions={
          <Link to={packingSlipPath(order)} className="btn-secondary" target="_blank" rel="noopener">
            <Printer aria-hidden="true" className="size-4" />
            Imprimir albarán
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </Link>
        }
      />

      <CustomerPanel order={order} />

      <OrderView order={order} audience="staff" actions={actions} />

      <OrderInvoicesPanel invoices={order.invoices} canOpen={canOpenInvoices} />

      {order.cancel_reason && (
        <p role="note" className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-fg">
          <span className="font-semibold">Motivo de la cancelación:</span> {order.cancel_reason}
        </p>
      )}

      {canManage && <NoteForm order={order} onSaved={(next) => changed(next, 'Nota añadida al historial.')} />}

      {canManage && (
        <>
          <ShipOrderDialog order={order} open={dialog === 'ship'} onOpenChange={(open) => setDialog(open ? 'ship' : null)} onDone={(next) => changed(next, 'Pedido enviado. La clienta recibirá el email con el seguimiento.')} />
          <CancelOrderDialog
            order={order}
            open={dialog === 'cancel'}
            onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
            onDone={(next) => changed(next, order.refund_on_cancel ? 'Pedido cancelado y reembolsado.' : 'Pedido cancelado.')}
          />
        </>
      )}
    </div>
  );
}

function CustomerPanel({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="order-customer-title" className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="order-customer-title" className="font-display text-lg font-semibold tracking-tight">
            Cliente
          </h2>
          <p className="text-sm text-fg">{order.customer_name}</p>
          <p className="text-sm text-muted">
            <a href={`mailto:${order.email}`} className="underline underline-offset-4 hover:text-fg">
              {order.email}
            </a>{' '}
            · {order.phone}
          </p>
        </div>
      </div>
      {order.customer_account ? (
        <Link to={`/admin/users/${order.customer_account.id}`} className="btn-secondary">
          Ver la cuenta de {order.customer_account.name}
        </Link>
      ) : (
        <p className="text-sm text-muted">Compra como invitada (sin cuenta).</p>
      )}
    </section>
  );
}

function NoteForm({ order, onSaved }: { order: AdminOrder; onSaved: (order: AdminOrder) => void }) {
  const { formError, isSaving, formRef, field, submit, setValues } = useFieldForm({
    initial: { note: '' },
    schema: AdminOrderNoteBody,
    send: (values) => api('POST /admin/orders/{id}/notes', { params: { id: order.id }, body: { note: values.note.trim() } }),
    onSaved: (reply) => {
      onSaved(reply.data);
      setValues({ note: '' });
    },
    failureMessage: 'No se pudo guardar la nota. Inténtalo de nuevo.',
  });
  return (
    <section aria-labelledby="order-note-title" className="card p-5 sm:p-6">
      <h2 id="order-note-title" className="font-display text-lg font-semibold tracking-tight">
        Nota interna
      </h2>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <TextAreaField label="Nota para el equipo" hint="Solo la ve el equipo; queda en el historial con tu nombre." rows={2} maxLength={NOTE_MAX} {...field('note')} />
        <FormError message={formError} />
        <button type="submit" className="btn-secondary w-fit" disabled={isSaving}>
          {isSaving ? 'Guardando…' : 'Añadir nota'}
        </button>
      </form>
    </section>
  );
}
