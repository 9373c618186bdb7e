import { ArrowRight, LifeBuoy, Mail, ShoppingBag, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const HELPFUL_LINKS: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  {
    to: '/store',
    title: 'Tienda',
    text: 'Toda la colección de ruediverso y divergente, con novedades cada semana.',
    icon: ShoppingBag,
  },
  {
    to: '/help/faq',
    title: 'Ayuda',
    text: 'Preguntas frecuentes sobre pedidos, tallas, envíos y devoluciones.',
    icon: LifeBuoy,
  },
  {
    to: '/help/contact',
    title: 'Contacto',
    text: '¿Buscabas algo concreto? Escríbenos y te orientamos.',
    icon: Mail,
  },
];

/** Spec §2 "not found": 'Page not found' with a link home, plus a way back into the store. */
export function NotFoundView() {
  return (
    <main id="main" className="container-page py-16 sm:py-24">
      <div className="grid items-center gap-12 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="eyebrow">Error 404</p>
          <h1 lang="en" className="mt-4 font-display text-5xl font-semibold tracking-tight sm:text-6xl">
            Page not found
          </h1>
          <p className="mt-5 max-w-lg text-lg text-muted">
            La página que buscas no existe o ha cambiado de sitio. Puede que el enlace esté incompleto o que la
            prenda ya no forme parte de la colección.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/" className="btn-primary">
              Volver al inicio
            </Link>
            <Link to="/store" className="btn-secondary">
              Ver la tienda
            </Link>
          </div>
        </div>
        <StitchedNumber />
      </div>

      <nav aria-labelledby="not-found-links-title" className="mt-16 border-t border-line pt-10 sm:mt-20">
        <h2 id="not-found-links-title" className="font-display text-2xl font-semibold">
          Quizá te ayude
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {HELPFUL_LINKS.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group card flex h-full flex-col gap-3 p-6 transition-colors hover:border-primary"
              >
                <Icon aria-hidden="true" className="size-5 text-primary" strokeWidth={1.75} />
                <span className="flex items-center gap-2 font-semibold text-fg">
                  {title}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 text-primary motion-safe:transition-transform motion-safe:group-hover:translate-x-1"
                  />
                </span>
                <span className="text-sm text-muted">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

/** A tailor's-chalk "404" with a running stitch: decoration only. */
function StitchedNumber() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 420 240"
      className="mx-auto hidden w-full max-w-md text-primary sm:block"
    >
      <rect x="6" y="6" width="408" height="228" rx="28" className="fill-surface-muted" />
      <rect
        x="22"
        y="22"
        width="376"
        height="196"
        rx="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray="10 8"
        strokeLinecap="round"
        opacity="0.55"
      />
      <text
        x="210"
        y="162"
        textAnchor="middle"
        fontSize="132"
        fontWeight="600"
        className="font-display"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        404
      </text>
    </svg>
  );
}
