import { useEffect, useMemo, useRef, useState } from 'react';
import type { Order } from '@common/orders/contracts';
import { FormError } from '~/components/forms/form-error';
import { formFailure } from '~/components/forms/field-errors';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { ApiRequestError } from '~/lib/api/errors';
import { lookupOrder } from './checkout-api';
import { guestInvoiceAccess } from '~/components/invoices/invoice-access';
import { OrderInvoices } from '~/components/invoices/order-invoices';
import { OrderView } from '~/components/orders/order-view';
import type { GuestOrderKey } from '~/components/returns/return-access';
import { deferModule } from '~/components/ui/deferred';
import { PaymentNote } from './payment-note';

// A delivered order's returns and withdrawal, loaded once such an order is found (issue 21).
const guestReturnsModule = deferModule(() => import('~/components/returns/guest-returns'));

interface OrderLookupProps {
  /** The number already known (from the address of the confirmation page). */
  initialNumber?: string;
}

/** 'Consulta tu pedido': order number and e-mail → the order, its state, its timeline and tracking. */
export function OrderLookup({ initialNumber = '' }: OrderLookupProps) {
  const [found, setFound] = useState<{ order: Order; key: GuestOrderKey } | null>(null);
  const order = found?.order ?? null;
  const delivered = order?.status === 'delivered';
  const guestReturns = guestReturnsModule.useModule({ now: delivered, idle: false });
  const resultRef = useRef<HTMLHeadingElement>(null);
  const orderKey = found?.key ?? null;
  const invoiceAccess = useMemo(() => (orderKey ? guestInvoiceAccess(orderKey) : undefined), [orderKey]);
  const { field, submit, formRef, formError, isSaving } = useFieldForm({
    initial: { number: initialNumber, email: '' },
    // No contract here (issue 36: no zod on the confirmation page): the server checks both fields
    // and its 422 messages land under them ('number', 'email'). The number and e-mail that found
    // the order, as the server reads them, are what its returns are reached with.
    send: async (values) => {
      const key = { number: values.number.trim().toUpperCase(), email: values.email.trim().toLowerCase() };
      return { order: await lookupOrder(key), key };
    },
    onSaved: (result) => setFound(result),
    describeFailure: (error) =>
      error instanceof ApiRequestError && error.status === 404
        ? { fieldErrors: {}, message: error.hasServerMessage ? error.message : 'No encontramos ningún pedido con ese número y ese email.' }
        : formFailure(error, 'No hemos podido buscar el pedido. Inténtalo de nuevo.'),
  });

  useEffect(() => {
    if (order) resultRef.current?.focus();
  }, [order]);

  return (
    <div className="flex flex-col gap-8">
      <form ref={formRef} noValidate onSubmit={submit} className="card grid gap-5 px-4 py-5 sm:grid-cols-2 sm:px-6">
        <TextField label="Número de pedido" placeholder="TD-2026-000123" autoCapitalize="characters" autoComplete="off" required {...field('number')} />
        <TextField label="Email del pedido" type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        <FormError message={formError} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSaving}>
            {isSaving ? 'Buscando…' : 'Consultar pedido'}
          </button>
        </div>
      </form>
      {order ? (
        <section aria-labelledby="pedido-encontrado">
          <h2 id="pedido-encontrado" ref={resultRef} tabIndex={-1} className="font-display text-2xl font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-focus">
            Pedido {order.number}
          </h2>
          <div className="mt-4 grid gap-4">
            <PaymentNote order={order} />
            <OrderView
              order={order}
              invoices={
                <OrderInvoices
                  key={order.number}
                  order={order}
                  access={invoiceAccess}
                  // The order read again with the same key, so the new invoice shows.
                  onChanged={async () => {
                    if (!orderKey) return;
                    const next = await lookupOrder(orderKey).catch(() => null);
                    if (next) setFound({ order: next, key: orderKey });
                  }}
                />
              }
            />
          </div>
        </section>
      ) : null}
      {found && delivered ? (
        guestReturns ? (
          <guestReturns.default key={`${found.key.number} ${found.key.email}`} orderKey={found.key} />
        ) : (
          <p role="status" className="card p-5 text-sm text-muted">
            Cargando las devoluciones del pedido…
          </p>
        )
      ) : null}
    </div>
  );
}
