import { BellOff, BellRing } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import type { StockAlert } from '@common/stock-alerts/contracts';
import { isOpenAlert, productChoicePath } from '@common/stock-alerts/rules';

const DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

const STATUS_STYLE: Record<StockAlert['status'], string> = {
  pending: 'border-warning/40 bg-warning/10 text-warning',
  active: 'border-primary/40 bg-primary/10 text-primary',
  notified: 'border-success/40 bg-success/10 text-success',
  cancelled: 'border-line bg-surface-muted text-muted',
};

function AlertRow({ alert }: { alert: StockAlert }) {
  const fetcher = useFetcher();
  const cancelling = fetcher.state !== 'idle';
  const open = isOpenAlert(alert.status) && !cancelling;
  const what = `${alert.product.name}, talla ${alert.variant.size}, ${alert.variant.color_name}`;
  return (
    <li className="card flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:p-5">
      {alert.product.image_url ? (
        <img src={alert.product.image_url} alt="" width={48} height={60} loading="lazy" className="h-[60px] w-12 shrink-0 rounded-lg border border-line object-cover" />
      ) : null}
      {/* At least this wide: on a phone the state and the button go under the garment instead of squeezing its name. */}
      <div className="min-w-[11rem] flex-1">
        <p className="font-semibold">
          <Link to={productChoicePath(alert.product.slug, alert.variant)} className="underline-offset-4 hover:underline">
            {alert.product.name}
          </Link>
        </p>
        <p className="text-sm text-muted">
          Talla {alert.variant.size} · {alert.variant.color_name} · solicitado el {DATE.format(new Date(alert.created_at))}
          {alert.notified_at ? ` · avisado el ${DATE.format(new Date(alert.notified_at))}` : ''}
        </p>
        {alert.status === 'pending' && <p className="mt-1 text-sm text-muted">Confírmalo desde el email que te enviamos a {alert.email}.</p>}
      </div>
      <div className="ml-auto flex items-center gap-3">
        <span className={`rounded-full border px-3 py-0.5 text-xs font-semibold ${STATUS_STYLE[cancelling ? 'cancelled' : alert.status]}`}>
          {cancelling ? 'Cancelando…' : alert.status_label}
        </span>
        {open && (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="cancel-alert" />
            <input type="hidden" name="id" value={alert.id} />
            <button type="submit" className="btn-secondary" aria-label={`Cancelar el aviso de ${what}`}>
              <BellOff aria-hidden="true" className="size-4" />
              Cancelar
            </button>
          </fetcher.Form>
        )}
      </div>
    </li>
  );
}

/** /user/notifications: the customer's back-in-stock alerts (issue 25), each open one cancellable. */
export function StockAlertsSection({ alerts }: { alerts: readonly StockAlert[] | null }) {
  return (
    <section aria-labelledby="stock-alerts-title" className="mt-12 border-t border-line pt-10">
      <h2 id="stock-alerts-title" className="flex items-center gap-2 font-display text-2xl font-semibold tracking-tight">
        <BellRing aria-hidden="true" className="size-5 text-primary" />
        Avisos de disponibilidad
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-muted">Las tallas agotadas de las que pediste que te avisáramos. Te escribimos una sola vez, cuando vuelven.</p>
      {alerts === null ? (
        <p className="mt-6 text-sm text-muted">Ahora mismo no podemos mostrar tus avisos. Vuelve a intentarlo en un momento.</p>
      ) : alerts.length === 0 ? (
        <p className="mt-6 text-sm text-muted">No tienes avisos. En una prenda con tu talla agotada, pulsa «Avísame cuando vuelva».</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </section>
  );
}
