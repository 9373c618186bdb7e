import { ChevronRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderSummary } from '@common/orders/contracts';
import { formatOrderDay, itemCountText, money, paymentMethodName } from './order-format';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';

/** The order's page in the customer area. */
export const customerOrderPath = (number: string) => `/user/orders/${number}`;

/** A small picture of the order (its first garment), or a parcel when it has none. */
export function OrderThumbnail({ url, className = 'size-16' }: { url: string | null; className?: string }) {
  return (
    <span className={`${className} grid shrink-0 place-items-center overflow-hidden rounded-xl bg-surface-muted`}>
      {url ? <img src={url} alt="" loading="lazy" className="size-full object-cover" /> : <Package aria-hidden="true" className="size-6 text-muted" />}
    </span>
  );
}

/**
 * One order in a list: picture, number (the link to the order), date, status, items and total.
 * With `tracker`, where it is on its way.
 */
export function OrderListItem({ order, tracker = false, headingLevel: Heading = 'h2' }: { order: OrderSummary; tracker?: boolean; headingLevel?: 'h2' | 'h3' }) {
  return (
    <article aria-labelledby={`order-${order.id}-title`} className="card relative grid gap-4 p-4 transition-colors focus-within:border-primary/60 hover:border-primary/50 sm:p-5">
      <div className="flex items-center gap-4">
        <OrderThumbnail url={order.first_image_url} />
        <div className="min-w-0 flex-1">
          <Heading id={`order-${order.id}-title`} className="font-semibold">
            <Link to={customerOrderPath(order.number)} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-focus">
              <span className="sr-only">Pedido </span>
              {order.number}
            </Link>
          </Heading>
          <p className="mt-0.5 text-sm text-muted">
            <time dateTime={order.created_at}>{formatOrderDay(order.created_at)}</time> · {itemCountText(order.item_count)} · {paymentMethodName(order.payment_method)}
          </p>
          <OrderStatusBadge status={order.status} className="mt-2" />
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <p className="text-right">
            <span className="sr-only">Total: </span>
            <span className="font-semibold tabular-nums">{money(order.total)}</span>
          </p>
          <ChevronRight aria-hidden="true" className="size-5 text-muted" />
        </div>
      </div>
      {tracker ? <OrderProgress order={order} compact /> : null}
    </article>
  );
}
