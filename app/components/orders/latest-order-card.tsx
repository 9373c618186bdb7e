import { ArrowRight, Package } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderSummary } from '@common/orders/contracts';
import { formatOrderDay, itemCountText, money } from './order-format';
import { customerOrderPath, OrderThumbnail } from './order-list-item';
import { OrderStatusBadge } from './order-status-badge';

/**
 * Mi Dashboard's last order: number, date, status and total with a link to it; a friendly
 * nothing-yet before the first one; a short note when it could not be loaded (`order` undefined).
 */
export function LatestOrderCard({ order }: { order: OrderSummary | null | undefined }) {
  return (
    <section aria-labelledby="latest-order-title" className="card p-6 sm:p-8">
      <div className="flex items-center justify-between gap-4">
        <h2 id="latest-order-title" className="font-display text-xl font-semibold tracking-tight">
          Tu último pedido
        </h2>
        {order ? (
          <Link to="/user/orders" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
            Ver todos
          </Link>
        ) : null}
      </div>
      {order ? (
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <OrderThumbnail url={order.first_image_url} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{order.number}</p>
            <p className="mt-0.5 text-sm text-muted">
              <time dateTime={order.created_at}>{formatOrderDay(order.created_at)}</time> · {itemCountText(order.item_count)} ·{' '}
              <span className="font-semibold text-fg">{money(order.total)}</span>
            </p>
            <OrderStatusBadge status={order.status} className="mt-2" />
          </div>
          <Link to={customerOrderPath(order.number)} className="btn-secondary">
            Ver pedido<span className="sr-only"> {order.number}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : order === null ? (
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <span className="grid size-12 place-items-center rounded-full bg-surface-muted">
            <Package aria-hidden="true" className="size-5 text-primary" />
          </span>
          <p className="min-w-0 flex-1 text-sm text-muted">Aún no has hecho ningún pedido. Cuando compres, aquí verás cómo va el último.</p>
          <Link to="/store" className="btn-primary">
            Ir a la tienda
          </Link>
        </div>
      ) : (
        <p className="mt-5 text-sm text-muted">
          Ahora mismo no podemos mostrar tu último pedido.{' '}
          <Link to="/user/orders" className="font-semibold text-primary underline underline-offset-4">
            Ver mis pedidos
          </Link>
        </p>
      )}
    </section>
  );
}
