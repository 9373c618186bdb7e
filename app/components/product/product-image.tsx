import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** Spec §8: a missing or failing picture becomes a grey box reading 'Sin imagen'. */
export function ImagePlaceholder({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span
      className={clsx(
        'flex size-full flex-col items-center justify-center gap-2 bg-surface-muted text-muted',
        compact ? 'text-[0.65rem]' : 'text-sm',
        className,
      )}
    >
      <ImageOff aria-hidden="true" className={compact ? 'size-4' : 'size-6'} strokeWidth={1.5} />
      Sin imagen
    </span>
  );
}

interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** Smaller placeholder text for thumbnails and cart lines. */
  compactPlaceholder?: boolean;
  placeholderClassName?: string;
}

/** An <img> that falls back to the placeholder, also when it failed before hydration. */
export function ProductImage({ src, alt, className, compactPlaceholder, placeholderClassName, ...rest }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    // An error before React attached its handler leaves a complete image with no pixels.
    if (image && image.complete && image.naturalWidth === 0 && src) setFailedSrc(src);
  }, [src]);

  if (!src || failedSrc === src) return <ImagePlaceholder compact={compactPlaceholder} className={placeholderClassName} />;
  return <img ref={ref} src={src} alt={alt} className={className} onError={() => setFailedSrc(src)} {...rest} />;
}

/** A tile is half the phone's width, a quarter of the desktop's (grid-cols-2 lg:grid-cols-4). */
const TILE_SIZES = '(min-width: 1024px) 25vw, 50vw';

/** The decorative 4:5 picture of a small product tile (home featured, related products); zooms on the tile's hover. */
export function ProductTileImage({ src, srcSet }: { src: string | null | undefined; srcSet?: string | null }) {
  return (
    <ProductImage
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? TILE_SIZES : undefined}
      alt=""
      width={480}
      height={600}
      loading="lazy"
      decoding="async"
      className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
    />
  );
}
