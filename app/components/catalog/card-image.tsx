import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Spec §8: a missing or failing picture is a grey box reading 'Sin imagen'. */
export function NoImage({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        'flex size-full flex-col items-center justify-center gap-2 bg-surface-muted text-sm text-muted',
        className,
      )}
    >
      <ImageOff aria-hidden="true" className="size-6" strokeWidth={1.5} />
      Sin imagen
    </span>
  );
}

export interface CardImageSource {
  src: string;
  srcSet?: string | null;
  alt: string;
  width?: number | null;
  height?: number | null;
}

/** A card picture that turns into 'Sin imagen' when it fails, also when it failed before hydration. */
export function CardImage({
  image,
  sizes,
  isPriority = false,
  className,
}: {
  image: CardImageSource | null;
  sizes: string;
  isPriority?: boolean;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const src = image?.src ?? null;

  useEffect(() => {
    const element = ref.current;
    if (element && src && element.complete && element.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (!image || !src || failedSrc === src) return <NoImage />;
  return (
    <img
      ref={ref}
      src={src}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width ?? 800}
      height={image.height ?? 1000}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={clsx('size-full object-cover', className)}
    />
  );
}
