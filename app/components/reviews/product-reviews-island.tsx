import type { ComponentProps } from 'react';
import { deferModule } from '~/components/ui/deferred';
import { islandContent, StaticIsland } from '~/components/ui/static-island';
import { useAuth } from '~/lib/auth';
import type { ProductReviews } from './product-reviews';

/** The reviews' code: a product reached by a link loads it beside its data (routes/store/product.tsx). */
export const productReviewsModule = deferModule(() => import('./product-reviews'));
const DrawnReviews = islandContent('product-reviews', productReviewsModule, (m) => m.ProductReviews);

/**
 * The product's reviews (ProductReviews) kept as the server drew them for a visitor who is not signed in (issue 36):
 * the sort, the photos filter and the pages are links, 'Útil' and 'Escribir una opinión' lead to sign in, so the
 * first visit neither downloads nor hydrates them. A signed-in customer gets the reviews' code, which draws the
 * same section with the votes and what they may do about their own review.
 */
export function ProductReviewsIsland(props: ComponentProps<typeof ProductReviews>) {
  const { status } = useAuth();
  const isSignedIn = status === 'authenticated';
  const live = productReviewsModule.useModule({ now: isSignedIn, idle: false });
  if (isSignedIn && live) return <live.ProductReviews {...props} />;
  return (
    <StaticIsland>
      <DrawnReviews {...props} />
    </StaticIsland>
  );
}
