import { CircleCheck, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Return, ReturnLine } from '@common/returns/contracts';
import { eventActor, formatOrderDateTime, formatOrderDay, money, type OrderAudience } from '~/components/orders/order-format';
import { acknowledgementText, couponShareTerm, garmentCount, lowerFirst, refundGarments } from './return-format';
import { ReturnProgress } from './return-progress';
import { ReturnSheetLink } from './return-sheet-link';
import { ReturnStatusBadge } from './return-status-badge';

// One return, whole, for the customer (/user/returns/:number) and for a guest (the order lookup):
// its state and tracker, the garments, the refund, where it is picked up and its history.

interface ReturnViewProps {
  ret: Return;
  /** Where the order it comes from is shown (the customer's order page); none for a guest. */
  orderHref?: string | null;
  /** The acknowledgement right after the request or the withdrawal. */
  acknowledged?: boolean;
  /** The heading level of the panels (h2 on a page of its own, h3 inside another page). */
  headingLevel?: 'h2' | 'h3';
  audience?: OrderAudience;
}

export function ReturnView({ ret, orderHref = null, acknowledged = false, headingLevel = 'h2', audience = 'customer' }: ReturnViewProps) {
  return (
    <div className="grid gap-6">
      {acknowledged ? <ReturnAcknowledgement ret={ret} /> : null}
      <ReturnStatusPanel ret={ret} orderHref={orderHref} />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="grid content-start gap-6 lg:col-span-3">
          <ReturnLinesSection ret={ret} headingLevel={headingLevel} />
          <ReturnTimeline ret={ret} headingLevel={headingLevel} audience={audience} />
        </div>
        <div className="grid content-start gap-6 lg:col-span-2">
          <ReturnRefundSection ret={ret} headingLevel={headingLevel} />
          <ReturnPickupSection ret={ret} headingLevel={headingLevel} />
        </div>
      </div>
    </div>
  );
}

function Panel({ id, title, children, aside, headingLevel: Heading }: { id: string; title: string; children: ReactNode; aside?: ReactNode; headingLevel: 'h2' | 'h3' }) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <div className="flex items-baseline justify-between gap-3">
        <Heading id={id} className="font-display text-lg font-semibold tracking-tight">
          {title}
        </Heading>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Said once the request or the withdrawal is in: its number, the date and the time, the e-mail. */
export function ReturnAcknowledgement({ ret }: { ret: Pick<Return, 'kind' | 'number' | 'requested_at'> }) {
  const { title, body } = acknowledgementText(ret);
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl border border-success/40 bg-success/10 p-5">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
      <div>
        <p className="font-semibold text-fg">{title}</p>
        <p className="mt-1 text-sm leading-relaxed text-muted">{body}</p>
      </div>
    </div>
  );
}

export function ReturnStatusPanel({ ret, orderHref }: { ret: Return; orderHref: string | null }) {
  return (
    <section aria-label="Estado de la devolución" className="card grid gap-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <ReturnStatusBadge status={ret.status} />
          <span>{ret.kind_label}</span>
          <span aria-hidden="true">·</span>
          <span>
            Pedida el <time dateTime={ret.requested_at}>{formatOrderDay(ret.requested_at)}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span>
            Pedido{' '}
            {orderHref ? (
              <Link to={orderHref} className="font-semibold text-primary underline underline-offset-4">
                {ret.order_number}
              </Link>
            ) : (
              <span className="font-semibold text-fg">{ret.order_number}</span>
            )}
          </span>
        </div>
        {ret.status !== 'rejected' ? <ReturnSheetLink url={ret.sheet_url} number={ret.number} /> : null}
      </div>
      <ReturnProgress ret={ret} />
      {ret.exchange_order_number ? (
        <p className="rounded-xl bg-surface-muted p-4 text-sm">
          Tu cambio ha salido en el pedido{' '}
          {orderHref ? (
            <Link to={`/user/orders/${ret.exchange_order_number}`} className="font-semibold text-primary underline underline-offset-4">
              {ret.exchange_order_number}
            </Link>
          ) : (
            <span className="font-semibold">{ret.exchange_order_number}</span>
          )}
          , sin coste para ti.
        </p>
      ) : null}
    </section>
  );
}

function lineDetails(line: Pick<ReturnLine, 'size' | 'color_name'>): string {
  return [line.size ? `Talla ${line.size}` : null, line.color_name ? `Color ${line.color_name}` : null].filter(Boolean).join(' · ');
}

export function ReturnLinesSection({ ret, headingLevel }: { ret: Return; headingLevel: 'h2' | 'h3' }) {
  return (
    <Panel id={`return-${ret.id}-lines`} title="Prendas de la devolución" headingLevel={headingLevel} aside={<span className="text-sm text-muted">{garmentCount(ret.item_count)}</span>}>
      <ul className="divide-y divide-line">
        {ret.lines.map((line) => (
          <li key={line.id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
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
                <p className="font-semibold text-fg">{line.product_name}</p>
                {lineDetails(line) ? <p className="text-sm text-muted">{lineDetails(line)}</p> : null}
                <p className="text-sm text-muted">
                  {line.quantity} {line.quantity === 1 ? 'unidad' : 'unidades'} · Motivo: {line.reason_label}
                </p>
                {line.resolution === 'exchange' && line.exchange ? (
                  <p className="mt-1 text-sm">
                    <span className="font-semibold">Cambio</span> por {lineDetails(line.exchange) || line.exchange.sku}
                  </p>
                ) : null}
                {line.condition_label ? <p className="mt-1 text-xs text-muted">Recibida: {line.condition_label}</p> : null}
              </div>
              <p className="font-semibold whitespace-nowrap tabular-nums sm:text-right">
                {line.resolution === 'exchange' ? 'Cambio' : money(line.refund)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {ret.comment ? (
        <p className="mt-4 rounded-lg bg-surface-muted p-3 text-sm">
          <span className="font-semibold">Tu comentario: </span>
          {ret.comment}
        </p>
      ) : null}
    </Panel>
  );
}

const REFUND_STATUS_TEXT: Record<Return['refund_status'], string | null> = {
  not_due: null,
  pending: 'Te lo devolvemos en cuanto recibamos las prendas y comprobemos su estado.',
  processing: 'Reembolso en curso: lo verás en tu cuenta en unos días.',
  paid: 'Reembolso hecho.',
  failed: 'El reembolso no se pudo completar a la primera: lo estamos reintentando.',
};

function Row({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold' : 'flex justify-between gap-4'}>
      <dt className={strong ? 'text-fg' : 'text-muted'}>{term}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

export function ReturnRefundSection({ ret, headingLevel }: { ret: Return; headingLevel: 'h2' | 'h3' }) {
  const onlyExchange = ret.lines.every((line) => line.resolution === 'exchange');
  const statusText = REFUND_STATUS_TEXT[ret.refund_status];
  return (
    <Panel id={`return-${ret.id}-refund`} title="Reembolso" headingLevel={headingLevel}>
      {onlyExchange ? (
        <p className="text-sm text-muted">Es un cambio: no hay nada que reembolsar.</p>
      ) : (
        <>
          <dl className="grid gap-2 text-sm">
            <Row term="Prendas">{money(refundGarments(ret.refund))}</Row>
            {ret.refund.coupon_share > 0 ? <Row term={couponShareTerm(ret.refund.coupon_code)}>{`−${money(ret.refund.coupon_share)}`}</Row> : null}
            {ret.refund.vat_exemption_share > 0 ? <Row term="IVA no aplicable (Canarias, Ceuta y Melilla)">{`−${money(ret.refund.vat_exemption_share)}`}</Row> : null}
            <Row term="Gastos de envío">{ret.refund.shipping > 0 ? money(ret.refund.shipping) : 'No se devuelven'}</Row>
            <Row term="Total a devolver" strong>
              {money(ret.refund.total)}
            </Row>
          </dl>
          <div className="mt-4 grid gap-2 border-t border-line pt-3 text-sm">
            <p>
              <span className="text-muted">Se devuelve </span>
              <span className="font-semibold">{lowerFirst(ret.refund_method_label)}</span>
              {ret.refund_iban && !ret.refund_method_label.includes(ret.refund_iban) ? <span className="text-muted"> · IBAN {ret.refund_iban}</span> : null}
            </p>
            {ret.refunded_at ? (
              <p className="text-muted">
                Reembolsada el <time dateTime={ret.refunded_at}>{formatOrderDateTime(ret.refunded_at)}</time>
              </p>
            ) : null}
          </div>
          {statusText && ret.status !== 'rejected' ? <p className="mt-3 text-sm text-muted">{statusText}</p> : null}
        </>
      )}
    </Panel>
  );
}

export function ReturnPickupSection({ ret, headingLevel }: { ret: Return; headingLevel: 'h2' | 'h3' }) {
  const address = ret.pickup_address;
  return (
    <Panel id={`return-${ret.id}-pickup`} title="Recogida" headingLevel={headingLevel}>
      <address className="text-sm leading-relaxed not-italic">
        <span className="block font-semibold">{address.recipient_name}</span>
        <span className="block">{address.street}</span>
        <span className="block">
          {address.postal_code} {address.city} ({address.province})
        </span>
        <span className="block text-muted">Tel. {address.phone}</span>
      </address>
      {ret.status === 'requested' ? (
        <p className="mt-3 text-sm text-muted">
          Mete las prendas en un paquete con la hoja de devolución impresa dentro. El transportista pasará a recogerlo por esta dirección, sin coste para ti.
        </p>
      ) : null}
    </Panel>
  );
}

/** Every step of the return, who took it and when (oldest first). */
export function ReturnTimeline({ ret, headingLevel, audience = 'customer' }: { ret: Return; headingLevel: 'h2' | 'h3'; audience?: OrderAudience }) {
  if (ret.events.length === 0) return null;
  return (
    <Panel id={`return-${ret.id}-timeline`} title="Historial de la devolución" headingLevel={headingLevel}>
      <ol className="relative grid gap-5 border-l border-line pl-5">
        {ret.events.map((event) => (
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
