import clsx from 'clsx';
import { ShoppingBag } from 'lucide-react';
import { FallbackForm } from '~/components/ui/fallback-form';
import { preloadCartPanel } from './deferred-cart-panel';
import { toggleCart, useCartSummary } from '~/lib/cart-state';

export function cartButtonLabel(count: number): string {
  return `Carrito, ${count} ${count === 1 ? 'artículo' : 'artículos'}`;
}

/**
 * Header button opening the cart panel, with the number of units as a badge. Before the page is
 * hydrated it opens the checkout, which lists the cart (issue 23).
 */
export function CartButton({ className }: { className?: string }) {
  const { count, isOpen } = useCartSummary();
  return (
    <FallbackForm
      href="/checkout"
      onClick={toggleCart}
      onPointerEnter={preloadCartPanel}
      onFocus={preloadCartPanel}
      aria-label={cartButtonLabel(count)}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      data-cart-button=""
      className={clsx(
        'relative inline-flex size-10 items-center justify-center rounded-full text-fg transition-colors hover:bg-surface-muted',
        className,
      )}
    >
      <ShoppingBag aria-hidden="true" className="size-5" strokeWidth={1.75} />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.7rem] leading-none font-bold text-on-primary tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </FallbackForm>
  );
}
