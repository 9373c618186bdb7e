import clsx from 'clsx';
import { STOCK_STATE_LABELS, type StockState } from '@common/catalog/rules';

/** The card's 'Agotado' / 'Últimas unidades' pill over the picture; nothing when in stock. */
export function CardStockBadge({ state, className }: { state: StockState; className?: string }) {
  if (state === 'in_stock') return null;
  return (
    <span
      className={clsx(
        'rounded-full font-semibold whitespace-nowrap',
        state === 'out_of_stock' ? 'bg-fg text-bg' : 'bg-surface text-warning shadow-sm',
        className,
      )}
    >
      {STOCK_STATE_LABELS[state]}
    </span>
  );
}
