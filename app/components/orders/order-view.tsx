import { ExternalLink, ImageOff, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { linePromotionText, subtotalBeforePromotions } from '@common/checkout/pricing';
import type { Order, OrderLine } from '@common/orders/contracts';
import { PAYMENT_STATUS_LABELS } from '@common/orders/rules';
import {
  eventActor,
  formatOrderDateTime,
  formatOrderDay,
  itemCountText,
  money,
  paymentInstrument,
  paymentMethodName,
  PAYMENT_RECORD_STATUS_LABELS,
  shippingMethodName,
  type OrderAudience,
} from './order-format';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';

// One order, whole, for whoever may see it: the customer (/user/orders/:number), the checkout's
// confirmation and staff. Each part is exported too, for screens that show only some of them.

interface OrderViewProps {
  order: Order;
  /** Who reads it: the customer sees 'Tú' and the store's team; staff see names. */
  audience?: OrderAudience;
  /** Buttons under the status (e.g. 'Cancelar pedido', 'Devolver o cambiar'). */
  actions?: ReactNode;
  /** A line under the tracker (e.g. until when it can be returned). */
  notice?: ReactNode;
  /** The order's invoices, under the payment (the customer's and the guest's pages). */
  invoices?: ReactNode;
}

export function OrderView({ order, audience = 'customer', actions, notice, invoices }: OrderViewProps) {
  return (
    <div className="grid gap-6">
      <OrderStatusPanel order={order} actions={actions} notice={notice} />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="grid content-start gap-6 lg:col-span-3">
          <OrderLinesSection order={order} reviewable={audience === 'customer' && order.status === 'delivered'} />
          <OrderTimeline order={order} audience={audience} />
        </div>
        <div className="grid content-start gap-6 lg:col-span-2">
          <OrderTotalsSection order={order} />
          <OrderShippingSection order={order} />
          <OrderPaymentSection order={order} />
          {invoices}
        </div>
      </div>
    </div>
  );
}

export function Panel({ id, title, children, aside }: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="font-display text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The state, when it was placed and the tracker of its life. */
export function OrderStatusPanel({ order, actions, notice }: { order: Order; actions?: ReactNode; notice?: ReactNode }) {
  return (
    <section aria-label="Estado del pedido" className="card grid gap-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <OrderStatusBadge status={order.status} />
          <span>
            Realizado el <time dateTime={order.created_at}>{formatOrderDay(order.created_at)}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span>{itemCountText(order.item_count)}</span>
          <span aria-hidden="true">·</span>
          <span className="font-semibold text-fg">{money(order.total)}</span>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <OrderProgress order={order} />
      {order.tracking ? <OrderTrackingInfo tracking={order.tracking} /> : null}
      {notice}
    </section>
  );
}

/** Carrier, tracking number and the carrier's own page, in a new tab. */
export function OrderTrackingInfo({ tracking }: { tracking: NonNullable<Order['tracking']> }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-surface-muted p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p>
        <span className="text-muted">Enviado con </span>
        <span className="font-semibold">{tracking.carrier_name}</span>
        <span className="text-muted"> · Nº de seguimiento </span>
        <span className="font-mono font-semibold break-all">{tracking.tracking_number}</span>
      </p>
      {tracking.tracking_url ? (
        <a
          href={tracking.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4"
        >
          Seguir el envío en {tracking.carrier_name}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
      ) : null}
    </div>
  );
}

/** The garments bought, as they were when bought, each linked to its product page. */
/** `reviewable`: the customer's delivered order, whose garments they may review (issue 25). */
export function OrderLinesSection({ order, reviewable = false }: { order: Pick<Order, 'lines' | 'item_count'>; reviewable?: boolean }) {
  return (
    <Panel id="order-lines-title" title="Prendas" aside={<span className="text-sm text-muted">{itemCountText(order.item_count)}</span>}>
      <ul className="divide-y divide-line">
        {order.lines.map((line) => (
          <OrderLineItem key={line.id} line={line} reviewable={reviewable} />
        ))}
      </ul>
    </Panel>
  );
}

export function OrderLineItem({ line, reviewable = false }: { line: OrderLine; reviewable?: boolean }) {
  const href = line.product_id !== null ? `/store/products/${line.product_slug}` : null;
  const details = [line.size ? `Talla ${line.size}` : null, line.color_name ? `Color ${line.color_name}` : null].filter(Boolean).join(' · ');
  const reduced = line.list_price > line.unit_price;
  return (
    <li className="flex gap-4 py-4 first:pt-0 last:pb-0">
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-surface-muted">
        {line.image_url ? (
          <img src={line.image_url} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="grid size-full place-items-center text-muted">
            <ImageOff aria-hidden="true" className="size-6" />
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
        <div className="min-w-0">
          {line.brand_name ? <p className="text-xs font-semibold tracking-wide text-muted uppercase">{line.brand_name}</p> : null}
          <p className="font-semibold text-fg">
            {href ? (
              <Link to={href} className="underline-offset-4 hover:underline">
                {line.product_name}
              </Link>
            ) : (
              line.product_name
            )}
          </p>
          {details ? <p className="text-sm text-muted">{details}</p> : null}
          <p className="text-sm text-muted">
            {line.quantity} {line.quantity === 1 ? 'unidad' : 'unidades'} × {money(line.unit_price)}
            {reduced ? (
              <>
                {' '}
                <s className="text-xs">
                  <span className="sr-only">antes </span>
                  {money(line.list_price)}
                </s>
              </>
            ) : null}
          </p>
          {line.promotion ? <p className="text-sm font-medium text-fg tabular-nums">{linePromotionText(line.promotion)}</p> : null}
          {reviewable && line.product_id !== null ? (
            <Link to={`/user/reviews?producto=${line.product_id}`} className="mt-2 inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline underline-offset-4">
              <PenLine aria-hidden="true" className="size-3.5" />
              Escribir una opinión<span className="sr-only"> sobre {line.product_name}</span>
            </Link>
          ) : null}
        </div>
        <p className="font-semibold whitespace-nowrap tabular-nums sm:text-right">{money(line.line_total)}</p>
      </div>
    </li>
  );
}

function TotalRow({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold' : 'flex justify-between gap-4'}>
      <dt className={strong ? 'text-fg' : 'text-muted'}>{term}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** Subtotal (the goods at their price), the promotions, discount with its code, shipping, the COD fee, the islands' VAT exemption, total and the VAT in it. */
export function OrderTotalsSection({ order }: { order: Pick<Order, 'totals' | 'coupon_code' | 'shipping_method'> }) {
  const { totals } = order;
  return (
    <Panel id="order-totals-title" title="Importe">
      <dl className="grid gap-2 text-sm">
        <TotalRow term="Subtotal">{money(subtotalBeforePromotions(totals))}</TotalRow>
        {totals.promotions > 0 ? <TotalRow term="Promociones">{`−${money(totals.promotions)}`}</TotalRow> : null}
        {totals.discount > 0 ? (
          <TotalRow term={order.coupon_code ? `Descuento (${order.coupon_code})` : 'Descuento'}>{`−${money(totals.discount)}`}</TotalRow>
        ) : null}
        <TotalRow term={shippingMethodName(order.shipping_method)}>{totals.shipping > 0 ? money(totals.shipping) : 'Gratis'}</TotalRow>
        {totals.payment_fee > 0 ? <TotalRow term="Recargo contra reembolso">{money(totals.payment_fee)}</TotalRow> : null}
        {totals.vat_exemption > 0 ? <TotalRow term="IVA exento (Canarias, Ceuta y Melilla)">{`−${money(totals.vat_exemption)}`}</TotalRow> : null}
        <TotalRow term="Total" strong>
          {money(totals.total)}
        </TotalRow>
      </dl>
      <p className="mt-2 text-right text-xs text-muted">
        {totals.vat > 0 ? `IVA incluido: ${money(totals.vat)}` : 'Sin IVA'}
      </p>
    </Panel>
  );
}

export function OrderShippingSection({ order }: { order: Pick<Order, 'shipping_address' | 'shipping_method' | 'customer_note'> }) {
  const address = order.shipping_address;
  return (
    <Panel id="order-shipping-title" title="Envío">
      <address className="text-sm leading-relaxed not-italic">
        <span className="block font-semibold">{address.recipient_name}</span>
        <span className="block">{address.street}</span>
        <span className="block">
          {address.postal_code} {address.city} ({address.province})
        </span>
        <span className="block text-muted">Tel. {address.phone}</span>
      </address>
      <p className="mt-3 text-sm text-muted">{shippingMethodName(order.shipping_method)}</p>
      {order.customer_note ? (
        <p className="mt-3 rounded-lg bg-surface-muted p-3 text-sm">
          <span className="font-semibold">Nota: </span>
          {order.customer_note}
        </p>
      ) : null}
    </Panel>
  );
}

/** How it is paid, its state, the card used and any refund. */
export function OrderPaymentSection({ order }: { order: Pick<Order, 'payment_method' | 'payment_status' | 'payments' | 'payment_due_at' | 'status'> }) {
  const charge = [...order.payments].reverse().find((payment) => payment.kind === 'charge' && payment.status === 'succeeded')
    ?? [...order.payments].reverse().find((payment) => payment.kind === 'charge');
  const refunds = order.payments.filter((payment) => payment.kind === 'refund');
  const failed = order.payments.filter((payment) => payment.kind === 'charge' && payment.status === 'failed' && payment.failure_message);
  return (
    <Panel id="order-payment-title" title="Pago">
      <dl className="grid gap-2 text-sm">
        <TotalRow term="Método">{charge ? paymentInstrument(charge) : paymentMethodName(order.payment_method)}</TotalRow>
        <TotalRow term="Estado">{PAYMENT_STATUS_LABELS[order.payment_status]}</TotalRow>
      </dl>
      {order.status === 'pending_payment' && order.payment_due_at ? (
        <p className="mt-3 text-sm text-muted">
          Puedes completar el pago hasta el <time dateTime={order.payment_due_at}>{formatOrderDateTime(order.payment_due_at)}</time>.
        </p>
      ) : null}
      {failed.length > 0 && order.status === 'payment_failed' ? (
        <p className="mt-3 text-sm text-danger">{failed.at(-1)!.failure_message}</p>
      ) : null}
      {refunds.length > 0 ? (
        <div className="mt-4 border-t border-line pt-3">
          <h3 className="text-sm font-semibold">Reembolsos</h3>
          <ul className="mt-2 grid gap-1.5 text-sm">
            {refunds.map((refund) => (
              <li key={refund.id} className="flex justify-between gap-3">
                <span className="text-muted">
                  <time dateTime={refund.created_at}>{formatOrderDateTime(refund.created_at)}</time> · {paymentInstrument(refund)} · {PAYMENT_RECORD_STATUS_LABELS[refund.status]}
                </span>
                <span className="font-semibold tabular-nums">{money(refund.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}

/** Every change of the order, who made it and when (oldest first). */
export function OrderTimeline({ order, audience = 'customer' }: { order: Pick<Order, 'events'>; audience?: OrderAudience }) {
  if (order.events.length === 0) return null;
  return (
    <Panel id="order-timeline-title" title="Historial">
      <ol className="relative grid gap-5 border-l border-line pl-5">
        {order.events.map((event) => (
          <li key={event.id} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-primary ring-4 ring-surface" />
            <p className="text-sm text-fg">{event.message}</p>
            <p className="mt-0.5 text-xs text-muted">
              {eventActor(event, audience)} · <time dateTime={event.created_at}>{formatOrderDateTime(event.created_at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
