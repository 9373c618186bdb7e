import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ReturnSummary } from '@common/returns/contracts';
import { formatOrderDay, money } from '~/components/orders/order-format';
import { OrderThumbnail } from '~/components/orders/order-list-item';
import { customerReturnPath, garmentCount } from './return-format';
import { ReturnStatusBadge } from './return-status-badge';

/** One return in a list: picture, number (the link to it), kind, order, date, state and refund. */
export function ReturnListItem({ ret, href = customerReturnPath(ret.number), headingLevel: Heading = 'h2' }: { ret: ReturnSummary; href?: string | null; headingLevel?: 'h2' | 'h3' | 'h4' }) {
  const titleId = `return-${ret.id}-title`;
  return (
    <article aria-labelledby={titleId} className="card relative flex items-center gap-4 p-4 transition-colors focus-within:border-primary/60 hover:border-primary/50 sm:p-5">
      <OrderThumbnail url={ret.first_image_url} />
      <div className="min-w-0 flex-1">
        <Heading id={titleId} className="font-semibold">
          {href ? (
            <Link to={href} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-focus">
              <span className="sr-only">{ret.kind_label} </span>
              {ret.number}
            </Link>
          ) : (
            ret.number
          )}
        </Heading>
        <p className="mt-0.5 text-sm text-muted">
          {ret.kind_label} · Pedido {ret.order_number} · <time dateTime={ret.requested_at}>{formatOrderDay(ret.requested_at)}</time> · {garmentCount(ret.item_count)}
        </p>
        <ReturnStatusBadge status={ret.status} className="mt-2" />
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <p className="text-right">
          {ret.refund_total === 0 && ret.kind === 'return' ? (
            <span className="text-sm font-semibold">Cambio</span>
          ) : (
            <>
              <span className="sr-only">Reembolso: </span>
              <span className="font-semibold tabular-nums">{money(ret.refund_total)}</span>
            </>
          )}
        </p>
        {href ? <ChevronRight aria-hidden="true" className="size-5 text-muted" /> : null}
      </div>
    </article>
  );
}
