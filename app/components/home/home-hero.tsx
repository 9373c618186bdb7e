import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

const PROMISES = ['Envío gratuito desde 60 €', 'Devoluciones en 30 días', 'Tallas de la XXS a la 4XL'];

export function HomeHero() {
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden">
      <div className="container-page grid items-center gap-12 pt-10 pb-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-16 lg:pt-16 lg:pb-24">
        <div className="max-w-xl">
          <p className="eyebrow">Nueva temporada · Otoño–Invierno</p>
          <h1
            id="home-hero-title"
            className="mt-6 font-display text-5xl leading-[1.02] font-medium tracking-tight text-balance sm:text-6xl xl:text-7xl"
          >
            Ropa con carácter, <em className="font-normal text-primary italic">hecha para durar.</em>
          </h1>
          <p className="mt-6 max-w-lg text-lg leading-relaxed text-muted text-pretty">
            Moda de calle sostenible y moda corporativa inclusiva, diseñadas en Madrid y cosidas en
            talleres que conocemos por su nombre.
          </p>
          <div className="mt-10 flex flex-wrap items-center gap-3">
            <Link to="/store" className="btn-primary px-7 py-3.5 text-base">
              Explorar tienda
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <a href="#marcas" className="btn-secondary px-7 py-3.5 text-base">
              Descubrir las marcas
            </a>
          </div>
          <ul className="mt-12 flex flex-wrap gap-x-6 gap-y-2 border-t border-line pt-6 text-sm text-muted">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-highlight" />
                {promise}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative">
          <img
            src="/images/home/hero-editorial.svg"
            alt="Chaqueta de trabajo de algodón orgánico color teja y americana azul marino, colgadas sobre un arco ocre con muestras de tejido."
            width={800}
            height={960}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="aspect-[5/6] w-full rounded-[2rem] object-cover"
          />
          <figure className="absolute -bottom-6 left-4 hidden w-60 rounded-2xl border border-line bg-surface p-4 shadow-xl shadow-black/10 sm:block lg:-left-10">
            {/* Lazy: the card is hidden on phones, so they never fetch it (nor does React preload it). */}
            <img
              src="/images/home/swatch-card.svg"
              alt=""
              width={480}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] w-full rounded-lg"
            />
            <figcaption className="mt-3">
              <span className="block text-sm font-semibold">Cápsula Barrio</span>
              <span className="block text-xs text-muted">Algodón orgánico y sarga reciclada</span>
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
