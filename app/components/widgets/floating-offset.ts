/**
 * The floating buttons (accessibility, back to top) sit in the bottom corners. Below the lg
 * breakpoint the cookie banner spans the bottom of the screen, so while it is shown it sets this
 * CSS variable to its height and the buttons rise above it instead of hiding under it.
 */
export const FLOATING_OFFSET_VAR = '--td-floating-offset';
export const FLOATING_BOTTOM = 'bottom-[calc(1rem+var(--td-floating-offset,0px))]';

export function setFloatingOffset(px: number | null) {
  const style = document.documentElement.style;
  if (px === null) style.removeProperty(FLOATING_OFFSET_VAR);
  else style.setProperty(FLOATING_OFFSET_VAR, `${Math.ceil(px)}px`);
}
