import { Link } from 'react-router';
import { TEXT_LINK } from '~/components/info/info-header';
import { GuestSupport } from './guest-support';

/**
 * The way in for those who bought without an account (the contact page and the order lookup):
 * order number and e-mail, then their conversations with the team. `#soporte` links here.
 */
export function GuestSupportSection({ title = '¿Compraste sin cuenta? Escríbenos desde aquí' }: { title?: string }) {
  return (
    <section id="soporte" aria-labelledby="soporte-title" className="scroll-mt-28">
      <p className="eyebrow">Soporte</p>
      <h2 id="soporte-title" className="mt-3 font-display text-2xl font-medium tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 mb-6 max-w-2xl leading-relaxed text-muted">
        Con el número de pedido y el email con el que lo hiciste verás tus conversaciones con el equipo y podrás abrir una nueva, con una foto si hace falta. Si tienes
        cuenta, tus conversaciones están en{' '}
        <Link to="/user/support" className={TEXT_LINK}>
          Mi cuenta › Soporte
        </Link>
        .
      </p>
      <GuestSupport headingLevel="h3" />
    </section>
  );
}
