import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { Form, useNavigation } from 'react-router';
import type { InvoiceRequestOutcome } from '@common/invoices/contracts';
import type { Order } from '@common/orders/contracts';
import { PaymentNote } from '~/components/checkout/payment-note';
import type { FieldErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { OrderInvoices } from '~/components/invoices/order-invoices';
import type { PostedInvoiceFailure } from '~/components/invoices/posted-invoice-request';
import type { GuestOrderKey } from '~/components/returns/return-access';
import { deferModule } from '~/components/ui/deferred';
import { OrderView } from './order-view';

// 'Consulta tu pedido' for guests (/orders/lookup): one form, number and e-mail, posted to the
// page's action, so the order shows with or without JavaScript; its 'Pedir factura completa' posts
// there too. The number and e-mail that found the order travel in the page (hidden fields, state),
// never in its address: its returns and its conversations with support are reached with them.

/** What the form's button sends as `intent`: look an order up, or ask for its full invoice. */
export const LOOKUP_INTENT = 'consultar';
export const INVOICE_INTENT = 'factura';

export type GuestLookupResult =
  | { ok: false; values: GuestOrderKey; fieldErrors: FieldErrors; message: string | null }
  | {
      ok: true;
      order: Order;
      key: GuestOrderKey;
      /** Set when the order was read again after asking for its full invoice. */
      invoice?: { outcome: InvoiceRequestOutcome | null; failure: PostedInvoiceFailure | null };
    };

// Loaded once such an order is found (issue 21) or support is opened: neither is on the first paint.
const guestReturnsModule = deferModule(() => import('~/components/returns/guest-returns'));
const guestSupportModule = deferModule(() => import('~/components/support/guest-support'));

/** 'Consulta tu pedido': order number and e-mail → the order, its state, its timeline and tracking, its invoices, returns and support. */
export function GuestOrderLookup({ result }: { result?: GuestLookupResult }) {
  const navigation = useNavigation();
  const isLooking = navigation.state === 'submitting' && navigation.formData?.get('intent') === LOOKUP_INTENT;
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const found = result?.ok ? result : null;
  const failed = result && !result.ok ? result : null;
  const values = found?.key ?? failed?.values ?? { number: '', email: '' };

  // A refusal: the field with the message (else the first) takes the focus. An order found by the
  // form: its heading does. After asking for the invoice the invoices section says what happened.
  useEffect(() => {
    if (!result) return;
    if (!result.ok) (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"])'))?.focus();
    else if (!result.invoice) resultRef.current?.focus();
  }, [result]);

  return (
    <div className="flex flex-col gap-8">
      <Form
        key={JSON.stringify(values)}
        ref={formRef}
        method="post"
        noValidate
        aria-busy={isLooking}
        aria-label="Consulta tu pedido"
        className="card grid gap-5 px-4 py-5 sm:grid-cols-2 sm:px-6"
      >
        <input type="hidden" name="intent" value={LOOKUP_INTENT} />
        <TextField
          label="Número de pedido"
          name="number"
          placeholder="TD-2026-000123"
          autoCapitalize="characters"
          autoComplete="off"
          required
          defaultValue={values.number}
          error={failed?.fieldErrors.number}
        />
        <TextField
          label="Email del pedido"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={values.email}
          error={failed?.fieldErrors.email}
        />
        <FormError message={failed?.message} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isLooking}>
            {isLooking ? 'Buscando…' : 'Consultar pedido'}
          </button>
        </div>
      </Form>
      {found ? <FoundOrder found={found} headingRef={resultRef} /> : null}
    </div>
  );
}

function FoundOrder({ found, headingRef }: { found: Extract<GuestLookupResult, { ok: true }>; headingRef: Ref<HTMLHeadingElement> }) {
  const { order, key } = found;
  const delivered = order.status === 'delivered';
  const guestReturns = guestReturnsModule.useModule({ now: delivered, idle: false });

  return (
    <>
      <section aria-labelledby="pedido-encontrado">
        <h2 id="pedido-encontrado" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-focus">
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
                posted={{
                  hidden: { intent: INVOICE_INTENT, number: key.number, email: key.email },
                  outcome: found.invoice?.outcome ?? null,
                  failure: found.invoice?.failure ?? null,
                }}
              />
            }
          />
        </div>
      </section>
      {delivered ? (
        guestReturns ? (
          <guestReturns.default key={`${key.number} ${key.email}`} orderKey={key} />
        ) : (
          <p role="status" className="card p-5 text-sm text-muted">
            Cargando las devoluciones del pedido…
          </p>
        )
      ) : null}
      <OrderSupport key={`${key.number} ${key.email}`} orderKey={key} />
    </>
  );
}

/** Support about the order found, with the number and e-mail that found it: nothing to type again. */
function OrderSupport({ orderKey }: { orderKey: GuestOrderKey }) {
  const [isOpen, setIsOpen] = useState(false);
  // Its conversations are asked for on the first opening, and stay while it is closed again.
  const [hasOpened, setHasOpened] = useState(false);
  const support = guestSupportModule.useModule({ now: hasOpened, idle: false });

  return (
    <section aria-labelledby="soporte-pedido-title" className="card p-5 sm:p-6">
      <h2 id="soporte-pedido-title" className="font-display text-xl font-semibold tracking-tight">
        ¿Algo no va bien con este pedido?
      </h2>
      <p className="mt-1.5 mb-4 text-sm text-muted">
        Escríbenos desde aquí sin volver a poner el número ni el email: verás tus conversaciones con el equipo sobre este pedido y podrás abrir una nueva.
      </p>
      <details
        open={isOpen}
        onToggle={(event) => {
          const open = event.currentTarget.open;
          setIsOpen(open);
          if (open) setHasOpened(true);
        }}
      >
        <summary className="btn-primary w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden">
          <MessagesSquare aria-hidden="true" className="size-4" />
          Contactar con soporte sobre este pedido
        </summary>
        <div className="mt-6">
          {support && hasOpened ? (
            <support.GuestSupport access={orderKey} headingLevel="h3" />
          ) : (
            <p role="status" className="text-sm text-muted">
              Cargando tus conversaciones…
            </p>
          )}
        </div>
      </details>
    </section>
  );
}
