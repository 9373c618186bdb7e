import { Briefcase, Clock, LifeBuoy, Mail, MapPin, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { describeOpeningHours } from '@common/settings/rules';
import { useStoreSettings } from '~/lib/store-facts';
import { TEXT_LINK } from './info-header';
import type { StoreEmail } from './store-email-link';

const CHANNELS: { email: StoreEmail; title: string; text: string; icon: LucideIcon }[] = [
  {
    email: 'support_email',
    title: 'Pedidos y devoluciones',
    text: 'Un pedido que no llega, un cambio de talla, una devolución o una prenda en garantía. Incluye el número de pedido si lo tienes.',
    icon: LifeBuoy,
  },
  {
    email: 'business_email',
    title: 'Empresas y taller',
    text: 'Uniformes de divergente para tu plantilla, bordados con el logotipo de tu empresa o una cita de diseño a medida.',
    icon: Briefcase,
  },
  {
    email: 'contact_email',
    title: 'Todo lo demás',
    text: 'Prensa, colaboraciones, talleres que quieren trabajar con nosotros o una idea que quieras contarnos.',
    icon: Mail,
  },
  {
    email: 'privacy_email',
    title: 'Privacidad y datos',
    text: 'Acceder a tus datos, corregirlos, borrarlos o llevártelos, y cualquier duda sobre cómo los tratamos.',
    icon: ShieldCheck,
  },
];

/** The store's email addresses, phone, hours and workshop, from the store settings (as the customer area's support screen). */
export function ContactChannels() {
  const settings = useStoreSettings();
  return (
    <div className="flex flex-col gap-10">
      <ul className="grid gap-4 md:grid-cols-2">
        {CHANNELS.map(({ email, title, text, icon: Icon }) => (
          <li key={email} className="card flex flex-col p-6">
            <span className="grid size-11 place-items-center rounded-full bg-surface-muted text-primary">
              <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
            </span>
            <h2 className="mt-5 font-display text-xl font-semibold tracking-tight">{title}</h2>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{text}</p>
            <a href={`mailto:${settings[email]}`} className={`${TEXT_LINK} mt-5 self-start [overflow-wrap:anywhere]`}>
              {settings[email]}
            </a>
          </li>
        ))}
      </ul>

      <dl className="grid gap-6 rounded-2xl border border-line bg-surface-muted p-6 sm:grid-cols-3 sm:p-8">
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold">
            <Clock aria-hidden="true" className="size-4 text-primary" />
            Horario de atención
          </dt>
          <dd className="mt-2 text-sm leading-relaxed text-muted">
            {describeOpeningHours(settings.opening_hours)}.
            {settings.phone && (
              <>
                {' '}Teléfono:{' '}
                <a href={`tel:${settings.phone.replace(/\s/g, '')}`} className={`${TEXT_LINK} whitespace-nowrap`}>
                  {settings.phone}
                </a>
                .
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold">
            <Mail aria-hidden="true" className="size-4 text-primary" />
            Plazo de respuesta
          </dt>
          <dd className="mt-2 text-sm leading-relaxed text-muted">
            Respondemos en {settings.response_time}. Lo que llega fuera de horario lo leemos a primera hora del siguiente día laborable.
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm font-semibold">
            <MapPin aria-hidden="true" className="size-4 text-primary" />
            Taller
          </dt>
          <dd className="mt-2 text-sm leading-relaxed text-muted">
            En {settings.address}. Recibimos solo con cita, para tomas de medidas y pruebas de diseño a medida.
          </dd>
        </div>
      </dl>

      <section aria-labelledby="contact-account-title" className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:p-8">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-surface-muted text-primary">
          <UserRound aria-hidden="true" className="size-5" strokeWidth={1.75} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="contact-account-title" className="font-display text-xl font-semibold tracking-tight">
            ¿Tienes cuenta?
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            En <strong className="font-semibold text-fg">Mi cuenta › Soporte</strong> tienes estas mismas vías junto a tus pedidos, para que no tengas que buscar el número.
          </p>
        </div>
        <Link to="/user/support" className="btn-secondary shrink-0">
          Ir a Soporte
        </Link>
      </section>
    </div>
  );
}
