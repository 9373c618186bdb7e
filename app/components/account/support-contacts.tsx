import { ArrowUpRight, Clock, HelpCircle, Mail, MessageSquareText, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@tiendadiverso.es';
export const SUPPORT_PHONE = { display: '+34 910 48 25 60', href: 'tel:+34910482560' };
export const SUPPORT_HOURS = 'De lunes a viernes, de 9:00 a 19:00 (hora peninsular)';

/** Soporte: the real ways to reach the team, and the self-service help pages. */
export function SupportContacts() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        <ContactCard
          icon={Mail}
          title="Escríbenos"
          text="Cuéntanos qué ha pasado e incluye el número de pedido si lo tienes. Respondemos en menos de 24 horas laborables."
        >
          <a href={`mailto:${SUPPORT_EMAIL}`} className="btn-primary">
            {SUPPORT_EMAIL}
          </a>
        </ContactCard>
        <ContactCard
          icon={Phone}
          title="Llámanos"
          text="Para lo urgente: un cambio de dirección, un pedido que no llega o un problema con el pago."
        >
          <a href={SUPPORT_PHONE.href} className="btn-secondary">
            {SUPPORT_PHONE.display}
          </a>
        </ContactCard>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {SUPPORT_HOURS}. Fuera de ese horario, el email es la vía más rápida.
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
            title="Formulario de contacto"
            text="Para consultas que necesitan más detalle."
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
