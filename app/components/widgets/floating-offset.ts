import { useEffect, type RefObject } from 'react';

/**
 * The floating buttons (accessibility, back to top) sit in the bottom corners. Below the lg
 * breakpoint the cookie banner spans the bottom of the screen, so while it is shown it sets this
 * CSS variable to its height and the buttons rise above it instead of hiding under it. They rise by a
 * transform, not by `bottom`: a moved box counts as a layout shift, a transformed one does not (CLS).
 * The `transform` property composes with the `scale`/`translate` ones Tailwind's hover utilities set.
 * The variable is set on the buttons' own layer (`FLOATING_LAYER_ID`, drawn by the app shell), not on <html>:
 * a custom property changed on the root makes the browser restyle the whole page (70 ms on a slow phone
 * when the banner appears, issue 36), on the layer only the two buttons.
 */
export const FLOATING_OFFSET_VAR = '--td-floating-offset';
export const FLOATING_LAYER_ID = 'floating-layer';
export const FLOATING_BOTTOM =
  'bottom-4 [transform:translateY(calc(-1*var(--td-floating-offset,0px)))] lg:bottom-6 lg:[transform:none]';

export function setFloatingOffset(px: number | null) {
  const style = document.getElementById(FLOATING_LAYER_ID)?.style;
  if (!style) return;
  if (px === null) style.removeProperty(FLOATING_OFFSET_VAR);
  else style.setProperty(FLOATING_OFFSET_VAR, `${Math.ceil(px)}px`);
}

/**
 * While the element is there (and `isShown`), the floating buttons rise above it: its height and a 12 px gap.
 * `inside` picks the measured box within it (the banner inside markup the browser kept).
 */
export function useFloatingOffset(element: RefObject<HTMLElement | null>, isShown = true, inside?: string) {
  useEffect(() => {
    const banner = inside ? element.current?.querySelector<HTMLElement>(inside) : element.current;
    if (!banner || !isShown) return;
    const observer = new ResizeObserver(() => setFloatingOffset(banner.offsetHeight + 12));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      setFloatingOffset(null);
    };
  }, [element, isShown, inside]);
}
