import { useCallback, useEffect, useRef, useState } from 'react';
import { PRODUCT_CAROUSEL_INTERVAL_MS } from '@common/constants';
import { prefersReducedMotion } from '~/lib/accessibility';

export interface CardCarousel {
  index: number;
  /** True once the shopper moved it by hand: it never advances by itself again (spec §9). */
  isStopped: boolean;
  /** Manual moves (dots, arrows) stop the automatic advance for good. */
  show: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** Holds the advance while the pointer or focus is on the card, without stopping it. */
  hold: (isHeld: boolean) => void;
}

/**
 * Spec §9: a product card's pictures advance every 5 s and stop on manual use. Nothing moves
 * when motion should be reduced (system setting or the accessibility panel), or in a hidden tab.
 */
export function useCardCarousel(count: number, intervalMs = PRODUCT_CAROUSEL_INTERVAL_MS): CardCarousel {
  const [index, setIndex] = useState(0);
  const [isStopped, setIsStopped] = useState(false);
  const isHeld = useRef(false);

  useEffect(() => {
    if (count < 2 || isStopped) return;
    const timer = window.setInterval(() => {
      if (isHeld.current || prefersReducedMotion() || document.visibilityState === 'hidden') return;
      setIndex((current) => (current + 1) % count);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [count, isStopped, intervalMs]);

  const show = useCallback(
    (target: number) => {
      if (count < 1) return;
      setIsStopped(true);
      setIndex(((target % count) + count) % count);
    },
    [count],
  );

  return {
    index: count > 0 ? index % count : 0,
    isStopped,
    show,
    next: () => show(index + 1),
    previous: () => show(index - 1),
    hold: (held) => {
      isHeld.current = held;
    },
  };
}
