import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { ProductVariant, ListingProduct } from '@common/catalog/contracts';
import { HeartButton } from '~/components/wishlist/heart-button';
import { addToCart } from '~/lib/cart';
import { ProductCard } from './product-card';

function addOne(product: ListingProduct, variant: ProductVariant | null) {
  addToCart(product, variant, 1);
}

function wishlistHeart(product: ListingProduct, nameId: string) {
  return <HeartButton productId={product.id} look="overlay" describedBy={nameId} />;
}

/**
 * A grid of product cards; their add buttons put one unit in the cart (app/lib/cart.ts) and
 * their hearts save them to the wishlist.
 */
export function ProductGrid({
  products,
  hasAddToCart = true,
  renderActions = wishlistHeart,
  priorityCount = 0,
  className,
  headingLevel = 'h3',
  preferredColors,
}: {
  products: readonly ListingProduct[];
  hasAddToCart?: boolean;
  /** Over each picture's corner; the wishlist heart unless told otherwise (null for none). */
  renderActions?: ((product: ListingProduct, nameId: string) => ReactNode) | null;
  /** How many of the first cards load their picture at once. */
  priorityCount?: number;
  className?: string;
  headingLevel?: 'h2' | 'h3';
  /** Colours chosen in the filters: each card shows a picture of one first when it has one. */
  preferredColors?: readonly string[];
}) {
  return (
    <ul
      className={clsx(
        'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-3 xl:gap-x-8 xl:gap-y-14',
        className,
      )}
    >
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            onAddToCart={hasAddToCart ? addOne : undefined}
            actions={renderActions ? (nameId) => renderActions(product, nameId) : undefined}
            isPriority={i < priorityCount}
            headingLevel={headingLevel}
            preferredColors={preferredColors}
          />
        </li>
      ))}
    </ul>
  );
}
