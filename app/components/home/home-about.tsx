import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export function HomeAbout() {
  return (
    <section aria-labelledby="home-about-title" className="bg-surface py-20 lg:py-28">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <img
          src="/images/home/about-atelier.svg"
          alt="Mesa de corte del taller con patrones de papel, tijeras, una cinta métrica y rollos de tela."
          width={800}
          height={880}
          loading="lazy"
          decoding="async"
          className="aspect-[10/11] w-full rounded-[2rem] object-cover"
        />
        <div className="max-w-xl">
          <p className="eyebrow">Sobre nosotros</p>
          <h2
            id="home-about-title"
            className="mt-4 font-display text-4xl leading-[1.08] font-medium tracking-tight text-balance sm:text-5xl"
          >
            Empezamos con una mesa de corte y dos máquinas de coser
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              Tienda Diverso nació en 2015 en un bajo de Lavapiés, arreglando y reconvirtiendo
              prendas para la gente del barrio. De ahí salió ruediverso: ropa de calle que dura,
              cosida con tejidos que sabemos de dónde vienen.
            </p>
            <p>
              En 2018, cuando las empresas empezaron a pedirnos uniformes que sirvieran a toda su
              plantilla, nació divergente: moda corporativa con patrones probados en cuerpos reales,
              no en una única talla de muestra.
            </p>
          </div>
          <Link
            to="/about"
            className="mt-8 inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            Conoce nuestra historia
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
