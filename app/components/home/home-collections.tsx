import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { BRANDS } from '@common/theme';
import { SectionHeading } from './section-heading';

const COLLECTIONS = [
  {
    name: 'Barrio',
    brand: BRANDS.ruediverso.name,
    text: 'Sudaderas de algodón orgánico, chaquetas de trabajo y vaqueros de orillo.',
    image: '/images/home/collection-barrio.svg',
    alt: 'Sudadera con capucha amarilla y pantalón cargo oliva.',
    search: 'barrio',
  },
  {
    name: 'Oficina abierta',
    brand: BRANDS.divergente.name,
    text: 'Americanas desestructuradas y pantalones de cintura adaptable.',
    image: '/images/home/collection-oficina.svg',
    alt: 'Americana azul real con camisa azul cielo.',
    search: 'oficina',
  },
  {
    name: 'Punto lento',
    brand: BRANDS.ruediverso.name,
    text: 'Jerséis de lana recuperada, tejidos despacio en Béjar.',
    image: '/images/home/collection-punto.svg',
    alt: 'Jersey de punto trenzado color caqui junto a ovillos de lana.',
    search: 'punto',
  },
  {
    name: 'Lino esencial',
    brand: BRANDS.divergente.name,
    text: 'Camisas y vestidos de lino europeo para jornadas largas de verano.',
    image: '/images/home/collection-lino.svg',
    alt: 'Vestido camisero de lino azul cielo colgado en una percha.',
    search: 'lino',
  },
];

export function HomeCollections() {
  return (
    <section aria-labelledby="home-collections-title" className="container-page py-20 lg:py-28">
      <SectionHeading
        id="home-collections-title"
        eyebrow="Colecciones"
        title="Cuatro cápsulas para esta temporada"
        lead="Cada cápsula nace de un tejido y de un taller. Pocas piezas, bien resueltas, que combinan entre sí."
      />
      <ul className="mt-14 grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 sm:gap-y-12 lg:grid-cols-4">
        {COLLECTIONS.map((collection) => (
          <li key={collection.name}>
            <Link to={`/store?search=${collection.search}`} className="group block">
              <div className="overflow-hidden rounded-2xl">
                <img
                  src={collection.image}
                  alt={collection.alt}
                  width={600}
                  height={750}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
                />
              </div>
              <p className="mt-5 text-xs font-semibold tracking-[0.16em] text-muted uppercase">
                {collection.brand}
              </p>
              <h3 className="mt-1 flex items-center justify-between gap-2 font-display text-xl font-medium sm:text-2xl">
                <span className="underline-offset-4 group-hover:underline">{collection.name}</span>
                <ArrowUpRight aria-hidden="true" className="size-5 text-primary" />
              </h3>
              <p className="mt-2 text-sm text-muted sm:text-base">{collection.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
