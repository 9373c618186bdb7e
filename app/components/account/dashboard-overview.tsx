import {
  ArrowUpRight,
  Bell,
  CalendarDays,
  Heart,
  LifeBuoy,
  Mail,
  MapPin,
  MonitorSmartphone,
  Package,
  Phone,
  Settings,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Address, Session } from '@common/account/contracts';
import type { OrderSummary } from '@common/orders/contracts';
import { LatestOrderCard } from '~/components/orders/latest-order-card';
import { useAuth } from '~/lib/auth';
import { firstName, formatLongDate, greetingFor } from './account-format';
import { useUnreadNotifications } from './unread-notifications';
import { UserAvatar } from './user-avatar';

interface Shortcut {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

const SHORTCUTS: Shortcut[] = [
  { label: 'Mi Perfil', description: 'Nombre, email, teléfono y foto.', to: '/user/profile', icon: UserRound },
  { label: 'Direcciones', description: 'Dónde te enviamos tus pedidos.', to: '/user/addresses', icon: MapPin },
  { label: 'Pedidos', description: 'Tus compras y su seguimiento.', to: '/user/orders', icon: Package },
  { label: 'Lista de deseos', description: 'Las prendas que te gustan.', to: '/user/wishlist', icon: Heart },
  { label: 'Seguridad', description: 'Contraseña y sesiones abiertas.', to: '/user/security', icon: ShieldCheck },
  { label: 'Notificaciones', description: 'Avisos de tu cuenta y pedidos.', to: '/user/notifications', icon: Bell },
  { label: 'Ajustes', description: 'Correos, tema y apariencia.', to: '/user/settings', icon: Settings },
  { label: 'Soporte', description: 'Te ayudamos por email o teléfono.', to: '/user/support', icon: LifeBuoy },
];

/** Mi Dashboard: greeting, account summary and the ways into the rest of the area. */
export function DashboardOverview({
  addresses,
  sessions,
  latestOrder,
}: {
  addresses: Address[];
  sessions: Session[];
  /** The newest order; null before the first one, undefined when it could not be loaded. */
  latestOrder?: OrderSummary | null;
}) {
  const { user } = useAuth();
  // The hour is read once on the client: the area renders only after the session is known.
  const [greeting] = useState(() => greetingFor(new Date().getHours()));
  const unread = useUnreadNotifications();

  const defaultAddress = addresses.find((address) => address.is_default) ?? addresses[0];

  return (
    <div className="mx-auto w-full max-w-5xl">
      <header className="flex flex-col gap-6 border-b border-line pb-8 sm:flex-row sm:items-center">
        <UserAvatar name={user?.name} photoUrl={user?.profile_photo_url} size="lg" className="sm:size-16" />
        <div className="min-w-0">
          <p className="eyebrow">Mi Dashboard</p>
          <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {greeting}, {firstName(user?.name)}
          </h1>
          <p className="mt-2 text-muted">Este es el resumen de tu cuenta en Tienda Diverso.</p>
        </div>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="account-summary-title" className="card p-6 sm:p-8 lg:col-span-3">
          <div className="flex items-center justify-between gap-4">
            <h2 id="account-summary-title" className="font-display text-xl font-semibold tracking-tight">
              Tu cuenta
            </h2>
            <Link to="/user/profile" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
              Editar perfil
            </Link>
          </div>
          <dl className="mt-6 divide-y divide-line">
            <SummaryRow icon={CalendarDays} term="Cliente desde">
              {user ? formatLongDate(user.created_at) : null}
            </SummaryRow>
            <SummaryRow icon={Mail} term="Email">
              <span className="break-all">{user?.email}</span>
            </SummaryRow>
            <SummaryRow icon={Phone} term="Teléfono">
              {user?.phone ?? <MissingValue to="/user/profile" text="Añadir teléfono" />}
            </SummaryRow>
            <SummaryRow icon={MapPin} term="Dirección predeterminada">
              {defaultAddress ? (
                <span>
                  {defaultAddress.street}, {defaultAddress.postal_code} {defaultAddress.city} ({defaultAddress.province})
                </span>
              ) : (
                <MissingValue to="/user/addresses" text="Añadir dirección" />
              )}
            </SummaryRow>
          </dl>
        </section>

        <div className="grid grid-cols-2 gap-4 sm:gap-6 lg:col-span-2 lg:grid-cols-1">
          <StatCard
            icon={Bell}
            label="Notificaciones sin leer"
            value={unread}
            to="/user/notifications"
            linkText="Ver notificaciones"
          />
          <StatCard
            icon={MonitorSmartphone}
            label="Sesiones activas"
            value={sessions.length}
            to="/user/security"
            linkText="Revisar seguridad"
          />
        </div>
      </div>

      <div className="mt-6">
        <LatestOrderCard order={latestOrder} />
      </div>

      <section aria-labelledby="shortcuts-title" className="mt-12">
        <h2 id="shortcuts-title" className="font-display text-2xl font-semibold tracking-tight">
          Accesos directos
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 xl:grid-cols-4">
          {SHORTCUTS.map(({ label, description, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group card flex h-full flex-col gap-3 p-4 transition sm:gap-4 sm:p-5 hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md motion-reduce:hover:translate-y-0"
              >
                <span className="flex items-center justify-between">
                  <span className="grid size-10 place-items-center rounded-full bg-surface-muted">
                    <Icon aria-hidden="true" className="size-5 text-primary" strokeWidth={1.75} />
                  </span>
                  <ArrowUpRight
                    aria-hidden="true"
                    className="size-4 text-muted transition-colors group-hover:text-primary"
                  />
                </span>
                <span>
                  <span className="block font-semibold text-fg">{label}</span>
                  <span className="mt-1 block text-sm text-muted">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function SummaryRow({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-6">
      <dt className="flex shrink-0 items-center gap-2.5 text-sm text-muted sm:w-52">
        <Icon aria-hidden="true" className="size-4" strokeWidth={1.75} />
        {term}
      </dt>
      <dd className="min-w-0 text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

function MissingValue({ to, text }: { to: string; text: string }) {
  return (
    <Link to={to} className="font-semibold text-primary underline underline-offset-4">
      {text}
    </Link>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  to,
  linkText,
}: {
  icon: LucideIcon;
  label: string;
  value: number | null;
  to: string;
  linkText: string;
}) {
  return (
    <section className="card flex flex-col justify-between gap-5 p-5 sm:p-6" aria-label={label}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-sm text-muted">{label}</p>
          <p className="mt-2 font-display text-4xl font-semibold tabular-nums">
            {value === null ? <span className="text-muted">—</span> : value}
          </p>
        </div>
        <span className="hidden size-10 shrink-0 place-items-center rounded-full bg-surface-muted sm:grid">
          <Icon aria-hidden="true" className="size-5 text-primary" strokeWidth={1.75} />
        </span>
      </div>
      <Link to={to} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
        {linkText}
      </Link>
    </section>
  );
}
