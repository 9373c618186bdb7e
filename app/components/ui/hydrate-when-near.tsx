import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIsHydrating } from './static-island';

/** A promise React reads at once once it is open (`status`, as React marks the promises it has seen settle). */
type Gate = Promise<void> & { status?: 'fulfilled'; open: () => void };

function createGate(): Gate {
  let resolve!: () => void;
  const gate = new Promise<void>((settle) => (resolve = settle)) as Gate;
  gate.open = () => {
    gate.status = 'fulfilled';
    resolve();
  };
  return gate;
}

function WaitForGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  const isHydrating = useIsHydrating();
  // Waits while hydrating; once open it is read in every render (it answers at once): React wants the same use() calls
  // in the renders after one that suspended.
  if (gate && (isHydrating || gate.status === 'fulfilled')) use(gate as Promise<void>);
  return children;
}

/** A press or the focus coming into a part of the page before it is awake (window capture: before React's own listeners). */
const WAKING_EVENTS = ['pointerdown', 'focusin'] as const;

/** The page's first hydration is under way (app/root.tsx marks <html> once it is done). */
const isFirstHydration = () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

/**
 * A part of a long page (a product card) that the browser keeps as the server drew it while the page hydrates, and
 * hydrates when it comes near the screen or the shopper reaches for it (issue 36): a listing's cards were most of a
 * page's hydration, one long task on a phone. Its content is a Suspense boundary that waits, in a hydrating render
 * only, for a gate: an IntersectionObserver (200 px ahead), or a press or the focus coming inside it, opens it, in the
 * window's capture phase so that React, which then hydrates the part at once to deliver that very event, finds it
 * open (a card pressed as it comes on screen, before the observer has told: a heart has no answer without
 * JavaScript). Until then its links and forms work as the server's HTML (issue 23). Drawn in the browser (a page reached by
 * a link) it is a plain element.
 *
 * React hydrates a waiting boundary at once, or draws it afresh, when it receives new props or a context it reads
 * changes: so this element must not be drawn again while it waits (it reads no store; its parent passes the same
 * children: KeptCard in catalog/product-grid.tsx), and what is inside reads no context that changes after the page
 * wakes (a card's link is a plain <a>: React Router's context changes with each route-discovery patch).
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (isFirstHydration() && typeof IntersectionObserver === 'function' ? createGate() : null));
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!gate || gate.status === 'fulfilled' || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: '200px' });
    const reach = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    function stop() {
      observer.disconnect();
      for (const type of WAKING_EVENTS) window.removeEventListener(type, reach, true);
    }
    function open() {
      stop();
      gate!.open();
    }
    observer.observe(element);
    for (const type of WAKING_EVENTS) window.addEventListener(type, reach, { capture: true, passive: true });
    return stop;
  }, [gate]);

  return (
    <li ref={ref}>
      <Suspense fallback={null}>
        <WaitForGate gate={gate}>{children}</WaitForGate>
      </Suspense>
    </li>
  );
}
