import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import clsx from 'clsx';
import { APP_NAME, LOGO_DEFAULT_HEIGHT, LOGO_DEFAULT_WIDTH } from '@common/constants';
import { deferModule } from './deferred';
import type { LogoEffect } from './logo-canvas';
import type { Vector } from './logo-effect';

// The pointer effect's renderer loads when a mouse first comes over the logo (issues 14 and 23); the logo is an <img>.
const logoCanvas = deferModule(() => import('./logo-canvas'));

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
  const [isClient, setIsClient] = useState(false);
  const lightRef = useRef<HTMLImageElement>(null);
  const darkRef = useRef<HTMLImageElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const effect = useRef<LogoEffect | null>(null);
  const isBroken = failed.light || (hasDarkVariant && failed.dark);
  const [isWanted, setIsWanted] = useState(false);
  const canvasModule = logoCanvas.useModule({ now: isWanted, idle: false });

  useEffect(() => {
    setIsClient(true);
    // An image may fail before hydration attaches onError; look once.
    const broken = (img: HTMLImageElement | null) => Boolean(img?.complete && img.naturalWidth === 0);
    if (broken(lightRef.current) || broken(darkRef.current)) {
      setFailed({ light: broken(lightRef.current), dark: broken(darkRef.current) });
    }
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !canvasModule) return;
    const instance = new canvasModule.LogoEffect(canvas, width, height, () => {
      const isDark = document.documentElement.classList.contains('dark');
      const img = isDark && hasDarkVariant ? darkRef.current : lightRef.current;
      return img && img.complete && img.naturalWidth > 0 ? img : null;
    });
    effect.current = instance;
    return () => {
      instance.dispose();
      effect.current = null;
    };
  }, [isClient, isBroken, width, height, hasDarkVariant, canvasModule]);

  const markFailed = (variant: Variant) => () => setFailed((prev) => ({ ...prev, [variant]: true }));

  const pointer = (handler: (fx: LogoEffect, event: ReactPointerEvent<HTMLSpanElement>) => void) =>
    (event: ReactPointerEvent<HTMLSpanElement>) => {
      if (effect.current && !isBroken) handler(effect.current, event);
    };

  return (
    <span
      className={clsx('relative inline-block shrink-0 align-middle', className)}
      style={{ width, height }}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setIsWanted(true);
        pointer((fx, e) => fx.enter(localPoint(e)))(event);
      }}
      onPointerMove={pointer((fx, e) => fx.move(localPoint(e)))}
      onPointerLeave={pointer((fx) => fx.leave())}
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
          <img
            ref={darkRef}
            src={darkImagePath}
            width={width}
            height={height}
            alt={alt}
            decoding="async"
            draggable={false}
            onError={markFailed('dark')}
            className="hidden h-full w-full select-none dark:block"
          />
        ))}
      {isClient && !isBroken && (
        <canvas
          ref={canvasRef}
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 opacity-0"
          style={{ width, height }}
        />
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

function localPoint(event: ReactPointerEvent<HTMLElement>): Vector {
  const rect = event.currentTarget.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

export const LOGO_IMAGE = '/images/logo-tienda-diverso.svg';
export const LOGO_IMAGE_DARK = '/images/logo-tienda-diverso-dark.svg';
