import { PenTool, Ruler } from 'lucide-react';
import { Link } from 'react-router';

const SERVICES = [
  {
    id: 'personalizacion',
    icon: PenTool,
    title: 'Personalización',
    text: 'Bordamos iniciales, logotipos de empresa o parches en nuestro taller de Madrid. Desde una sola prenda, en cinco días laborables.',
    link: { label: 'Escríbenos', to: '/help/contact' },
  },
  {
    id: 'diseno-a-medida',
    icon: Ruler,
    title: 'Diseño a medida',
    text: 'Patronaje a tus medidas para uniformes y prendas únicas: una cita de toma de medidas y una prueba antes de coser.',
    link: { label: 'Pedir cita', to: '/help/contact' },
  },
];

/** The two workshop services the header's store menu points to (/store#personalizacion, #diseno-a-medida). */
export function StoreServices() {
  return (
    <section aria-labelledby="store-services-title" className="container-page pb-16 lg:pb-24">
      <h2 id="store-services-title" className="sr-only">
        Servicios del taller
      </h2>
      <ul className="grid gap-5 md:grid-cols-2">
        {SERVICES.map(({ id, icon: Icon, title, text, link }) => (
          <li key={id} id={id} className="scroll-mt-28 rounded-[1.75rem] border border-line bg-surface p-8 lg:p-10">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-surface-muted text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-6 font-display text-2xl font-medium tracking-tight">{title}</h3>
            <p className="mt-3 max-w-md leading-relaxed text-muted">{text}</p>
            <Link to={link.to} className="mt-6 inline-flex text-sm font-semibold text-primary underline underline-offset-4">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
