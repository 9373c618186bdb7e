import { FeaturedProducts } from '~/components/home/featured-products';
import { HomeNewsletterIsland, homeNewsletterModule } from '~/components/home/home-newsletter-island';
import type { HeaderSearchHandle } from '~/components/layout/site-header';
import { SearchBar } from '~/components/search/search-bar';
import { loadHomeFacts } from '~/components/home/home-facts';
import { loadFeatured } from '~/components/catalog/catalog-loaders';
import { pickRandom } from '~/components/catalog/pick-random';
import { HOME_FEATURED_COUNT } from '@common/constants';
import { useLoaderData } from 'react-router';
import { deferModule } from '~/components/ui/deferred';
import { islandContent, StaticIsland, serverOnlyContent } from '~/components/ui/static-island';
import { serverApi } from '~/lib/api/server-client';
import { settingsFromMatches } from '~/lib/store-facts';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/home';

/** Written by the server only, for crawlers (app/islands.server.ts), kept as written in a StaticIsland (issue 36). */
const HomeJsonLd = serverOnlyContent<object>('json-ld-home');

/**
 * Spec §2: up to 4 featured products chosen at random; chosen here so server and browser agree.
 * The figures strip's facts load alongside them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [featured, facts] = await Promise.all([loadFeatured(api), loadHomeFacts(api)]);
  return { featured: pickRandom(featured, HOME_FEATURED_COUNT), facts };
}

/** The header's inline search bar (spec §2: only here) comes with this route, not in the shell every page downloads (issue 36). */
export const handle: HeaderSearchHandle = { headerSearch: SearchBar };

/**
 * The editorial sections are kept as the server drew them (issue 23), so a first visit to / never
 * downloads their code (issue 36); a visit reached by a link loads it beside the page's data.
 */
const editorial = deferModule(() => import('~/components/home/home-editorial'));
const EditorialTop = islandContent('home-editorial-top', editorial, (m) => m.HomeEditorialTop);
const EditorialBottom = islandContent('home-editorial-bottom', editorial, (m) => m.HomeEditorialBottom);

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), editorial.load(), homeNewsletterModule.load().catch(() => undefined)]);
  return data;
}

/** The store's name and description from its settings (what the root set before), with the shared tags. */
export const meta: Route.MetaFunction = (args) => {
  const settings = settingsFromMatches(args.matches);
  return seoMeta(args, { title: settings.store_name, documentTitle: settings.store_name, description: settings.meta_description });
};

/** Home page (spec §2): server-rendered editorial page; featured products arrive with the catalogue. */
export default function Home() {
  // Undefined when rendered without the route's loader (unit tests).
  const data = useLoaderData<typeof loader>();
  const featured = data?.featured ?? [];
  return (
    <main id="main">
      {/* The editorial sections never change once drawn: the browser keeps the server's markup (issue 23). */}
      <StaticIsland>
        <EditorialTop facts={data?.facts} />
      </StaticIsland>
      <FeaturedProducts products={featured} isLoading={false} />
      <StaticIsland>
        <EditorialBottom />
      </StaticIsland>
      <HomeNewsletterIsland />
      <StaticIsland>
        <HomeJsonLd />
      </StaticIsland>
    </main>
  );
}
