import clsx from 'clsx';
import { Ban, Check } from 'lucide-react';
import type { Return } from '@common/returns/contracts';
import type { ReturnStatus } from '@common/returns/rules';
import { formatOrderShortDay } from '~/components/orders/order-format';

interface Step {
  status: ReturnStatus;
  label: string;
  at: string | null;
}

type ProgressReturn = Pick<Return, 'status' | 'requested_at' | 'picked_up_at' | 'received_at' | 'refunded_at' | 'events' | 'lines' | 'rejection_reason'>;

function reachedAt(ret: ProgressReturn, status: ReturnStatus): string | null {
  return ret.events.find((event) => event.to_status === status)?.created_at ?? null;
}

/**
 * solicitada → recogida → recibida → reembolsada, or cambio enviado when what comes back is
 * another size or colour (every line an exchange, or the exchange already sent).
 */
export function returnSteps(ret: ProgressReturn): Step[] {
  const exchangeEnds = ret.status === 'exchange_sent' || (ret.status !== 'refunded' && ret.lines.length > 0 && ret.lines.every((line) => line.resolution === 'exchange'));
  return [
    { status: 'requested', label: 'Solicitada', at: ret.requested_at },
    { status: 'picked_up', label: 'Recogida', at: ret.picked_up_at ?? reachedAt(ret, 'picked_up') },
    { status: 'received', label: 'Recibida', at: ret.received_at ?? reachedAt(ret, 'received') },
    exchangeEnds
      ? { status: 'exchange_sent', label: 'Cambio enviado', at: reachedAt(ret, 'exchange_sent') }
      : { status: 'refunded', label: 'Reembolsada', at: ret.refunded_at ?? reachedAt(ret, 'refunded') },
  ];
}

/** Where the return is, as an ordered list (the current step marked for screen readers); a refusal is said plainly. */
export function ReturnProgress({ ret }: { ret: ProgressReturn }) {
  if (ret.status === 'rejected') {
    return (
      <div role="note" className="flex items-start gap-3 rounded-xl border border-danger/40 bg-danger/5 p-4 text-sm">
        <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div>
          <p className="font-semibold text-fg">Devolución rechazada</p>
          {ret.rejection_reason ? <p className="mt-1 text-muted">Motivo: {ret.rejection_reason}</p> : null}
          <p className="mt-1 text-muted">Si tienes dudas, escríbenos desde Soporte y lo revisamos contigo.</p>
        </div>
      </div>
    );
  }
  const steps = returnSteps(ret);
  const current = steps.findIndex((step) => step.status === ret.status);
  return (
    <ol aria-label="Seguimiento de la devolución" className="grid gap-3 sm:auto-cols-fr sm:grid-flow-col">
      {steps.map((step, index) => {
        const done = index <= current;
        const isCurrent = index === current;
        return (
          <li key={step.status} aria-current={isCurrent ? 'step' : undefined} className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-2">
            <span className="flex items-center gap-2 sm:w-full" aria-hidden="true">
              <span
                className={clsx(
                  'grid size-7 shrink-0 place-items-center rounded-full border-2 text-xs font-bold',
                  done && 'border-primary bg-primary text-on-primary',
                  isCurrent && 'ring-4 ring-primary/20',
                  !done && !isCurrent && 'border-line bg-surface text-muted',
                )}
              >
                {done ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span className={clsx('hidden h-0.5 flex-1 rounded-full sm:block', index < current ? 'bg-primary' : 'bg-line', index === steps.length - 1 && 'invisible')} />
            </span>
            <span className="min-w-0">
              <span className={clsx('block text-sm', isCurrent ? 'font-semibold text-fg' : done ? 'text-fg' : 'text-muted')}>
                {step.label}
                <span className="sr-only">{isCurrent ? ' (estado actual)' : done ? ' (hecho)' : ' (pendiente)'}</span>
              </span>
              {done && step.at ? (
                <time dateTime={step.at} className="block text-xs text-muted">
                  {formatOrderShortDay(step.at)}
                </time>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
