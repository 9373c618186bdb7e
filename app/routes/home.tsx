import { BrandsPanel } from '~/components/home/brands-panel';
import { FeatureGrid } from '~/components/home/feature-grid';
import { FeaturedProducts } from '~/components/home/featured-products';
import { HomeAbout } from '~/components/home/home-about';
import { HomeBlog } from '~/components/home/home-blog';
import { HomeCollections } from '~/components/home/home-collections';
import { HomeFeatures } from '~/components/home/home-features';
import { HomeHero } from '~/components/home/home-hero';
import { HomeLogos } from '~/components/home/home-logos';
import { HomeNewsletter } from '~/components/home/home-newsletter';
import { HomeStats } from '~/components/home/home-stats';
import { HomeTeam } from '~/components/home/home-team';
import { HomeTestimonial } from '~/components/home/home-testimonial';
import { loadHomeFacts } from '~/components/home/home-facts';
import { loadFeatured } from '~/components/catalog/catalog-loaders';
import { pickRandom } from '~/components/catalog/pick-random';
import { HOME_FEATURED_COUNT } from '@common/constants';
import { useLoaderData } from 'react-router';
import { StaticIsland } from '~/components/ui/static-island';
import { serverApi } from '~/lib/api/server-client';
import { settingsFromMatches } from '~/lib/store-facts';
import { HomeJsonLd } from '~/lib/seo/page-json-ld';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/home';

/**
 * Spec §2: up to 4 featured products chosen at random; chosen here so server and browser agree.
 * The figures strip's facts load alongside them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [featured, facts] = await Promise.all([loadFeatured(api), loadHomeFacts(api)]);
  return { featured: pickRandom(featured, HOME_FEATURED_COUNT), facts };
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
        <HomeHero />
        <HomeStats facts={data?.facts} />
        <HomeLogos />
        <BrandsPanel />
        <HomeAbout />
        <FeatureGrid />
      </StaticIsland>
      <FeaturedProducts products={featured} isLoading={false} />
      <StaticIsland>
        <HomeCollections />
        <HomeFeatures />
        <HomeTeam />
        <HomeTestimonial />
        <HomeBlog />
      </StaticIsland>
      <HomeNewsletter />
      <HomeJsonLd />
    </main>
  );
}
