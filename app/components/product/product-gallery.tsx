import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import type { ProductImage as Picture } from '@common/catalog/contracts';
import { ProductImage } from './product-image';

// The picture's drawn width (product-view's grid): the page's width less its padding on phones,
// 1.08 of 2 columns beside the details from lg, at most 616 px once the page stops growing (xl).
const MAIN_SIZES = '(min-width: 1280px) 616px, (min-width: 1024px) 48vw, calc(100vw - 2rem)';

interface ProductGalleryProps {
  images: readonly Picture[];
  productName: string;
  index: number;
  onIndexChange: (index: number) => void;
}

function altOf(image: Picture, productName: string, position: number, total: number): string {
  if (image.alt) return image.alt;
  const colour = image.color_name ? ` en ${image.color_name.toLowerCase()}` : '';
  return total > 1 ? `${productName}${colour}, imagen ${position} de ${total}` : `${productName}${colour}`;
}

/**
 * Main picture with srcset and its size reserved, thumbnails below. Thumbnails are one tab stop;
 * arrows, Home and End move between them (and the main picture follows).
 */
export function ProductGallery({ images, productName, index, onIndexChange }: ProductGalleryProps) {
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;
  const current = images[Math.min(index, Math.max(0, total - 1))];

  function go(next: number, focus = false) {
    const wrapped = (next + total) % total;
    onIndexChange(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  }

  function onThumbKey(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: total - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next, true);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="relative aspect-[4/5] overflow-hidden rounded-[1.5rem] bg-surface-muted">
        <ProductImage
          key={current?.id ?? 'none'}
          src={current?.image_url}
          srcSet={current?.srcset || undefined}
          sizes={current ? MAIN_SIZES : undefined}
          width={current?.width}
          height={current?.height}
          alt={current ? altOf(current, productName, index + 1, total) : productName}
          loading="eager"
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
        />
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label="Imagen anterior"
              className="absolute top-1/2 left-3 noscript:hidden inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-fg shadow-sm transition hover:bg-surface"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label="Imagen siguiente"
              className="absolute top-1/2 right-3 noscript:hidden inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-fg shadow-sm transition hover:bg-surface"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 left-3 noscript:hidden rounded-full bg-surface/90 px-3 py-1 text-xs font-semibold text-fg tabular-nums"
            >
              {index + 1} / {total}
            </p>
          </>
        )}
      </div>

      {total > 1 && (
        // Without scripts the buttons would do nothing (issue 36): each picture is a link instead.
        <noscript>
          <ul aria-label="Imágenes del producto" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {images.map((image, position) => (
              <li key={image.id}>
                <a href={image.image_url} className="font-semibold underline underline-offset-4">
                  Ver imagen {position + 1} de {total}
                  {image.color_name ? ` (${image.color_name})` : ''}
                </a>
              </li>
            ))}
          </ul>
        </noscript>
      )}
      {total > 1 && (
        <div role="group" aria-label="Imágenes del producto" className="grid grid-cols-5 gap-2 noscript:hidden sm:gap-3">
          {images.map((image, position) => {
            const isCurrent = position === index;
            return (
              <button
                key={image.id}
                ref={(node) => {
                  thumbs.current[position] = node;
                }}
                type="button"
                tabIndex={isCurrent ? 0 : -1}
                aria-pressed={isCurrent}
                aria-label={`Ver imagen ${position + 1} de ${total}${image.color_name ? ` (${image.color_name})` : ''}`}
                onClick={() => go(position)}
                onKeyDown={onThumbKey}
                className={clsx(
                  'aspect-[4/5] overflow-hidden rounded-xl border-2 bg-surface-muted transition',
                  isCurrent ? 'border-fg' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ProductImage
                  src={image.thumbnail_url}
                  alt=""
                  width={160}
                  height={200}
                  loading="lazy"
                  decoding="async"
                  compactPlaceholder
                  className="size-full object-cover"
                />
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
