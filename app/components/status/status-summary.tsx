import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import clsx from 'clsx';
import { STATUS_UPTIME } from '@common/constants';
import type { StatusView } from './status-view';

/** The overall state, announced politely when it changes (not on every silent re-check). */
export function StatusSummary({ view, checkedAt }: { view: StatusView; checkedAt: string | null }) {
  const Icon = view.overall === 'operational' ? CircleCheck : view.overall === 'unavailable' ? CircleAlert : LoaderCircle;
  return (
    <section
      aria-labelledby="status-summary-title"
      data-state={view.overall}
      className={clsx(
        'card overflow-hidden border-t-4',
        view.overall === 'operational' && 'border-t-success',
        view.overall === 'unavailable' && 'border-t-danger',
        view.overall === 'loading' && 'border-t-line',
      )}
    >
      <div role="status" className="flex items-start gap-4 p-6 sm:gap-6 sm:p-8">
        <span
          className={clsx(
            'grid size-12 shrink-0 place-items-center rounded-full sm:size-14',
            view.overall === 'operational' && 'bg-success/10 text-success',
            view.overall === 'unavailable' && 'bg-danger/10 text-danger',
            view.overall === 'loading' && 'bg-surface-muted text-muted',
          )}
        >
          <Icon
            aria-hidden="true"
            className={clsx('size-6 sm:size-7', view.overall === 'loading' && 'motion-safe:animate-spin')}
            strokeWidth={1.75}
          />
        </span>
        <div className="min-w-0">
          <h2 id="status-summary-title" className="font-display text-2xl font-semibold text-balance sm:text-3xl">
            {view.title}
          </h2>
          {view.message && <p className="mt-2 text-muted">{view.message}</p>}
          {view.errorDetail && <p className="mt-2 text-sm font-medium text-danger">{view.errorDetail}</p>}
        </div>
      </div>
      <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 border-t border-line bg-surface-muted px-6 py-3 text-sm text-muted sm:px-8">
        <p>{`Disponibilidad ${STATUS_UPTIME} (últimos 30 días)`}</p>
        {checkedAt && <p>{`Última comprobación: ${checkedAt}`}</p>}
      </div>
    </section>
  );
}
