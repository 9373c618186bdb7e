import clsx from 'clsx';
import { announcedPrices } from '@common/catalog/rules';
import { formatPrice } from '@common/money';

interface ProductPriceProps {
  price: number;
  salePrice: number | null | undefined;
  /** The lowest price of the 30 days before the reduction (the product answer's `reference_price`); null: nothing to announce. */
  referencePrice: number | null | undefined;
  size?: 'large' | 'small';
  className?: string;
}

/**
 * The price, or a lawful reduction (spec §9, issue 34): the sale price with the lowest price of the 30
 * days before it struck through and the rounded % from that price.
 */
export function ProductPrice({ price, salePrice, referencePrice, size = 'small', className }: ProductPriceProps) {
  const { current, previous, percent } = announcedPrices({ price, sale_price: salePrice, reference_price: referencePrice });
  const isLarge = size === 'large';
  if (previous === null) {
    return <p className={clsx(isLarge ? 'text-2xl font-semibold' : 'text-sm', 'tabular-nums', className)}>{formatPrice(current)}</p>;
  }
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-3 gap-y-1 tabular-nums', className)}>
      <span className="sr-only">Precio rebajado:</span>
      <span className={clsx('font-semibold text-danger', isLarge ? 'text-2xl' : 'text-sm')}>{formatPrice(current)}</span>
      <span className="sr-only">Precio anterior:</span>
      <s className={clsx('text-muted', isLarge ? 'text-lg' : 'text-sm')}>{formatPrice(previous)}</s>
      <span
        className={clsx(
          'rounded-full bg-danger font-semibold text-white dark:text-bg',
          isLarge ? 'px-2.5 py-0.5 text-sm' : 'px-2 py-px text-xs',
        )}
      >
        -{percent}%
      </span>
    </p>
  );
}
