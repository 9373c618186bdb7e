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

/** Home page (spec §2): server-rendered editorial page; featured products arrive with the catalogue. */
export default function Home() {
  return (
    <main id="main">
      <HomeHero />
      <HomeStats />
      <HomeLogos />
      <BrandsPanel />
      <HomeAbout />
      <FeatureGrid />
      <FeaturedProducts products={[]} isLoading={false} />
      <HomeCollections />
      <HomeFeatures />
      <HomeTeam />
      <HomeTestimonial />
      <HomeBlog />
      <HomeNewsletter />
    </main>
  );
}
