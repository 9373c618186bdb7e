import clsx from 'clsx';
import { ArrowDown } from 'lucide-react';
import type { Brand } from '@common/catalog/contracts';
import type { ListingProductPage } from '@common/catalog/listing-product';
import { BRANDS, PALETTES } from '@common/theme';
import { Breadcrumbs } from './page-hero';
import { productCountText } from './category-tiles';
import { scrollToListing } from './scroll-to-listing';
import { StoreHeroCollage } from './store-hero-collage';
import { LISTING_ANCHOR, StoreListing } from './store-listing';

export type BrandKey = keyof typeof BRANDS;

/** The API slug of each brand (GET /api/brands). */
export const BRAND_SLUGS: Record<BrandKey, string> = { ruediverso: 'rue-diverso', divergente: 'divergente' };

/** Each brand page is drawn in its own palette, whatever the site theme (spec §1, §3). */
const LOOKS: Record<
  BrandKey,
  { band: string; eyebrow: string; story: string; highlight: string; rule: string; button: string; swatchNames: Record<string, string> }
> = {
  ruediverso: {
    band: 'bg-rd-brown text-white',
    eyebrow: 'text-rd-yellow',
    story: 'bg-rd-navy text-white',
    highlight: 'text-rd-yellow',
    rule: 'bg-rd-yellow',
    button: 'bg-rd-yellow text-rd-navy hover:brightness-95',
    swatchNames: { brown: 'Marrón', yellow: 'Amarillo', navy: 'Marino', olive: 'Oliva', gray: 'Gris', khaki: 'Caqui' },
  },
  divergente: {
    band: 'bg-dv-navy text-white',
    eyebrow: 'text-white/85',
    story: 'bg-dv-deep text-white',
    highlight: 'text-dv-sky',
    rule: 'bg-dv-sky',
    button: 'bg-white text-dv-navy hover:bg-white/90',
    swatchNames: {
      skyBlue: 'Azul cielo',
      navy: 'Marino',
      black: 'Negro',
      charcoal: 'Carbón',
      royalBlue: 'Azul real',
      deepBlue: 'Azul profundo',
    },
  },
};

/** Brand page: its name, tagline, story and palette as stored (GET /api/brands), drawn in its own look, then its products. */
export function BrandPage({ brandKey, brand, page }: { brandKey: BrandKey; brand: Brand | null; page: ListingProductPage }) {
  const fallback = BRANDS[brandKey];
  const look = LOOKS[brandKey];
  const name = brand?.name ?? fallback.name;
  const tagline = brand?.tagline ?? fallback.tagline;
  const story = (brand?.story ?? '').split(/\n\s*\n/).filter(Boolean);
  // The stored palette (edited in /admin/brands); the spec's own until the brand has one.
  const palette = brand?.palette?.length ? brand.palette : Object.entries(PALETTES[brandKey]).map(([key, hex]) => ({ name: key, hex }));
  const titleId = `brand-${brandKey}-title`;

  return (
    <main id="main">
      <div className="container-page pt-8 pb-6">
        <Breadcrumbs crumbs={[{ label: 'Inicio', to: '/' }, { label: 'Marcas', to: '/store/brands' }, { label: name }]} />
      </div>

      <section aria-labelledby={titleId} className={clsx(look.band, 'overflow-hidden')}>
        <div className="container-page grid items-center gap-12 py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)] lg:py-24">
          <div>
            <p className={clsx('text-xs font-semibold tracking-[0.2em] uppercase', look.eyebrow)}>{tagline}</p>
            <h1 id={titleId} className="mt-5 font-display text-6xl leading-none font-medium tracking-tight sm:text-8xl">
              {name}
            </h1>
            <span aria-hidden="true" className={clsx('mt-8 block h-1 w-16 rounded-full', look.rule)} />
            {brand?.description && <p className="mt-8 max-w-xl text-lg leading-relaxed text-white/90">{brand.description}</p>}
            <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-3">
              <a
                href={`#${LISTING_ANCHOR}`}
                onClick={scrollToListing}
                className={clsx('inline-flex items-center gap-2 rounded-full px-7 py-3.5 font-semibold transition', look.button)}
              >
                Ver la colección
                <ArrowDown aria-hidden="true" className="size-4" />
              </a>
              {brand?.products_count !== undefined && (
                <span className="text-sm text-white/85">{productCountText(brand.products_count)}</span>
              )}
            </div>
          </div>
          <StoreHeroCollage products={page.data} />
        </div>
      </section>

      {story.length > 0 && (
        <section aria-labelledby={`${titleId}-story`} className={look.story}>
          <div className="container-page grid gap-12 py-16 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-20 lg:py-24">
            <div>
              <h2 id={`${titleId}-story`} className={clsx('font-display text-4xl font-medium tracking-tight sm:text-5xl', look.highlight)}>
                Nuestra historia
              </h2>
              <div className="mt-8 flex flex-col gap-5 text-lg leading-relaxed text-white/90">
                {story.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </div>
            <div>
              <h3 className="text-xs font-semibold tracking-[0.2em] text-white/85 uppercase">La paleta de {name}</h3>
              <ul className="mt-6 grid grid-cols-3 gap-4">
                {palette.map(({ name: key, hex }, i) => (
                  <li key={`${key}-${i}`}>
                    <span
                      aria-hidden="true"
                      className="block aspect-square rounded-2xl ring-1 ring-white/25"
                      style={{ backgroundColor: hex }}
                    />
                    <span className="mt-2 block text-sm font-medium">{look.swatchNames[key] ?? key}</span>
                    <span className="block font-mono text-xs text-white/80">{hex}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      )}

      <div className="container-page pt-16 pb-20 lg:pt-24 lg:pb-28">
        <StoreListing page={page} scope={{ brand: BRAND_SLUGS[brandKey] }} eyebrow={name} title={`Todo ${name}`} />
      </div>
    </main>
  );
}
