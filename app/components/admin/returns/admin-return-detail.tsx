import clsx from 'clsx';
import { ArrowLeft, ArrowRight, Ban, Banknote, CircleCheck, ImageOff, PackageCheck, Repeat, RotateCcw, Send, Truck, UserRound, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { PAYMENT_METHOD_NAMES } from '@common/checkout/pricing';
import { formatPrice } from '@common/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@common/orders/rules';
import type { AdminReturn, ReturnLine } from '@common/returns/contracts';
import { RETURN_RESOLUTION_LABELS } from '@common/returns/rules';
import { eventActor, formatOrderDateTime, formatOrderDay, itemCountText, paymentInstrument, PAYMENT_RECORD_STATUS_LABELS } from '~/components/orders/order-format';
import { couponShareTerm, refundGarments } from '~/components/returns/return-format';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage, ApiRequestError } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { ADMIN_RETURNS_PATH, adminOrderPathOf } from './admin-returns-list';
import { ReceiveDialog, RefundPaidDialog, RejectDialog } from './return-action-dialogs';
import { ReturnStatusBadge } from './return-status-badge';

export const REFUND_STATUS_LABELS: Record<AdminReturn['refund_status'], string> = {
  not_due: 'Aún no toca',
  pending: 'Pendiente',
  processing: 'En curso en la pasarela',
  paid: 'Hecho',
  failed: 'Fallido: pendiente de reintentar',
};

const REFUND_STATUS_TONES: Record<AdminReturn['refund_status'], string> = {
  not_due: 'text-muted',
  pending: 'text-warning',
  processing: 'text-info',
  paid: 'text-success',
  failed: 'text-danger',
};

type OneClick = 'pickup' | 'refund' | 'retry_refund' | 'exchange';
type Dialog = 'receive' | 'reject' | 'refund_paid';

/** Where the money goes, in words, for the refund's confirmation. */
export function refundDestination(ret: AdminReturn): string {
  if (ret.refund_method === 'transfer') {
    return `por transferencia al IBAN ${ret.refund_iban_full ?? ret.refund_iban ?? 'que indicó la clienta'} (queda pendiente hasta que la marques como hecha)`;
  }
  return `${ret.refund_method_label.charAt(0).toLowerCase()}${ret.refund_method_label.slice(1)} (${PAYMENT_METHOD_NAMES[ret.order.payment_method]}, a través de la pasarela)`;
}

/** The one-click steps: the question asked before each, its button and the words of its toast. */
const ONE_CLICK: Record<OneClick, { label: string; icon: LucideIcon; confirm: string; message: (ret: AdminReturn) => ReactNode; done: (ret: AdminReturn) => string }> = {
  pickup: {
    label: 'Marcar recogida',
    icon: Truck,
    confirm: '¿Ya tiene el paquete el transportista?',
    message: (ret) => `La devolución ${ret.number} pasará a «Recogida».`,
    done: () => 'Devolución marcada como recogida.',
  },
  refund: {
    label: 'Reembolsar',
    icon: Banknote,
    confirm: '¿Reembolsar la devolución?',
    message: (ret) => `Se devolverán ${formatPrice(ret.refund.total)} ${refundDestination(ret)}.`,
    done: (ret) => (ret.refund_status === 'failed' ? 'La pasarela no ha aceptado el reembolso: queda pendiente de reintentar.' : ret.refund_status === 'paid' ? 'Reembolso hecho.' : 'Reembolso registrado.'),
  },
  retry_refund: {
    label: 'Reintentar reembolso',
    icon: RotateCcw,
    confirm: '¿Reintentar el reembolso?',
    message: (ret) => `Se volverán a pedir ${formatPrice(ret.refund.total)} a la pasarela, ${refundDestination(ret)}. Nunca se reembolsa dos veces.`,
    done: (ret) => (ret.refund_status === 'failed' ? 'La pasarela ha vuelto a fallar: inténtalo más tarde.' : 'Reembolso hecho.'),
  },
  exchange: {
    label: 'Enviar cambio',
    icon: Send,
    confirm: '¿Enviar el cambio?',
    message: () => 'Se creará un pedido a 0 € con las tallas o colores reservados, enlazado a esta devolución, listo para preparar.',
    done: (ret) => (ret.exchange_order_number ? `Cambio creado: pedido ${ret.exchange_order_number}.` : 'Cambio creado.'),
  },
};

const ENDPOINTS = {
  pickup: 'POST /admin/returns/{id}/pickup',
  refund: 'POST /admin/returns/{id}/refund',
  retry_refund: 'POST /admin/returns/{id}/refund',
  exchange: 'POST /admin/returns/{id}/exchange',
} as const;

/** One return for staff: its garments, money, customer, history, and the steps its `actions` allow. */
export function AdminReturnDetail({ ret: loaded }: { ret: AdminReturn }) {
  const [ret, setRet] = useState(loaded);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const { show } = useAlertDialog();
  const revalidator = useRevalidator();
  const { actions } = ret;

  function changed(next: AdminReturn, message: string) {
    setRet(next);
    setDialog(null);
    toast({ type: 'success', message });
    void revalidator.revalidate();
  }

  async function oneClick(step: OneClick) {
    const action = ONE_CLICK[step];
    if (busy) return;
    const answer = await show({ type: 'info', title: action.confirm, message: action.message(ret), confirmText: action.label, cancelText: 'Volver' });
    if (answer !== 'confirm') return;
    setBusy(true);
    try {
      const reply = await api(ENDPOINTS[step], { params: { id: ret.id } });
      changed(reply.data, action.done(reply.data));
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, 'No se pudo hacer el cambio. Inténtalo de nuevo.') });
      // A 409: someone else moved it on meanwhile; show it as it is now.
      if (error instanceof ApiRequestError && error.status === 409) void revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  const button = (step: OneClick, primary = true) => {
    const Icon = ONE_CLICK[step].icon;
    return (
      <button key={step} type="button" className={primary ? 'btn-primary' : 'btn-secondary'} disabled={busy} onClick={() => void oneClick(step)}>
        <Icon aria-hidden="true" className="size-4" />
        {ONE_CLICK[step].label}
      </button>
    );
  };

  const buttons = [
    actions.pickup && button('pickup'),
    actions.receive && (
      <button key="receive" type="button" className="btn-primary" disabled={busy} onClick={() => setDialog('receive')}>
        <PackageCheck aria-hidden="true" className="size-4" />
        Recibir
      </button>
    ),
    actions.refund && button('refund'),
    actions.retry_refund && button('retry_refund'),
    actions.mark_refund_paid && (
      <button key="refund_paid" type="button" className="btn-primary" disabled={busy} onClick={() => setDialog('refund_paid')}>
        <CircleCheck aria-hidden="true" className="size-4" />
        Marcar transferencia hecha
      </button>
    ),
    actions.exchange && button('exchange'),
    actions.reject && (
      <button key="reject" type="button" className="btn-secondary border-danger/40 text-danger hover:bg-danger/10" disabled={busy} onClick={() => setDialog('reject')}>
        <Ban aria-hidden="true" className="size-4" />
        Rechazar
      </button>
    ),
  ].filter(Boolean);

  return (
    <div className="flex flex-col gap-6">
      <Link to={ADMIN_RETURNS_PATH} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver a devoluciones
      </Link>
      <AdminPageHeader
        eyebrow={ret.kind_label}
        title={ret.number}
        description={`Pedida el ${formatOrderDateTime(ret.requested_at)} por ${ret.customer.name}, del pedido ${ret.order.number}.`}
      />

      <section aria-label="Estado de la devolución" className="card grid gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <ReturnStatusBadge status={ret.status} />
            <span>{itemCountText(ret.item_count)}</span>
            <span aria-hidden="true">·</span>
            <span>
              Reembolso <span className="font-semibold text-fg">{formatPrice(ret.refund.total)}</span>
            </span>
            <span aria-hidden="true">·</span>
            <span className={REFUND_STATUS_TONES[ret.refund_status]}>{REFUND_STATUS_LABELS[ret.refund_status]}</span>
          </div>
          {buttons.length > 0 ? <div className="flex flex-wrap gap-2">{buttons}</div> : null}
        </div>
        <ReturnMilestones ret={ret} />
        {ret.exchange_order_id !== null && (
          <p className="flex flex-wrap items-center gap-2 rounded-xl bg-surface-muted px-4 py-3 text-sm">
            <Repeat aria-hidden="true" className="size-4 text-primary" />
            <span>El cambio ha salido en el pedido a 0 €</span>
            <Link to={adminOrderPathOf(ret.exchange_order_id)} className="inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4">
              {ret.exchange_order_number ?? 'Ver el pedido del cambio'}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        )}
      </section>

      {ret.rejection_reason && (
        <p role="note" className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-fg">
          <span className="font-semibold">Motivo del rechazo:</span> {ret.rejection_reason}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-5">
        <div className="grid content-start gap-6 lg:col-span-3">
          <LinesPanel ret={ret} />
          {ret.comment && (
            <Panel id="return-comment-title" title="Comentario de la clienta">
              <p className="text-sm whitespace-pre-line text-fg">{ret.comment}</p>
            </Panel>
          )}
          <TimelinePanel ret={ret} />
        </div>
        <div className="grid content-start gap-6 lg:col-span-2">
          <RefundPanel ret={ret} />
          <CustomerPanel ret={ret} />
          <OrderPanel ret={ret} />
        </div>
      </div>

      <ReceiveDialog
        ret={ret}
        open={dialog === 'receive'}
        onOpenChange={(open) => setDialog(open ? 'receive' : null)}
        onDone={(next) => changed(next, next.received_at ? 'Devolución recibida: el stock ya está al día.' : 'Prendas recibidas: el stock ya está al día.')}
      />
      <RejectDialog ret={ret} open={dialog === 'reject'} onOpenChange={(open) => setDialog(open ? 'reject' : null)} onDone={(next) => changed(next, 'Devolución rechazada. La clienta recibirá el motivo por email.')} />
      <RefundPaidDialog
        ret={ret}
        open={dialog === 'refund_paid'}
        onOpenChange={(open) => setDialog(open ? 'refund_paid' : null)}
        onDone={(next) => changed(next, 'Transferencia marcada como hecha.')}
      />
    </div>
  );
}

function Panel({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
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

/** Pedida → recogida → recibida → reembolsada, with the day of each step reached. */
function ReturnMilestones({ ret }: { ret: AdminReturn }) {
  const steps: { label: string; at: string | null }[] = [
    { label: 'Pedida', at: ret.requested_at },
    { label: 'Recogida', at: ret.picked_up_at },
    { label: 'Recibida', at: ret.received_at },
    ret.status === 'exchange_sent'
      ? { label: 'Cambio enviado', at: ret.events.find((event) => event.to_status === 'exchange_sent')?.created_at ?? null }
      : { label: 'Reembolsada', at: ret.refunded_at },
  ];
  if (ret.status === 'rejected') return null;
  return (
    <ol aria-label="Pasos de la devolución" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {steps.map((step) => (
        <li
          key={step.label}
          className={clsx('flex flex-col rounded-xl border px-3 py-2 text-sm', step.at ? 'border-primary/30 bg-primary/5' : 'border-dashed border-line text-muted')}
        >
          <span className={clsx('font-semibold', step.at ? 'text-fg' : 'text-muted')}>
            {step.at ? <CircleCheck aria-hidden="true" className="mr-1 inline size-4 text-primary" /> : null}
            {step.label}
          </span>
          <span className="text-xs text-muted">{step.at ? <time dateTime={step.at}>{formatOrderDateTime(step.at)}</time> : 'Pendiente'}</span>
        </li>
      ))}
    </ol>
  );
}

function ConditionBadge({ line }: { line: ReturnLine }) {
  if (!line.condition || !line.received_at) {
    return <span className="inline-flex items-center rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-semibold text-muted ring-1 ring-line ring-inset">Pendiente de recibir</span>;
  }
  const damaged = line.condition === 'damaged';
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        damaged ? 'bg-danger/10 text-danger ring-danger/30' : 'bg-success/12 text-success ring-success/30',
      )}
    >
      {damaged ? <Ban aria-hidden="true" className="size-3.5" /> : <CircleCheck aria-hidden="true" className="size-3.5" />}
      {line.condition_label}
    </span>
  );
}

function LinesPanel({ ret }: { ret: AdminReturn }) {
  return (
    <Panel id="return-lines-title" title="Prendas" aside={<span className="text-sm text-muted">{itemCountText(ret.item_count)}</span>}>
      <ul className="divide-y divide-line">
        {ret.lines.map((line) => {
          const details = [line.size ? `Talla ${line.size}` : null, line.color_name ? `Color ${line.color_name}` : null].filter(Boolean).join(' · ');
          return (
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
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-fg">{line.product_name}</p>
                    <p className="text-sm text-muted">
                      {details ? `${details} · ` : ''}
                      {line.quantity} {line.quantity === 1 ? 'unidad' : 'unidades'} · <span className="font-mono text-xs">{line.sku}</span>
                    </p>
                  </div>
                  <ConditionBadge line={line} />
                </div>
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="inline text-muted">Motivo: </dt>
                    <dd className="inline text-fg">{line.reason_label}</dd>
                  </div>
                  <div>
                    <dt className="inline text-muted">{RETURN_RESOLUTION_LABELS[line.resolution]}: </dt>
                    <dd className="inline text-fg">
                      {line.resolution === 'exchange' && line.exchange ? (
                        <>
                          por talla {line.exchange.size}, {line.exchange.color_name} <span className="font-mono text-xs text-muted">({line.exchange.sku})</span>
                        </>
                      ) : (
                        <span className="font-semibold tabular-nums">{formatPrice(line.refund)}</span>
                      )}
                    </dd>
                  </div>
                  {line.received_at && (
                    <div className="sm:col-span-2">
                      <dt className="inline text-muted">Recibida: </dt>
                      <dd className="inline text-fg">
                        <time dateTime={line.received_at}>{formatOrderDateTime(line.received_at)}</time>
                      </dd>
                    </div>
                  )}
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function Row({ term, children, strong = false }: { term: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold' : 'flex justify-between gap-4'}>
      <dt className={strong ? 'text-fg' : 'text-muted'}>{term}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

function RefundPanel({ ret }: { ret: AdminReturn }) {
  return (
    <Panel id="return-refund-title" title="Reembolso" aside={<span className={clsx('text-sm font-medium', REFUND_STATUS_TONES[ret.refund_status])}>{REFUND_STATUS_LABELS[ret.refund_status]}</span>}>
      <dl className="grid gap-2 text-sm">
        <Row term="Prendas">{formatPrice(refundGarments(ret.refund))}</Row>
        {ret.refund.coupon_share > 0 && <Row term={couponShareTerm(ret.refund.coupon_code)}>{`−${formatPrice(ret.refund.coupon_share)}`}</Row>}
        {ret.refund.vat_exemption_share > 0 && <Row term="IVA no aplicable (Canarias, Ceuta y Melilla)">{`−${formatPrice(ret.refund.vat_exemption_share)}`}</Row>}
        <Row term="Gastos de envío">{ret.refund.shipping > 0 ? formatPrice(ret.refund.shipping) : 'No se devuelven'}</Row>
        <Row term="Total" strong>
          {formatPrice(ret.refund.total)}
        </Row>
      </dl>
      <div className="mt-4 grid gap-1 rounded-xl bg-surface-muted p-4 text-sm">
        <p className="font-semibold text-fg">{ret.refund_method_label}</p>
        {ret.refund_method === 'transfer' && (
          <p className="mt-1">
            <span className="text-muted">IBAN </span>
            <span className="font-mono font-semibold break-all text-fg">{ret.refund_iban_full ?? ret.refund_iban ?? 'sin indicar'}</span>
          </p>
        )}
        {ret.refunded_at && (
          <p className="text-muted">
            Reembolsada el <time dateTime={ret.refunded_at}>{formatOrderDay(ret.refunded_at)}</time>
          </p>
        )}
      </div>
      {ret.refunds.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-fg">En el libro de pagos</h3>
          <ul className="mt-2 divide-y divide-line text-sm">
            {ret.refunds.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
                <span className="text-fg">
                  {paymentInstrument(payment)} ·{' '}
                  <span className={payment.status === 'succeeded' ? 'text-success' : payment.status === 'failed' ? 'text-danger' : 'text-muted'}>
                    {PAYMENT_RECORD_STATUS_LABELS[payment.status]}
                  </span>
                </span>
                <span className="font-semibold tabular-nums">{formatPrice(payment.amount)}</span>
                <span className="w-full text-xs text-muted">
                  <time dateTime={payment.created_at}>{formatOrderDateTime(payment.created_at)}</time>
                  {payment.failure_message ? ` · ${payment.failure_message}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}

function CustomerPanel({ ret }: { ret: AdminReturn }) {
  const address = ret.pickup_address;
  return (
    <Panel id="return-customer-title" title="Clienta">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted">
          <UserRound aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-fg">{ret.customer.name}</p>
          <p className="text-muted">
            <a href={`mailto:${ret.customer.email}`} className="break-all underline underline-offset-4 hover:text-fg">
              {ret.customer.email}
            </a>
          </p>
          <p className="text-muted">{ret.customer.phone}</p>
        </div>
      </div>
      {ret.customer.user_id !== null ? (
        <Link to={`/admin/users/${ret.customer.user_id}`} className="btn-secondary mt-4 w-full sm:w-auto">
          Ver la cuenta
        </Link>
      ) : (
        <p className="mt-4 text-sm text-muted">Compró como invitada (sin cuenta).</p>
      )}
      <h3 className="mt-5 text-sm font-semibold text-fg">Dirección de recogida</h3>
      <address className="mt-1 text-sm text-muted not-italic">
        {address.recipient_name}
        <br />
        {address.street}
        <br />
        {address.postal_code} {address.city} ({address.province})
        <br />
        {address.phone}
      </address>
    </Panel>
  );
}

function OrderPanel({ ret }: { ret: AdminReturn }) {
  const { order } = ret;
  const statusLabel = ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status;
  return (
    <Panel id="return-order-title" title="Pedido">
      <dl className="grid gap-2 text-sm">
        <Row term="Número">
          <Link to={adminOrderPathOf(order.id)} className="font-semibold text-primary underline underline-offset-4">
            {order.number}
          </Link>
        </Row>
        <Row term="Estado">{statusLabel}</Row>
        <Row term="Forma de pago">{PAYMENT_METHOD_NAMES[order.payment_method]}</Row>
        <Row term="Total">{formatPrice(order.total)}</Row>
        <Row term="Entregado">{order.delivered_at ? <time dateTime={order.delivered_at}>{formatOrderDay(order.delivered_at)}</time> : '—'}</Row>
      </dl>
    </Panel>
  );
}

function TimelinePanel({ ret }: { ret: AdminReturn }) {
  if (ret.events.length === 0) return null;
  return (
    <Panel id="return-timeline-title" title="Historial">
      <ol className="relative grid gap-5 border-l border-line pl-5">
        {ret.events.map((event) => (
          <li key={event.id} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-primary ring-4 ring-surface" />
            <p className="text-sm text-fg">{event.message}</p>
            <p className="mt-0.5 text-xs text-muted">
              {eventActor(event, 'staff')} · <time dateTime={event.created_at}>{formatOrderDateTime(event.created_at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
