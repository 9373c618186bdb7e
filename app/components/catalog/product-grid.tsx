import { memo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import clsx from 'clsx';
import type { ProductVariant, ListingProduct } from '@common/catalog/contracts';
import { HeartButton } from '~/components/wishlist/heart-button';
import { preloadCartPanel } from '~/components/cart/deferred-cart-panel';
import { loadCartRules } from '~/lib/cart-state';
import { followInSiteLink } from '~/components/ui/static-island';
import { HydrateWhenNear } from '~/components/ui/hydrate-when-near';
import { ProductCard } from './product-card';

/** The cart's rules and its panel load when a card's button is pressed (issue 36), both at once. */
function addOne(product: ListingProduct, variant: ProductVariant | null) {
  preloadCartPanel();
  void loadCartRules().then((cart) => cart.addToCart(product, variant, 1));
}

function wishlistHeart(product: ListingProduct, nameId: string) {
  return <HeartButton productId={product.id} look="overlay" describedBy={nameId} />;
}

/**
 * A grid of product cards; their add buttons put one unit in the cart (app/lib/cart.ts) and
 * their hearts save them to the wishlist. A card's link is a plain one: the grid sends its click to the router.
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
  const navigate = useNavigate();
  return (
    <ul
      onClick={(event) => followInSiteLink(event, navigate)}
      className={clsx('grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-3 xl:gap-x-8 xl:gap-y-14', className)}
    >
      {products.map((product, i) => (
        <KeptCard
          key={product.id}
          product={product}
          onAddToCart={hasAddToCart ? addOne : undefined}
          renderActions={renderActions}
          isPriority={i < priorityCount}
          headingLevel={headingLevel}
          preferredColors={preferredColors}
        />
      ))}
    </ul>
  );
}

/**
 * One card, kept while its product and options are the same (issue 36): it waits to hydrate (HydrateWhenNear), and
 * drawing it again before then would make React hydrate it at once. The router draws the page again each time it
 * learns the routes the page links to (route discovery), and the cards are most of a listing's work.
 */
const KeptCard = memo(function KeptCard({
  product,
  onAddToCart,
  renderActions,
  isPriority,
  headingLevel,
  preferredColors,
}: {
  product: ListingProduct;
  onAddToCart?: (product: ListingProduct, variant: ProductVariant | null) => void;
  renderActions: ((product: ListingProduct, nameId: string) => ReactNode) | null;
  isPriority: boolean;
  headingLevel: 'h2' | 'h3';
  preferredColors?: readonly string[];
}) {
  return (
    <HydrateWhenNear>
      <ProductCard
        product={product}
        onAddToCart={onAddToCart}
        actions={renderActions ? (nameId) => renderActions(product, nameId) : undefined}
        isPriority={isPriority}
        headingLevel={headingLevel}
        preferredColors={preferredColors}
      />
    </HydrateWhenNear>
  );
});
