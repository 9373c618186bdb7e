import { Gem, PenTool, Ruler, Truck, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const SERVICES: { title: string; text: string; detail: string; icon: LucideIcon }[] = [
  {
    title: 'Colecciones exclusivas',
    text: 'Cápsulas de tirada corta, numeradas y sin reposición. Cuando se agotan, el patrón pasa a nuestro archivo.',
    detail: 'Entre 80 y 300 unidades por modelo',
    icon: Gem,
  },
  {
    title: 'Personalización',
    text: 'Bordamos iniciales, logotipos de empresa o parches de reparación en el propio taller, sin mínimos de pedido.',
    detail: 'Lista en 5 días laborables',
    icon: PenTool,
  },
  {
    title: 'Diseño a medida',
    text: 'Tomamos medidas en tienda o por videollamada y ajustamos el patrón base a tu cuerpo o al de tu equipo.',
    detail: 'Primera prueba en 2 semanas',
    icon: Ruler,
  },
  {
    title: 'Envío premium',
    text: 'Entrega en 24 horas en península en caja reutilizable, con recogida gratuita si algo no te queda bien.',
    detail: 'Sin plásticos de un solo uso',
    icon: Truck,
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="home-services-title" className="container-page py-20 lg:py-28">
      <SectionHeading
        id="home-services-title"
        eyebrow="Nuestra tienda"
        title="Más que ropa en una percha"
        lead="Servicios que hacen que cada prenda encaje contigo, con tu equipo y con tu ritmo."
      />
      <ul className="mt-14 grid gap-px overflow-hidden rounded-[1.75rem] border border-line bg-line sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map(({ title, text, detail, icon: Icon }) => (
          <li key={title} className="flex flex-col bg-surface p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-8 font-display text-2xl font-medium">{title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{text}</p>
            <p className="mt-auto pt-8 text-sm font-semibold text-highlight">{detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
