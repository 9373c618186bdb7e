import { ArrowDown } from 'lucide-react';
import type { ListingProduct } from '@common/catalog/contracts';
import { PageHero } from './page-hero';
import { scrollToListing } from './scroll-to-listing';
import { StoreCounters } from './store-counters';
import { StoreHeroCollage } from './store-hero-collage';
import { LISTING_ANCHOR } from './store-listing';

/** The top of /store: its hero, with a collage of the featured products, and the store in figures. */
export function StoreHero({ featured, counters }: { featured: readonly ListingProduct[]; counters: { products: number; categories: number; featured: number } }) {
  return (
    <>
      <PageHero
        eyebrow="Tienda · Otoño–Invierno"
        title={
          <>
            Prendas para el día a día, <em className="font-normal text-primary italic">hechas para durar.</em>
          </>
        }
        lead="Moda de calle sostenible de ruediverso y armario de oficina inclusivo de divergente: algodón orgánico, lino europeo y tejidos reciclados, con su pasaporte textil."
        aside={<StoreHeroCollage products={featured} />}
      >
        <a href={`#${LISTING_ANCHOR}`} onClick={scrollToListing} className="btn-primary mt-10 px-7 py-3.5 text-base">
          Explorar Productos
          <ArrowDown aria-hidden="true" className="size-4" />
        </a>
      </PageHero>

      <section aria-label="La tienda en cifras" className="container-page">
        <StoreCounters {...counters} />
      </section>
    </>
  );
}
