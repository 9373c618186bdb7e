import { useId, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import type { ProductVariant, ListingProduct } from '@common/catalog/contracts';
import { announcedPrices, CONDITION_LABELS } from '@common/catalog/rules';
import { formatPrice } from '@common/money';
import { deferModule, preload } from '~/components/ui/deferred';
import { useSeen } from '~/components/ui/use-seen';
import { CardImage } from './card-image';
import { CardStockBadge } from './card-stock-badge';
import { cardImages, cardStockState, productPath, visibleTags } from './card-rules';
import { QuickAddButton } from './quick-add-button';
import { useCardCarousel } from './use-card-carousel';

export type AddToCartHandler = (product: ListingProduct, variant: ProductVariant | null) => void;

export interface ProductCardProps {
  product: ListingProduct;
  /** Shows the add-to-cart button (home featured cards leave it out, spec §2). */
  onAddToCart?: AddToCartHandler;
  /** Drawn over the picture's top-right corner (a wishlist heart); gets the id of the name. */
  actions?: (nameId: string) => ReactNode;
  /** The first cards of a page load their picture at once. */
  isPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** `sizes` of the picture: how wide the card is at each breakpoint. */
  imageSizes?: string;
  /** Colours chosen in the store's filters: their pictures come first. */
  preferredColors?: readonly string[];
}

/** The carousel's arrows, for a mouse or a keyboard only: loaded as one comes over or into a card (issue 36). */
const carouselArrows = deferModule(() => import('./card-carousel-arrows'));

/** A focus the browser shows (the keyboard's), not a tap's or a click's. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Product card of spec §2 and §9: picture carousel, brand, name, price with sale and discount,
 * stock badge, first tags, add to cart, and the whole card opening the product page by slug.
 */
export function ProductCard({
  product,
  onAddToCart,
  actions,
  isPriority = false,
  headingLevel: Heading = 'h3',
  imageSizes = '(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 50vw',
  preferredColors,
}: ProductCardProps) {
  const nameId = useId();
  const pictureRef = useRef<HTMLDivElement>(null);
  // The carousel's arrows, dots and timer exist once the card comes near the screen: the server's
  // HTML and the hydration carry one picture a card (issue 23).
  const isSeen = useSeen(pictureRef);
  const images = cardImages(product, preferredColors);
  const carousel = useCardCarousel(isSeen ? images.length : 1);
  const stock = cardStockState(product);
  // Issue 34: a reduction only from the lowest price of the 30 days before it, never from the list price.
  const { current, previous, percent: discount } = announcedPrices(product);
  const isOnSale = previous !== null;
  const { tags, more } = visibleTags(product.tags);
  const path = productPath(product);
  const hasCarousel = isSeen && images.length > 1;
  const arrows = carouselArrows.useModule({ idle: false });

  return (
    <article
      aria-labelledby={nameId}
      onPointerEnter={hasCarousel ? (event) => event.pointerType === 'mouse' && preload(carouselArrows) : undefined}
      onFocus={hasCarousel ? (event) => isKeyboardFocus(event.target) && preload(carouselArrows) : undefined}
      className="group/card relative flex h-full flex-col"
    >
      <div
        ref={pictureRef}
        role={hasCarousel ? 'group' : undefined}
        aria-roledescription={hasCarousel ? 'carrusel' : undefined}
        aria-label={hasCarousel ? `Imágenes de ${product.name}` : undefined}
        onPointerEnter={() => carousel.hold(true)}
        onPointerLeave={() => carousel.hold(false)}
        onFocus={() => carousel.hold(true)}
        onBlur={() => carousel.hold(false)}
        className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-surface-muted"
      >
        <CardImage
          image={images[carousel.index] ?? null}
          sizes={imageSizes}
          isPriority={isPriority && carousel.index === 0}
          className="transition-transform duration-700 ease-out group-hover/card:scale-[1.03]"
        />

        <div className="pointer-events-none absolute top-3 right-14 left-3 flex flex-wrap items-start gap-1.5">
          {discount > 0 && (
            <span className="rounded-full bg-danger px-2.5 py-1 text-xs font-bold text-on-primary">
              <span aria-hidden="true">-{discount} %</span>
              <span className="sr-only">{discount} % de descuento</span>
            </span>
          )}
          <CardStockBadge state={stock} className="px-2 py-1 text-[0.7rem] sm:px-2.5 sm:text-xs" />
          {product.condition !== 'new' && (
            <span className="rounded-full bg-surface/95 px-2 py-1 text-[0.7rem] font-semibold text-fg shadow-sm sm:px-2.5 sm:text-xs">
              <span className="sr-only">Estado: </span>
              {CONDITION_LABELS[product.condition]}
            </span>
          )}
        </div>

        {actions && <div className="absolute top-3 right-3 z-10">{actions(nameId)}</div>}

        {hasCarousel && (
          <>
            {arrows && <arrows.CardCarouselArrows onPrevious={carousel.previous} onNext={carousel.next} />}
            <div className="absolute inset-x-0 bottom-2 z-10 flex justify-center">
              <div className="flex items-center rounded-full bg-surface/90 px-1">
                {images.map((image, i) => (
                  <button
                    key={`${image.src}-${i}`}
                    type="button"
                    onClick={() => carousel.show(i)}
                    aria-label={`Ver imagen ${i + 1} de ${images.length}`}
                    aria-pressed={i === carousel.index}
                    className="group/dot inline-flex size-6 items-center justify-center rounded-full"
                  >
                    <span
                      aria-hidden="true"
                      className={clsx(
                        'block rounded-full transition-all',
                        i === carousel.index ? 'h-1.5 w-4 bg-fg' : 'size-1.5 bg-muted group-hover/dot:bg-fg',
                      )}
                    />
                  </button>
                ))}
              </div>
            </div>
          </>
        )}
      </div>

      <div className="mt-4 flex flex-1 flex-col">
        {product.brand && (
          <p className="text-[0.7rem] font-semibold tracking-[0.16em] text-muted uppercase">{product.brand.name}</p>
        )}
        <Heading id={nameId} className="mt-1 text-[0.95rem] leading-snug font-medium text-balance">
          {/* A plain link, read by no router context, so a card waiting to hydrate is not woken by the router's
              changes (ui/hydrate-when-near.tsx); the grid sends its click to the router and prefetches on intent.
              data-discover lets React Router learn the product route ahead, as a <Link> would. */}
          <a
            href={path}
            data-discover="true"
            className="underline-offset-4 after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-focus"
          >
            {product.name}
          </a>
        </Heading>
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2 text-[0.95rem]">
          {isOnSale ? (
            <>
              <span className="sr-only">Precio rebajado:</span>
              <span className="font-semibold text-danger">{formatPrice(current)}</span>
              <span className="sr-only">Precio anterior:</span>
              <s className="text-sm text-muted">{formatPrice(previous)}</s>
            </>
          ) : (
            <span className="font-semibold">{formatPrice(current)}</span>
          )}
        </p>
        {tags.length > 0 && (
          <ul aria-label="Etiquetas" className="mt-3 flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full border border-line px-2 py-0.5 text-xs text-muted">
                {tag}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-muted">
                <span aria-hidden="true">+{more}</span>
                <span className="sr-only">y {more === 1 ? '1 etiqueta más' : `${more} etiquetas más`}</span>
              </li>
            )}
          </ul>
        )}
        {onAddToCart && (
          <div className="relative z-10 mt-auto pt-4">
            <QuickAddButton product={product} describedBy={nameId} onAdd={onAddToCart} />
          </div>
        )}
      </div>
    </article>
  );
}
