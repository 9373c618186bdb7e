import clsx from 'clsx';
import { CONDITION_LABELS, STOCK_STATE_LABELS, type ProductCondition, type StockState } from '@common/catalog/rules';

const STOCK_TONE: Record<StockState, string> = {
  out_of_stock: 'text-danger',
  low_stock: 'text-warning',
  in_stock: 'text-success',
};

const STOCK_DOT: Record<StockState, string> = {
  out_of_stock: 'bg-danger',
  low_stock: 'bg-warning',
  in_stock: 'bg-success',
};

/** 'Agotado' / 'Últimas unidades' / 'En stock' (spec §4 Stock state). */
export function StockBadge({ state, className }: { state: StockState; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 text-sm font-semibold', STOCK_TONE[state], className)}>
      <span aria-hidden="true" className={clsx('size-2 rounded-full', STOCK_DOT[state])} />
      {STOCK_STATE_LABELS[state]}
    </span>
  );
}

/** Nuevo, Usado, Reacondicionado, Dañado (spec §4 Product condition). */
export function ConditionBadge({ condition, className }: { condition: ProductCondition; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full border border-line px-3 py-0.5 text-xs font-semibold tracking-wide text-fg', className)}>
      <span className="sr-only">Estado: </span>
      {CONDITION_LABELS[condition] ?? condition}
    </span>
  );
}
