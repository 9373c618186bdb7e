import { useEffect, useRef, type RefObject } from 'react';
import { LogoEffect } from './logo-canvas';
import type { Vector } from './logo-effect';

/**
 * The logo's pointer effect (spec §2): the canvas over the <img>s and the pointer gestures that
 * drive it. Logo loads this when a mouse first comes over the logo (issues 14, 23 and 36), so none of
 * it is in the JavaScript every page downloads; the <img>s stay in Logo, server-rendered.
 */
export function LogoPointerEffect({
  width,
  height,
  hasDarkVariant,
  lightRef,
  darkRef,
}: {
  width: number;
  height: number;
  hasDarkVariant: boolean;
  lightRef: RefObject<HTMLImageElement | null>;
  darkRef: RefObject<HTMLImageElement | null>;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const area = canvas?.parentElement;
    if (!canvas || !area) return;
    const effect = new LogoEffect(canvas, width, height, () => {
      const isDark = document.documentElement.classList.contains('dark');
      const img = isDark && hasDarkVariant ? darkRef.current : lightRef.current;
      return img && img.complete && img.naturalWidth > 0 ? img : null;
    });
    const localPoint = (event: PointerEvent): Vector => {
      const rect = area.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };
    // Loaded as the mouse came over the logo: its first move there starts the effect.
    let isEnterPending = area.matches(':hover');
    const enter = (event: PointerEvent) => effect.enter(localPoint(event));
    const move = (event: PointerEvent) => {
      if (isEnterPending) enter(event);
      else effect.move(localPoint(event));
      isEnterPending = false;
    };
    const leave = () => {
      isEnterPending = false;
      effect.leave();
    };
    area.addEventListener('pointerenter', enter);
    area.addEventListener('pointermove', move);
    area.addEventListener('pointerleave', leave);
    return () => {
      area.removeEventListener('pointerenter', enter);
      area.removeEventListener('pointermove', move);
      area.removeEventListener('pointerleave', leave);
      effect.dispose();
    };
  }, [width, height, hasDarkVariant, lightRef, darkRef]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 opacity-0"
      style={{ width, height }}
    />
  );
}
