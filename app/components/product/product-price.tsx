import clsx from 'clsx';
import { discountPercent } from '@common/catalog/rules';
import { formatPrice } from '@common/money';

interface ProductPriceProps {
  price: number;
  salePrice: number | null | undefined;
  size?: 'large' | 'small';
  className?: string;
}

/** Price, or sale price with the old one struck through and the rounded discount % (spec §9). */
export function ProductPrice({ price, salePrice, size = 'small', className }: ProductPriceProps) {
  const discount = discountPercent(price, salePrice);
  const isLarge = size === 'large';
  if (salePrice == null || discount === 0) {
    return <p className={clsx(isLarge ? 'text-2xl font-semibold' : 'text-sm', 'tabular-nums', className)}>{formatPrice(price)}</p>;
  }
  return (
    <p className={clsx('flex flex-wrap items-baseline gap-x-3 gap-y-1 tabular-nums', className)}>
      <span className="sr-only">Precio rebajado:</span>
      <span className={clsx('font-semibold text-danger', isLarge ? 'text-2xl' : 'text-sm')}>{formatPrice(salePrice)}</span>
      <span className="sr-only">Precio anterior:</span>
      <s className={clsx('text-muted', isLarge ? 'text-lg' : 'text-sm')}>{formatPrice(price)}</s>
      <span
        className={clsx(
          'rounded-full bg-danger font-semibold text-white dark:text-bg',
          isLarge ? 'px-2.5 py-0.5 text-sm' : 'px-2 py-px text-xs',
        )}
      >
        -{discount}%
      </span>
    </p>
  );
}
