import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import clsx from 'clsx';
import { STATUS_PAGE_REFRESH_MS } from '@common/constants';
import { useSystemStatus } from '~/lib/system-status';
import { AutoRefreshSwitch } from './auto-refresh-switch';
import { ServiceTile } from './service-tile';
import { StatusMetrics } from './status-metrics';
import { StatusSummary } from './status-summary';
import { describeStatus, formatStatusTimestamp } from './status-view';

/** /status (spec §2): renders 'loading' on the server, then checks from the browser. */
export function StatusPage() {
  const [isAutoRefresh, setIsAutoRefresh] = useState(true);
  const { phase, result, refresh } = useSystemStatus(STATUS_PAGE_REFRESH_MS, isAutoRefresh);
  const view = describeStatus(result);
  const isChecking = phase === 'checking';

  return (
    <main id="main" className="container-page max-w-5xl py-12 sm:py-16 lg:py-20">
      <header className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
        <div className="max-w-xl">
          <p className="eyebrow">Centro de estado</p>
          <h1 className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl">Estado del sistema</h1>
          <p className="mt-4 text-muted">
            Comprobamos desde tu navegador la API, el inicio de sesión y la base de datos que hacen funcionar la
            tienda.
          </p>
        </div>
        {/* The checks run in the browser: without its script there is nothing to refresh (issue 36). */}
        <div className="flex shrink-0 flex-wrap items-center gap-x-5 gap-y-4 noscript:hidden">
          <AutoRefreshSwitch checked={isAutoRefresh} onCheckedChange={setIsAutoRefresh} />
          <button type="button" className="btn-secondary" onClick={() => void refresh()} aria-busy={isChecking}>
            <RefreshCw aria-hidden="true" className={clsx('size-4', isChecking && 'motion-safe:animate-spin')} />
            Actualizar
          </button>
        </div>
      </header>

      <div className="mt-10 sm:mt-12">
        <StatusSummary view={view} checkedAt={formatStatusTimestamp(view.timestamp)} />
      </div>

      <section aria-labelledby="status-services-title" className="mt-12">
        <h2 id="status-services-title" className="font-display text-2xl font-semibold">
          Componentes
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          {view.services.map((service) => (
            <ServiceTile key={service.key} service={service} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="status-metrics-title" className="mt-12">
        <h2 id="status-metrics-title" className="font-display text-2xl font-semibold">
          Rendimiento
        </h2>
        <div className="mt-5">
          <StatusMetrics view={view} />
        </div>
      </section>

      <p className="mt-12 text-sm text-muted">
        ¿Algo no funciona como esperas?{' '}
        <a href="/help/contact" className="font-semibold text-primary underline underline-offset-4">
          Escríbenos
        </a>{' '}
        y te ayudamos.
      </p>
    </main>
  );
}
