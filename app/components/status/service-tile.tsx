import { Database, KeyRound, Server, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import type { ServiceKey, ServiceState, ServiceView } from './status-view';

const ICONS: Record<ServiceKey, LucideIcon> = {
  api: Server,
  authentication: KeyRound,
  database: Database,
};

const STATE_LABELS: Record<ServiceState, string> = {
  checking: 'Comprobando…',
  operational: 'Operativo',
  down: 'No operativo',
};

/** One of the three tiles of the status page: REST API, Autenticación, Base de datos. */
export function ServiceTile({ service }: { service: ServiceView }) {
  const Icon = ICONS[service.key];
  return (
    <li
      className="card grid grid-cols-[auto_1fr_auto] items-center gap-x-4 p-4 sm:grid-cols-[auto_1fr] sm:p-6"
      data-service={service.key}
      data-state={service.state}
    >
      <span className="grid size-11 place-items-center rounded-xl bg-surface-muted text-fg sm:col-start-1 sm:row-start-1">
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
      </span>
      <div className="min-w-0 sm:col-span-2 sm:row-start-2 sm:mt-6">
        <h3 className="text-base font-semibold text-fg">{service.name}</h3>
        <p className="mt-1 text-sm text-muted">{service.description}</p>
      </div>
      <div className="sm:col-start-2 sm:row-start-1 sm:self-start sm:justify-self-end">
        <StatePill state={service.state} />
      </div>
    </li>
  );
}

function StatePill({ state }: { state: ServiceState }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold',
        state === 'operational' && 'bg-success/10 text-success',
        state === 'down' && 'bg-danger/10 text-danger',
        state === 'checking' && 'bg-surface-muted text-muted',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'size-2 rounded-full',
          state === 'operational' && 'bg-success',
          state === 'down' && 'bg-danger',
          state === 'checking' && 'bg-muted motion-safe:animate-pulse',
        )}
      />
      {STATE_LABELS[state]}
    </span>
  );
}
