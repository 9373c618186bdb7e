import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Brand } from '@common/catalog/contracts';
import { BRANDS, PALETTES } from '@common/theme';
import { BRAND_SLUGS, type BrandKey } from './brand-page';
import { productCountText } from './category-tiles';

const CARD: Record<BrandKey, { card: string; eyebrow: string; button: string; stripes: string[] }> = {
  ruediverso: {
    card: 'bg-rd-brown text-white',
    eyebrow: 'text-rd-yellow',
    button: 'bg-rd-yellow text-rd-navy',
    stripes: [PALETTES.ruediverso.yellow, PALETTES.ruediverso.olive, PALETTES.ruediverso.navy, PALETTES.ruediverso.gray],
  },
  divergente: {
    card: 'bg-dv-navy text-white',
    eyebrow: 'text-white/85',
    button: 'bg-white text-dv-navy',
    stripes: [PALETTES.divergente.skyBlue, PALETTES.divergente.royalBlue, PALETTES.divergente.deepBlue, PALETTES.divergente.charcoal],
  },
};

/** Both brands as large cards in their own palettes (/store/brands). */
export function BrandCards({ brands }: { brands: readonly Brand[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {(Object.keys(BRANDS) as BrandKey[]).map((key) => {
        const brand = brands.find((b) => b.slug === BRAND_SLUGS[key]);
        const look = CARD[key];
        const name = brand?.name ?? BRANDS[key].name;
        return (
          <li key={key}>
            <Link
              to={BRANDS[key].path}
              className={clsx(
                'group relative flex min-h-[28rem] flex-col overflow-hidden rounded-[2rem] p-8 transition-transform sm:p-12',
                look.card,
              )}
            >
              <span aria-hidden="true" className="pointer-events-none absolute -right-16 -bottom-20 flex gap-3 opacity-90">
                {look.stripes.map((hex, i) => (
                    <span
                      key={hex}
                      className="block h-56 w-14 rounded-full transition-transform duration-700 group-hover:-translate-y-4"
                      style={{ backgroundColor: hex, transitionDelay: `${i * 60}ms` }}
                    />
                  ))}
              </span>
              <span className={clsx('relative text-xs font-semibold tracking-[0.2em] uppercase', look.eyebrow)}>
                {brand?.tagline ?? BRANDS[key].tagline}
              </span>
              <h2 className="relative mt-5 font-display text-5xl font-medium tracking-tight sm:text-6xl">{name}</h2>
              {brand?.description && (
                <p className="relative mt-6 max-w-md text-lg leading-relaxed text-white/90">{brand.description}</p>
              )}
              <span className="relative mt-auto flex flex-wrap items-center gap-4 pt-10">
                <span className={clsx('inline-flex items-center gap-2 rounded-full px-6 py-3 text-sm font-semibold', look.button)}>
                  Descubrir {name}
                  <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
                {brand?.products_count !== undefined && (
                  <span className="text-sm text-white/85">{productCountText(brand.products_count)}</span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
