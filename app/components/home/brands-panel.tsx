import clsx from 'clsx';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND_PANEL_FIGURES } from '@common/constants';
import { BRANDS, type Theme } from '@common/theme';
import { SectionHeading } from './section-heading';

const BRAND_STORIES: Record<
  Theme,
  { description: string; surface: string; tagline: string; art: string; alt: string }
> = {
  ruediverso: {
    description:
      'Sudaderas, chaquetas de trabajo y vaqueros de orillo en algodón orgánico y sarga reciclada. Prendas de barrio pensadas para llevarse a diario durante años y repararse cuando haga falta.',
    surface: 'bg-rd-brown text-white',
    tagline: 'text-rd-yellow',
    art: '/images/brand-ruediverso.svg',
    alt: 'Sudadera amarilla y chaqueta de trabajo color teja sobre fondo marrón con trazos oliva.',
  },
  divergente: {
    description:
      'Americanas desestructuradas, pantalones de cintura adaptable y camisas sin plancha para equipos diversos. Tallaje ampliado, cierres accesibles y tejidos que aguantan la jornada entera.',
    surface: 'bg-dv-navy text-white',
    tagline: 'text-white',
    art: '/images/brand-divergente.svg',
    alt: 'Americana azul real y camisa azul cielo sobre fondo azul marino con líneas de patronaje.',
  },
};

export function BrandsPanel() {
  return (
    <section id="marcas" aria-labelledby="home-brands-title" className="scroll-mt-24 py-20 lg:py-28">
      <div className="container-page">
        <div className="flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="home-brands-title"
            eyebrow="Nuestras marcas"
            title="Dos marcas, una misma forma de hacer ropa"
            lead="Diseñamos, patronamos y producimos ambas colecciones nosotros mismos. Cambia de tema en la cabecera para ver la tienda con los colores de cada una."
          />
          <dl className="grid shrink-0 grid-cols-3 gap-8 border-t border-line pt-6 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10">
            {BRAND_PANEL_FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col">
                <dt className="order-2 text-sm text-muted">{figure.label}</dt>
                <dd className="order-1 font-display text-4xl font-medium sm:text-5xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <ul className="mt-14 grid gap-6 md:grid-cols-2">
          {(['ruediverso', 'divergente'] as const).map((theme) => {
            const brand = BRANDS[theme];
            const story = BRAND_STORIES[theme];
            return (
              <li key={theme}>
                <Link
                  to={brand.path}
                  className={clsx(
                    'group flex h-full flex-col overflow-hidden rounded-[1.75rem] focus-visible:outline-offset-4',
                    story.surface,
                  )}
                >
                  <img
                    src={story.art}
                    alt={story.alt}
                    width={1200}
                    height={675}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[16/9] w-full object-cover transition-transform duration-700 group-hover:scale-[1.02]"
                  />
                  <span className="flex flex-1 flex-col gap-3 p-8 lg:p-10">
                    <span className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                      <span className="font-display text-4xl font-medium">{brand.name}</span>
                      <span lang="en" className={clsx('font-display text-lg italic', story.tagline)}>
                        {brand.cardTagline}
                      </span>
                    </span>
                    <span className="text-sm font-semibold tracking-[0.16em] uppercase">{brand.tagline}</span>
                    <span className="max-w-md leading-relaxed text-white/90">{story.description}</span>
                    <span className="mt-auto inline-flex items-center gap-2 pt-4 text-sm font-semibold underline-offset-4 group-hover:underline">
                      Ver {brand.name}
                      <ArrowUpRight aria-hidden="true" className="size-4" />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
