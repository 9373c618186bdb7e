import type { OrderTotals } from '@common/orders/contracts';
import { subtotalBeforePromotions } from '@common/checkout/pricing';
import { formatPrice } from '@common/money';

interface ReviewTotalsProps {
  totals: OrderTotals;
  /** The coupon applied, shown beside the discount. */
  couponCode?: string | null;
  className?: string;
}

function Row({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted">
        {label}
        {note ? <span className="text-xs"> ({note})</span> : null}
      </dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The amounts of the order as the server priced them: subtotal (the goods at their price), what the
 * automatic promotions took off, the coupon's discount, shipping, the cash on
 * delivery fee, the VAT taken off for Canarias, Ceuta and Melilla, the total, and the VAT inside it.
 */
export function ReviewTotals({ totals, couponCode, className }: ReviewTotalsProps) {
  return (
    <dl aria-label="Importes del pedido" className={className ?? 'flex flex-col gap-2 text-sm'}>
      <Row label="Subtotal" value={formatPrice(subtotalBeforePromotions(totals))} />
      {totals.promotions > 0 ? <Row label="Promociones" value={`−${formatPrice(totals.promotions)}`} /> : null}
      {totals.discount > 0 ? <Row label="Descuento" note={couponCode ?? undefined} value={`−${formatPrice(totals.discount)}`} /> : null}
      <Row label="Envío" value={totals.shipping === 0 ? 'Gratis' : formatPrice(totals.shipping)} />
      {totals.payment_fee > 0 ? <Row label="Recargo contra reembolso" value={formatPrice(totals.payment_fee)} /> : null}
      {totals.vat_exemption > 0 ? <Row label="IVA no aplicable (Canarias, Ceuta y Melilla)" value={`−${formatPrice(totals.vat_exemption)}`} /> : null}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-line pt-3">
        <dt className="font-semibold">Total</dt>
        <dd className="font-display text-2xl font-semibold tabular-nums">{formatPrice(totals.total)}</dd>
      </div>
      {totals.vat_exemption > 0 ? null : (
        <div className="flex items-baseline justify-between gap-4 text-xs text-muted">
          <dt>IVA incluido ({totals.vat_rate} %)</dt>
          <dd className="tabular-nums">{formatPrice(totals.vat)}</dd>
        </div>
      )}
    </dl>
  );
}
