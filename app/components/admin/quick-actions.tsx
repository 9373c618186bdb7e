import { useId } from 'react';
import { ArrowUpRight, Megaphone, PackagePlus, Store, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Nuevo producto', description: 'Da de alta una prenda', to: '/admin/products', icon: PackagePlus },
  { label: 'Banners', description: 'Anuncios de la cabecera', to: '/admin/ad-banners', icon: Megaphone },
  { label: 'Usuarios', description: 'Cuentas y roles', to: '/admin/users', icon: Users },
  { label: 'Ver tienda', description: 'Como la ven los clientes', to: '/', icon: Store },
];

export function QuickActions() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card p-5 sm:p-6">
      <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
        Acciones rápidas
      </h2>
      <ul className="mt-4 flex flex-col gap-2">
        {QUICK_ACTIONS.map(({ label, description, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-xl border border-line px-3 py-2.5 transition-colors hover:border-primary/40 hover:bg-surface-muted/60"
            >
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-on-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-fg">{label}</span>
                <span className="block truncate text-xs text-muted">{description}</span>
              </span>
              <ArrowUpRight
                aria-hidden="true"
                className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-fg"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
