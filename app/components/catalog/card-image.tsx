import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { deferModule } from '~/components/ui/deferred';
import { useIsHydrating } from '~/components/ui/static-island';
import type { NoImageIcon as NoImageIconType } from './no-image-icon';

/** The icon's code, fetched only when a box is drawn in the browser (issue 36: most pages show none). */
const noImageIcon = deferModule(() => import('./no-image-icon'));

/** The server's copy, loaded as the server starts (`import.meta.env.SSR` is false in the browser's build, which drops this). */
let serverIcon: typeof NoImageIconType | null = null;
if (import.meta.env.SSR) {
  void noImageIcon.load().then((module) => (serverIcon = module.NoImageIcon));
}

/**
 * The server draws the icon; the browser keeps the server's while hydrating (an empty `dangerouslySetInnerHTML`,
 * which React neither compares nor touches) and loads the code only for a box it draws itself (a picture that failed).
 */
function Icon() {
  const isHydrating = useIsHydrating();
  const [keepsServerIcon] = useState(isHydrating);
  const module = noImageIcon.useModule({ now: !import.meta.env.SSR && !keepsServerIcon, idle: false });
  if (import.meta.env.SSR) {
    const ServerIcon = serverIcon;
    return <span className="contents">{ServerIcon && <ServerIcon />}</span>;
  }
  if (keepsServerIcon) return <span className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return <span className="contents">{module && <module.NoImageIcon />}</span>;
}

/** Spec §8: a missing or failing picture is a grey box reading 'Sin imagen'. */
export function NoImage({ className }: { className?: string }) {
  return (
    <span
      className={clsx(
        'flex size-full flex-col items-center justify-center gap-2 bg-surface-muted text-sm text-muted',
        className,
      )}
    >
      <Icon />
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
