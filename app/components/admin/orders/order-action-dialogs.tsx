import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { PAYMENT_METHOD_NAMES } from '@common/checkout/pricing';
import { formatPrice } from '@common/money';
import { AdminOrderCancelBody, AdminOrderStatusBody, CANCEL_REASON_MAX, TRACKING_NUMBER_MAX, type AdminOrder } from '@common/orders/admin-contracts';
import { CARRIER_IDS, CARRIERS } from '@common/orders/rules';
import { schemaErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { SelectField } from '~/components/forms/select-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { api } from '~/lib/api/browser-client';

function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] flex-col rounded-t-3xl border border-line bg-surface text-fg shadow-2xl transition duration-200 starting:translate-y-4 starting:opacity-0 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-6 pb-5">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold tracking-tight">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
            </div>
            <Dialog.Close aria-label="Cerrar" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-surface-muted">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {open ? children : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface ActionDialogProps {
  order: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (order: AdminOrder) => void;
}

/** 'Marcar como enviado': the carrier and the tracking number the customer will follow the parcel with. */
export function ShipOrderDialog({ order, open, onOpenChange, onDone }: ActionDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Marcar como enviado"
      description={`La clienta recibirá un email con la empresa de transporte y el enlace de seguimiento del pedido ${order.number}.`}
    >
      <ShipForm order={order} onCancel={() => onOpenChange(false)} onDone={onDone} />
    </DialogFrame>
  );
}

function ShipForm({ order, onCancel, onDone }: { order: AdminOrder; onCancel: () => void; onDone: (order: AdminOrder) => void }) {
  const { formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: { carrier: '', tracking_number: '' },
    // Both missing at once are both said (the contract stops at the first when the carrier is empty).
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!values.carrier) errors.carrier = 'Elige la empresa de transporte.';
      if (!values.tracking_number.trim()) errors.tracking_number = 'Escribe el número de seguimiento.';
      if (Object.keys(errors).length > 0) return errors;
      return schemaErrors(AdminOrderStatusBody, { status: 'shipped', carrier: values.carrier, tracking_number: values.tracking_number });
    },
    send: (values) =>
      api('POST /admin/orders/{id}/status', {
        params: { id: order.id },
        body: { status: 'shipped', carrier: values.carrier, tracking_number: values.tracking_number.trim() },
      }),
    onSaved: (reply) => onDone(reply.data),
    failureMessage: 'No se pudo marcar como enviado. Inténtalo de nuevo.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5 px-6 py-6">
      <SelectField label="Empresa de transporte" required {...field('carrier')}>
        <option value="">Elige una empresa</option>
        {CARRIER_IDS.map((id) => (
          <option key={id} value={id}>
            {CARRIERS[id].name}
          </option>
        ))}
      </SelectField>
      <TextField label="Número de seguimiento" required autoComplete="off" maxLength={TRACKING_NUMBER_MAX} {...field('tracking_number')} />
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Volver
        </button>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? 'Guardando…' : 'Marcar como enviado'}
        </button>
      </div>
    </form>
  );
}

/** What cancelling gives back, in words: the amount and the way it returns. */
export function refundSentence(order: AdminOrder): string {
  const refund = order.refund_on_cancel;
  if (!refund) {
    return order.payment_method === 'cash_on_delivery'
      ? 'Es contra reembolso y aún no se ha cobrado: no hay nada que devolver.'
      : 'Aún no se ha cobrado: no hay nada que devolver.';
  }
  const amount = formatPrice(refund.amount);
  switch (refund.method) {
    case 'card':
      return `Se devolverán ${amount} a la tarjeta con la que se pagó.`;
    case 'bizum':
      return `Se devolverán ${amount} por Bizum al teléfono con el que se pagó.`;
    case 'bank_transfer':
      return `Se devolverán ${amount} por transferencia bancaria.`;
    default:
      return `Se devolverán ${amount} (${PAYMENT_METHOD_NAMES[refund.method]}).`;
  }
}

/** 'Cancelar y reembolsar': the reason (the customer reads it) and what goes back. */
export function CancelOrderDialog({ order, open, onOpenChange, onDone }: ActionDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Cancelar y reembolsar"
      description={`${refundSentence(order)} Las prendas vuelven al stock y la clienta recibe un email con el motivo.`}
    >
      <CancelForm order={order} onCancel={() => onOpenChange(false)} onDone={onDone} />
    </DialogFrame>
  );
}

function CancelForm({ order, onCancel, onDone }: { order: AdminOrder; onCancel: () => void; onDone: (order: AdminOrder) => void }) {
  const { formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: { reason: '' },
    schema: AdminOrderCancelBody,
    send: (values) => api('POST /admin/orders/{id}/cancel', { params: { id: order.id }, body: { reason: values.reason.trim() } }),
    onSaved: (reply) => onDone(reply.data),
    failureMessage: 'No se pudo cancelar el pedido. Inténtalo de nuevo.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5 px-6 py-6">
      <TextAreaField
        label="Motivo de la cancelación"
        required
        rows={3}
        maxLength={CANCEL_REASON_MAX}
        hint="La clienta lo verá en su pedido y en el email."
        {...field('reason')}
      />
      <FormError message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Volver
        </button>
        <button type="submit" className="btn-secondary border-danger/40 text-danger hover:bg-danger/10" disabled={isSaving}>
          {isSaving ? 'Cancelando…' : order.refund_on_cancel ? 'Cancelar y reembolsar' : 'Cancelar el pedido'}
        </button>
      </div>
    </form>
  );
}
