import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { BRANDS } from '@common/theme';
import { PageHero } from '~/components/catalog/page-hero';
import { AboutStoryTabs } from '~/components/info/about-story-tabs';
import { AboutTeam } from '~/components/info/about-team';
import { AboutTimeline } from '~/components/info/about-timeline';
import { AboutValues } from '~/components/info/about-values';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Sobre nosotros', description: 'Tienda Diverso: de un taller de Lavapiés en 2015 a dos marcas, ruediverso y divergente. Nuestra historia, misión, visión, valores y equipo.' });

const FACTS = [
  { value: '2015', label: 'año en que abrimos el taller' },
  { value: '2', label: 'marcas propias' },
  { value: '26', label: 'personas en el equipo' },
  { value: '38', label: 'talleres de proximidad' },
];

function SectionTitle({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  return (
    <div className="max-w-2xl">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-4 font-display text-4xl leading-[1.08] font-medium tracking-tight text-balance sm:text-5xl">
        {title}
      </h2>
      {lead && <p className="mt-5 text-lg leading-relaxed text-muted text-pretty">{lead}</p>}
    </div>
  );
}

export default function AboutScreen() {
  return (
    <main id="main">
      <PageHero
        crumbs={[{ label: 'Inicio', to: '/' }, { label: 'Sobre nosotros' }]}
        eyebrow="Sobre nosotros"
        title={
          <>
            Ropa que dura, <em className="font-normal text-primary italic">para todos los cuerpos.</em>
          </>
        }
        lead={`Somos el taller detrás de ${BRANDS.ruediverso.name}, moda de calle sostenible, y ${BRANDS.divergente.name}, moda corporativa inclusiva. Diseñamos en Madrid y cosemos cerca.`}
        aside={
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-[1.75rem] border border-line bg-line">
            {FACTS.map((fact) => (
              <div key={fact.label} className="flex flex-col gap-1 bg-surface p-6 sm:p-8">
                <dt className="order-2 text-sm leading-snug text-muted">{fact.label}</dt>
                <dd className="order-1 font-display text-4xl font-medium tracking-tight sm:text-5xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        }
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/store" className="btn-primary px-6 py-3">
            Ir a la tienda
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </PageHero>

      <section aria-labelledby="about-story-title" className="border-y border-line bg-surface py-20 lg:py-28">
        <div className="container-page">
          <SectionTitle id="about-story-title" eyebrow="Quiénes somos" title="Historia, misión y visión" />
          <div className="mt-12">
            <AboutStoryTabs />
          </div>
        </div>
      </section>

      <section aria-labelledby="about-timeline-title" className="container-page py-20 lg:py-28">
        <SectionTitle id="about-timeline-title" eyebrow="Trayectoria" title="Más de diez años cosiendo" />
        <div className="mt-14">
          <AboutTimeline />
        </div>
      </section>

      <section aria-labelledby="about-values-title" className="container-page pb-20 lg:pb-28">
        <SectionTitle
          id="about-values-title"
          eyebrow="Valores"
          title="Lo que no negociamos"
          lead="Tres ideas que deciden qué cosemos, con quién y cómo."
        />
        <div className="mt-14">
          <AboutValues />
        </div>
      </section>

      <section aria-labelledby="about-team-title" className="border-t border-line bg-surface-muted py-20 lg:py-28">
        <div className="container-page">
          <SectionTitle
            id="about-team-title"
            eyebrow="El equipo"
            title="Las manos detrás de cada prenda"
            lead="Somos veintiséis personas entre diseño, patronaje, taller y atención al cliente. Estas son algunas de ellas."
          />
          <div className="mt-14">
            <AboutTeam />
          </div>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="bg-secondary text-on-secondary">
        <div className="container-page flex flex-col items-start gap-8 py-16 lg:flex-row lg:items-center lg:justify-between lg:py-20">
          <div className="max-w-2xl">
            <h2 id="about-cta-title" className="font-display text-3xl leading-tight font-medium tracking-tight text-balance sm:text-4xl">
              Conoce las prendas que salen de nuestro taller
            </h2>
            <p className="mt-3 text-lg leading-relaxed">Cada una con su pasaporte, su guía de tallas y su garantía.</p>
          </div>
          <Link
            to="/store"
            className="inline-flex shrink-0 items-center gap-2 rounded-full bg-bg px-7 py-3.5 font-semibold text-fg transition hover:bg-surface-muted"
          >
            Ver todo el catálogo
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </main>
  );
}
