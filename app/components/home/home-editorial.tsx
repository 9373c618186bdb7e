import { BrandsPanel } from './brands-panel';
import { FeatureGrid } from './feature-grid';
import { HomeAbout } from './home-about';
import { HomeBlog } from './home-blog';
import { HomeCollections } from './home-collections';
import type { HomeFacts } from './home-facts';
import { HomeFeatures } from './home-features';
import { HomeHero } from './home-hero';
import { HomeLogos } from './home-logos';
import { HomeStats } from './home-stats';
import { HomeTeam } from './home-team';
import { HomeTestimonial } from './home-testimonial';

/** The home page's editorial sections above the featured products (spec §2). */
export function HomeEditorialTop({ facts }: { facts?: HomeFacts }) {
  return (
    <>
      <HomeHero />
      <HomeStats facts={facts} />
      <HomeLogos />
      <BrandsPanel />
      <HomeAbout />
      <FeatureGrid />
    </>
  );
}

/** The home page's editorial sections below the featured products. */
export function HomeEditorialBottom() {
  return (
    <>
      <HomeCollections />
      <HomeFeatures />
      <HomeTeam />
      <HomeTestimonial />
      <HomeBlog />
    </>
  );
}
