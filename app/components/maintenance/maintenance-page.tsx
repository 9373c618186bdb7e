import { Construction, Mail, Phone } from 'lucide-react';
import type { MaintenanceNotice } from '@common/settings/maintenance';

/**
 * The page a shopper gets while the store is in maintenance (503 with Retry-After, from the root
 * loader). No header, cart or footer: nothing on it leads into a store that is closed. Staff find
 * their way in at the bottom (the back office stays open).
 */
export function MaintenanceView({ notice }: { notice: MaintenanceNotice }) {
  return (
    <main id="main" className="grid min-h-screen place-items-center bg-bg px-4 py-16 text-fg">
      <div className="w-full max-w-xl">
        <p className="font-display text-2xl font-semibold">{notice.store_name}</p>
        <div className="card mt-6 p-8 sm:p-10">
          <span className="grid size-12 place-items-center rounded-full bg-surface-muted text-primary">
            <Construction aria-hidden="true" className="size-6" strokeWidth={1.75} />
          </span>
          <h1 className="mt-6 font-display text-4xl font-semibold tracking-tight">Volvemos enseguida</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">{notice.message}</p>
          <ul aria-label="Cómo contactar" className="mt-8 flex flex-col gap-3 text-sm">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-primary" />
              <a href={`mailto:${notice.email}`} className="font-medium underline underline-offset-4 hover:text-primary">
                {notice.email}
              </a>
            </li>
            {notice.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-primary" />
                <a href={`tel:${notice.phone.replace(/\s/g, '')}`} className="font-medium underline underline-offset-4 hover:text-primary">
                  {notice.phone}
                </a>
              </li>
            )}
          </ul>
        </div>
        <p className="mt-6 text-sm text-muted">
          ¿Eres del equipo?{' '}
          {/* A document load: the back office is open during maintenance, the store is not. */}
          <a href="/admin" className="font-medium text-fg underline underline-offset-4 hover:text-primary">
            Entra al panel de administración
          </a>
          .
        </p>
      </div>
    </main>
  );
}
