import { Suspense, use, useRef, useState, type ReactNode } from 'react';
import { useIsHydrating } from './static-island';
import { useSeen } from './use-seen';

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

/** The page's first hydration is under way (app/root.tsx marks <html> once it is done). */
const isFirstHydration = () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';

/**
 * A part of a long page (a product card) that the browser keeps as the server drew it while the page hydrates, and
 * hydrates when it comes near the screen (issue 36): a listing's cards were most of a page's hydration, one long task
 * on a phone. Its content is a Suspense boundary that waits, in a hydrating render only, for a gate opened as it
 * comes within 200 px of the screen (useSeen): a card is awake before it can be pressed (a press on a part still
 * waiting finds the server's HTML answering: its links and forms work, issue 23). Drawn in the browser (a page
 * reached by a link) it is a plain element.
 *
 * React hydrates a waiting boundary at once, or draws it afresh, when it receives new props or a context it reads
 * changes: so this element is drawn again only as the gate opens (it reads no store; its parent passes the same
 * children: KeptCard in catalog/product-grid.tsx), and what is inside reads no context that changes after the page
 * wakes (a card's link is a plain <a>: React Router's context changes with each route-discovery patch).
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (isFirstHydration() ? createGate() : null));
  const ref = useRef<HTMLLIElement>(null);
  // Seen (a state of this element): drawn again with the gate open, React hydrates the part at once.
  if (useSeen(ref)) gate?.open();

  return (
    <li ref={ref}>
      <Suspense fallback={null}>
        <WaitForGate gate={gate}>{children}</WaitForGate>
      </Suspense>
    </li>
  );
}
