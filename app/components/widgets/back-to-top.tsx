import { ArrowUp } from 'lucide-react';
import { useEffect, useState, type MouseEvent } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@common/constants';
import { prefersReducedMotion } from '~/lib/accessibility';
import { FLOATING_BOTTOM } from './floating-offset';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Spec §2/§9: a button bottom-right that appears once the page is scrolled past 300 px. */
export function BackToTop() {
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setIsShown(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);

  function backToTop(event: MouseEvent<HTMLButtonElement>) {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // A keyboard user lands on the first stop of the page (the skip link) instead of losing
    // focus when this button disappears; a pointer click (detail > 0) needs no focus move.
    if (event.detail === 0) {
      document.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    }
  }

  if (!isShown) return null;

  return (
    <button
      type="button"
      onClick={backToTop}
      aria-label="Volver arriba"
      title="Volver arriba"
      className={`fixed right-4 z-40 grid size-12 place-items-center rounded-full border border-line bg-surface text-fg shadow-lg transition-[opacity,transform,translate] duration-200 hover:-translate-y-0.5 hover:bg-surface-muted sm:right-6 starting:translate-y-3 starting:opacity-0 ${FLOATING_BOTTOM}`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
