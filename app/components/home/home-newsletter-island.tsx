import { deferModule } from '~/components/ui/deferred';
import { KeptNewsletter } from '~/components/ui/kept-newsletter';
import { islandContent } from '~/components/ui/static-island';

/** The home letter's code (home-newsletter.tsx): / reached by a link loads it beside its data. */
export const homeNewsletterModule = deferModule(() => import('./home-newsletter'));
/** The server draws the form itself (app/islands.server.ts); the first page's browser keeps that markup. */
const DrawnHomeNewsletter = islandContent('home-newsletter', homeNewsletterModule, (m) => m.HomeNewsletter);

/** 'Cartas desde el taller' on the home page, kept as the server drew it until it is used (KeptNewsletter). */
export function HomeNewsletterIsland() {
  return <KeptNewsletter name="home" module={homeNewsletterModule} Drawn={DrawnHomeNewsletter} />;
}
