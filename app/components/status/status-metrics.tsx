import { STATUS_AVERAGE_RESPONSE } from '@common/constants';
import type { StatusView } from './status-view';

/** Response time measured in this browser, next to the fixed figures of spec §9. */
export function StatusMetrics({ view }: { view: StatusView }) {
  return (
    <dl className="card grid divide-y divide-line sm:grid-cols-2 sm:divide-x sm:divide-y-0">
      <Metric
        label="Tiempo de respuesta"
        value={view.responseTime ?? '—'}
        note={`Promedio: ${STATUS_AVERAGE_RESPONSE}`}
      />
      <Metric label="Versión" value={view.version} note="API de Tienda Diverso" />
    </dl>
  );
}

function Metric({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="flex flex-col gap-1 p-5 sm:p-6">
      <dt className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-semibold tabular-nums">{value}</dd>
      <dd className="text-sm text-muted">{note}</dd>
    </div>
  );
}
