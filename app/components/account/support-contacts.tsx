import { ArrowUpRight, Briefcase, Clock, HelpCircle, Mail, MessageSquareText, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { describeOpeningHours } from '@common/settings/rules';
import { useStoreSettings } from '~/lib/store-facts';

/** Soporte: the real ways to reach the team (from the store settings), and the self-service help pages. */
export function SupportContacts() {
  const settings = useStoreSettings();
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <ContactCard
          icon={Mail}
          title="Escríbenos"
          text={`Pedidos, entregas, cambios, devoluciones y garantía. Cuéntanos qué ha pasado e incluye el número de pedido si lo tienes. Respondemos en ${settings.response_time}.`}
        >
          <div className="flex flex-wrap gap-3">
            <a href={`mailto:${settings.support_email}`} className="btn-primary [overflow-wrap:anywhere]">
              {settings.support_email}
            </a>
            {settings.phone && (
              <a href={`tel:${settings.phone.replace(/\s/g, '')}`} className="btn-secondary">
                <Phone aria-hidden="true" className="size-4" />
                {settings.phone}
              </a>
            )}
          </div>
        </ContactCard>
        <ContactCard
          icon={Briefcase}
          title="Empresas y taller"
          text="Uniformes de divergente para tu equipo, bordados con el logotipo de tu empresa o una cita de diseño a medida."
        >
          <a href={`mailto:${settings.business_email}`} className="btn-secondary [overflow-wrap:anywhere]">
            {settings.business_email}
          </a>
        </ContactCard>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {describeOpeningHours(settings.opening_hours)}. Lo que nos escribas fuera de ese horario lo leemos a primera hora del siguiente día laborable.
      </p>
      <section aria-labelledby="self-help-title" className="card p-6 sm:p-8">
        <h2 id="self-help-title" className="font-display text-xl font-semibold tracking-tight">
          Resuélvelo por tu cuenta
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          <HelpLink
            to="/help/faq"
            icon={HelpCircle}
            title="Preguntas frecuentes"
            text="Tallas, envíos, cambios y pagos."
          />
          <HelpLink
            to="/help/contact"
            icon={MessageSquareText}
            title="Contacto"
            text="Todas nuestras direcciones de email y el horario."
          />
        </ul>
      </section>
    </div>
  );
}

function ContactCard({ icon: Icon, title, text, children }: { icon: LucideIcon; title: string; text: string; children: ReactNode }) {
  return (
    <section className="card flex flex-col p-6 sm:p-8" aria-label={title}>
      <span className="grid size-12 place-items-center rounded-full bg-surface-muted">
        <Icon aria-hidden="true" className="size-5 text-primary" strokeWidth={1.75} />
      </span>
      <h2 className="mt-5 font-display text-xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{text}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function HelpLink({ to, icon: Icon, title, text }: { to: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full items-start gap-4 rounded-xl border border-line p-4 transition-colors hover:border-primary/50 hover:bg-surface-muted"
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" strokeWidth={1.75} />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{title}</span>
          <span className="mt-0.5 block text-sm text-muted">{text}</span>
        </span>
        <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-muted group-hover:text-primary" />
      </Link>
    </li>
  );
}
