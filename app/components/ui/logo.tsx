import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { APP_NAME, LOGO_DEFAULT_HEIGHT, LOGO_DEFAULT_WIDTH } from '@common/constants';
import { deferModule } from './deferred';

// The pointer effect (its canvas, renderer and gestures) loads when a mouse first comes over the logo (issues 14, 23
// and 36); the logo itself is <img>s, server-rendered and working without JavaScript.
const logoPointer = deferModule(() => import('./logo-pointer'));

export interface LogoProps {
  imagePath: string;
  /** Variant drawn while the dark class is on <html>; defaults to imagePath. */
  darkImagePath?: string;
  width?: number;
  height?: number;
  alt?: string;
  className?: string;
}

type Variant = 'light' | 'dark';

/**
 * The store's logo (spec §2): a plain <img> that works without JavaScript, and on the client a
 * canvas overlay that pixelates and distorts the logo around the pointer.
 */
export function Logo({
  imagePath,
  darkImagePath,
  width = LOGO_DEFAULT_WIDTH,
  height = LOGO_DEFAULT_HEIGHT,
  alt = APP_NAME,
  className,
}: LogoProps) {
  const hasDarkVariant = Boolean(darkImagePath && darkImagePath !== imagePath);
  const [failed, setFailed] = useState<Record<Variant, boolean>>({ light: false, dark: false });
  const lightRef = useRef<HTMLImageElement>(null);
  const darkRef = useRef<HTMLImageElement>(null);
  const isBroken = failed.light || (hasDarkVariant && failed.dark);
  const [isWanted, setIsWanted] = useState(false);
  // The canvas comes once a mouse came over this logo, even when another logo (another test, another page) loaded the effect before.
  const pointerModule = logoPointer.useModule({ now: isWanted, idle: false });

  useEffect(() => {
    // An image may fail before hydration attaches onError; look once.
    const broken = (img: HTMLImageElement | null) => Boolean(img?.complete && img.naturalWidth === 0);
    if (broken(lightRef.current) || broken(darkRef.current)) {
      setFailed({ light: broken(lightRef.current), dark: broken(darkRef.current) });
    }
  }, []);

  const markFailed = (variant: Variant) => () => setFailed((prev) => ({ ...prev, [variant]: true }));

  return (
    <span
      className={clsx('relative inline-block shrink-0 align-middle', className)}
      style={{ width, height }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setIsWanted(true);
      }}
    >
      {failed.light ? (
        <LogoText alt={alt} className={hasDarkVariant ? 'dark:hidden' : undefined} />
      ) : (
        <img
          ref={lightRef}
          src={imagePath}
          width={width}
          height={height}
          alt={alt}
          decoding="async"
          draggable={false}
          onError={markFailed('light')}
          className={clsx('block h-full w-full select-none', hasDarkVariant && 'dark:hidden')}
        />
      )}
      {hasDarkVariant &&
        (failed.dark ? (
          <LogoText alt={alt} className="hidden dark:flex" />
        ) : (
          // Lazy: a hidden lazy image is not fetched, so the light theme (the default) does not load and parse
          // this SVG too (each SVG picture is a document of its own: some 40 ms of a slow phone, issue 36).
          <img
            ref={darkRef}
            src={darkImagePath}
            width={width}
            height={height}
            alt={alt}
            loading="lazy"
            decoding="async"
            draggable={false}
            onError={markFailed('dark')}
            className="hidden h-full w-full select-none dark:block"
          />
        ))}
      {isWanted && pointerModule && !isBroken && (
        <pointerModule.LogoPointerEffect width={width} height={height} hasDarkVariant={hasDarkVariant} lightRef={lightRef} darkRef={darkRef} />
      )}
    </span>
  );
}

function LogoText({ alt, className }: { alt: string; className?: string }) {
  return (
    <span
      className={clsx(
        'flex h-full items-center font-display text-2xl font-semibold tracking-tight text-fg',
        className,
      )}
    >
      {alt}
    </span>
  );
}

export const LOGO_IMAGE = '/images/logo-tienda-diverso.svg';
export const LOGO_IMAGE_DARK = '/images/logo-tienda-diverso-dark.svg';
