import { RotateCcw, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { freeShippingText } from '@common/cart/pricing';
import { stockState } from '@common/catalog/rules';
import type { StoreProduct } from '@common/catalog/contracts';
import type { ProductReviews as Reviews } from '@common/reviews/contracts';
import { ProductReviewsIsland } from '~/components/reviews/product-reviews-island';
import { ReviewsBadge, type ReviewsView } from '~/components/reviews/reviews-view';
import { useStoreSettings } from '~/lib/store-facts';
import { ProductAboutIsland } from './product-about-island';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { ProductPurchase } from './product-purchase';
import { StockAlertDialog } from './stock-alert-dialog';
import { ConditionBadge, StockBadge } from './product-badges';
import { RelatedProducts } from './related-products';
import { chooseColor, choiceFromAddress, findVariant, imageIndexOfColor, type Choice } from './variant-rules';

/** The product page of spec §2/§3: gallery, choice of size and colour, passport, related products. */
export function ProductView({
  product,
  related,
  reviews = null,
  reviewsView = { sort: 'newest', withPhotos: false, page: 1 },
}: {
  product: StoreProduct;
  related: readonly StoreProduct[];
  reviews?: Reviews | null;
  reviewsView?: ReviewsView;
}) {
  const [searchParams] = useSearchParams();
  const [choice, setChoice] = useState<Choice>(() => choiceFromAddress(product, searchParams));
  const { free_shipping_threshold: freeShippingThreshold } = useStoreSettings();
  const [imageIndex, setImageIndex] = useState(() => imageIndexOfColor(product.images, choiceFromAddress(product, searchParams).color) ?? 0);

  const variant = findVariant(product.variants, choice);
  const price = variant?.price ?? product.price;
  const salePrice = variant ? variant.sale_price : product.sale_price;
  // The state follows the chosen size; before a choice it is the product's as a whole.
  const state = variant ? stockState(variant.stock, product.min_stock_level) : stockState(product.stock_quantity, product.min_stock_level);

  function onColorChange(color: string) {
    setChoice((current) => chooseColor(product, current, color));
    const index = imageIndexOfColor(product.images, color);
    if (index !== null) setImageIndex(index);
  }

  return (
    <main id="main" className="pb-24">
      <div className="container-page">
        <ProductBreadcrumbs product={product} />

        <div className="grid gap-10 lg:grid-cols-[minmax(0,1.08fr)_minmax(0,0.92fr)] lg:gap-16 xl:gap-20">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <ProductGallery images={product.images} productName={product.name} index={imageIndex} onIndexChange={setImageIndex} />
          </div>

          <div className="flex flex-col">
            {product.brand && (
              <Link
                to={`/brands/${product.brand.slug}`}
                className="eyebrow w-fit underline-offset-4 hover:underline"
              >
                {product.brand.name}
              </Link>
            )}
            <h1 className="mt-3 font-display text-4xl leading-[1.05] font-semibold tracking-tight text-balance sm:text-5xl">
              {product.name}
            </h1>
            <ReviewsBadge reviews={reviews} />

            <div className="mt-6">
              <ProductPrice price={price} salePrice={salePrice} referencePrice={product.reference_price} size="large" />
              <p className="mt-1 text-xs text-muted">IVA incluido</p>
            </div>

            <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
              <ConditionBadge condition={product.condition} />
              <p aria-live="polite" className="flex items-center gap-2">
                <span className="sr-only">Disponibilidad{variant ? ` en talla ${variant.size}` : ''}: </span>
                <StockBadge state={state} />
              </p>
            </div>

            {product.short_description && (
              <p className="mt-6 max-w-prose text-base leading-relaxed text-muted">{product.short_description}</p>
            )}

            <div className="mt-8 border-t border-line pt-8">
              <ProductPurchase product={product} choice={choice} onColorChange={onColorChange} onSizeChange={(size) => setChoice((current) => ({ ...current, size }))} />
              <StockAlertDialog product={product} choice={choice} />
            </div>

            <ul className="mt-8 flex flex-col gap-3 border-t border-line pt-6 text-sm">
              <li className="flex items-center gap-3">
                <Truck aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {freeShippingText(freeShippingThreshold)}
              </li>
              <li className="flex items-center gap-3">
                <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <Link to="/help/returns" className="underline underline-offset-4 hover:text-primary">
                  Cambios y devoluciones
                </Link>
              </li>
            </ul>
            <p className="mt-6 text-xs text-muted">Ref. {variant?.sku ?? product.sku}</p>
          </div>
        </div>

        <ProductAboutIsland product={product} />

        <ProductReviewsIsland reviews={reviews} view={reviewsView} productId={product.id} />

        <RelatedProducts products={related} />
      </div>
    </main>
  );
}
