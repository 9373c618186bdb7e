import { BellRing, Cookie, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { PrivacyConsents } from '@common/consent/contracts';
import { productChoicePath } from '@common/stock-alerts/rules';
import { COOKIE_PREFERENCES_HASH } from '~/lib/cookie-consent';
import { formatDateTime } from './account-format';
import { SectionCard } from './account-page';

function categoriesText(categories: NonNullable<PrivacyConsents['cookies']>['categories']): string {
  const allowed = [categories.analytics && 'analíticas', categories.marketing && 'de marketing'].filter(Boolean);
  return allowed.length === 0 ? 'Solo las esenciales' : `Esenciales y ${allowed.join(' y ')}`;
}

function Term({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-sm font-semibold sm:w-44 sm:shrink-0">{term}</dt>
      <dd className="text-sm text-muted">{children}</dd>
    </div>
  );
}

/**
 * /user/privacy's consents (issue 33, RGPD art. 7.1): what the customer agreed to and when. Each
 * kind is its own section with its heading, beside the page's other privacy sections.
 */
export function PrivacyConsentsSections({ consents }: { consents: PrivacyConsents }) {
  const { cookies, cart_reminders: reminders, stock_alerts: alerts } = consents;
  return (
    <>
      <SectionCard
        id="cookies"
        title="Cookies"
        description="Tu última elección en el aviso de cookies mientras tenías la sesión iniciada."
        aside={<Cookie aria-hidden="true" className="size-6 text-primary" />}
      >
        {cookies ? (
          <dl className="grid gap-3">
            <Term term="Permites">{categoriesText(cookies.categories)}</Term>
            <Term term="Fecha">{formatDateTime(cookies.created_at)}</Term>
            <Term term="Versión del aviso">{cookies.text_version}</Term>
          </dl>
        ) : (
          <p className="text-sm text-muted">No tenemos anotada ninguna elección tuya con la sesión iniciada: solo usamos lo esencial hasta que elijas.</p>
        )}
        <Link to={`/cookies#${COOKIE_PREFERENCES_HASH}`} className="btn-secondary mt-5 inline-flex">
          Cambiar mis preferencias de cookies
        </Link>
      </SectionCard>

      <SectionCard
        id="cart-reminders"
        title="Recordatorios de carrito"
        description="Correos que te recuerdan lo que dejaste en el carrito. Solo con tu permiso."
        aside={<ShoppingCart aria-hidden="true" className="size-6 text-primary" />}
      >
        <p className="text-sm">
          {reminders.active && reminders.consented_at
            ? `Activados desde el ${formatDateTime(reminders.consented_at)}.`
            : 'Desactivados: no te enviamos recordatorios.'}
        </p>
        <Link to="/user/settings#emails" className="btn-secondary mt-5 inline-flex">
          Cambiar en Ajustes
        </Link>
      </SectionCard>

      <SectionCard
        id="stock-alerts"
        title="Avisos de disponibilidad"
        description="Las tallas agotadas de las que pediste un aviso y siguen pendientes."
        aside={<BellRing aria-hidden="true" className="size-6 text-primary" />}
      >
        {alerts.length > 0 ? (
          <ul aria-label="Avisos activos" className="grid gap-3">
            {alerts.map((alert) => (
              <li key={alert.id} className="rounded-xl border border-line p-4 text-sm">
                <Link to={productChoicePath(alert.product_slug, alert)} className="font-semibold underline-offset-4 hover:underline">
                  {alert.product_name}
                </Link>
                <p className="mt-1 text-muted">
                  Talla {alert.size} · {alert.color_name} · a {alert.email} · confirmado el {formatDateTime(alert.confirmed_at)}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No tienes avisos activos.</p>
        )}
        <Link to="/user/notifications" className="btn-secondary mt-5 inline-flex">
          Ver mis avisos
        </Link>
      </SectionCard>
    </>
  );
}
