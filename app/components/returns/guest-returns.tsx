import { ChevronDown, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Return, ReturnOptions } from '@common/returns/contracts';
import { formatOrderDay, money } from '~/components/orders/order-format';
import { apiErrorMessage } from '~/lib/api/errors';
import { OrderReturnActions, ReturnDeadlines } from './order-return-actions';
import { guestReturnAccess, guestReturns, type GuestOrderKey } from './return-access';
import { garmentCount } from './return-format';
import { ReturnRequestForm } from './return-request-form';
import { ReturnStatusBadge } from './return-status-badge';
import { ReturnAcknowledgement, ReturnView } from './return-view';

// A guest's returns, under the order found by its number and e-mail (/orders/lookup): the same two
// actions as a customer's order page, the request form in place, and the order's returns. The
// number and e-mail stay in this component's state: never in the page's address.

type Loaded = { options: ReturnOptions; returns: Return[] };

export default function GuestReturns({ orderKey }: { orderKey: GuestOrderKey }) {
  const access = useMemo(() => guestReturnAccess(orderKey), [orderKey]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [justMade, setJustMade] = useState<Return | null>(null);
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    Promise.all([access.options(controller.signal), guestReturns(orderKey, controller.signal)]).then(
      ([options, returns]) => setLoaded({ options, returns }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(apiErrorMessage(failure, 'No hemos podido cargar las devoluciones de este pedido.'));
      },
    );
    return () => controller.abort();
  }, [access, orderKey, attempt]);

  const done = useCallback((ret: Return) => {
    setJustMade(ret);
    setRequesting(false);
    setAttempt((n) => n + 1);
    // The acknowledgement is read out from the section's heading.
    requestAnimationFrame(() => headingRef.current?.focus());
  }, []);

  let body;
  if (error) {
    body = (
      <div role="alert" className="card flex flex-col items-start gap-3 border-danger/40 p-5 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-muted">{error}</p>
        <button type="button" className="btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
          <RotateCw aria-hidden="true" className="size-4" />
          Reintentar
        </button>
      </div>
    );
  } else if (!loaded) {
    body = (
      <p role="status" className="card p-5 text-sm text-muted">
        Cargando las devoluciones del pedido…
      </p>
    );
  } else if (requesting) {
    body = (
      <ReturnRequestForm
        access={access}
        options={loaded.options}
        onDone={done}
        headingLevel="h3"
        narrow
        cancel={
          <button type="button" className="btn-secondary w-full" onClick={() => setRequesting(false)}>
            Cancelar
          </button>
        }
      />
    );
  } else {
    const { options, returns } = loaded;
    const offers = options.can_return || options.can_withdraw;
    body = (
      <div className="grid gap-5">
        {justMade ? <ReturnAcknowledgement ret={justMade} /> : null}
        <div className="card grid gap-4 p-5 sm:p-6">
          <ReturnDeadlines options={options} />
          {offers ? (
            <div className="flex flex-wrap gap-2">
              <OrderReturnActions options={options} access={access} onRequest={() => setRequesting(true)} onWithdrawn={done} />
            </div>
          ) : null}
        </div>
        {returns.length > 0 ? (
          <ul className="grid gap-3" aria-label="Devoluciones del pedido">
            {returns.map((ret) => (
              <li key={ret.id}>
                <details open={ret.id === justMade?.id} className="card group overflow-hidden">
                  <summary className="flex cursor-pointer list-none items-center gap-4 p-4 sm:p-5 [&::-webkit-details-marker]:hidden">
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">
                        {ret.kind_label} {ret.number}
                      </span>
                      <span className="mt-0.5 block text-sm text-muted">
                        <time dateTime={ret.requested_at}>{formatOrderDay(ret.requested_at)}</time> · {garmentCount(ret.item_count)} · {money(ret.refund_total)}
                      </span>
                      <ReturnStatusBadge status={ret.status} className="mt-2" />
                    </span>
                    <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
                  </summary>
                  <div className="border-t border-line bg-bg p-4 sm:p-5">
                    <ReturnView ret={ret} headingLevel="h3" />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="guest-returns-title" className="grid gap-4">
      <h2 id="guest-returns-title" ref={headingRef} tabIndex={-1} className="font-display text-2xl font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-focus">
        {requesting ? 'Devolver o cambiar' : 'Devoluciones y desistimiento'}
      </h2>
      {body}
    </section>
  );
}
