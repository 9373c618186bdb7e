import type { MouseEvent } from 'react';
import { prefersReducedMotion } from '~/lib/accessibility';

/** 'Explorar Productos': glides down to the list (jumps when motion is reduced) and moves focus there. */
export function scrollToListing(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
