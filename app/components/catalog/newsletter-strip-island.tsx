import { deferModule } from '~/components/ui/deferred';
import { KeptNewsletter } from '~/components/ui/kept-newsletter';
import { islandContent } from '~/components/ui/static-island';

/** The strip's code (newsletter-strip.tsx, the sign-up's row and the check icon): /store reached by a link loads it beside its data. */
export const newsletterStripModule = deferModule(() => import('./newsletter-strip'));
/** The server draws the strip itself (app/islands.server.ts); the first page's browser keeps that markup. */
const DrawnStrip = islandContent('newsletter-strip', newsletterStripModule, (m) => m.NewsletterStrip);

/** The newsletter strip at the bottom of /store, kept as the server drew it until it is used (KeptNewsletter). */
export function NewsletterStripIsland() {
  return <KeptNewsletter name="store" module={newsletterStripModule} Drawn={DrawnStrip} />;
}
