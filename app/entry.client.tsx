import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ROUTE_MODULES_PENDING_FLAG, ROUTE_MODULES_READY_EVENT } from './lib/scripts-after-paint';

// React Router's default client entry, except that it waits for the route modules the document imports
// after its first paint (issue 36: lib/scripts-after-paint.server.ts).
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if ((window as unknown as Record<string, unknown>)[ROUTE_MODULES_PENDING_FLAG] === true) {
  window.addEventListener(ROUTE_MODULES_READY_EVENT, hydrate, { once: true });
} else {
  hydrate();
}
