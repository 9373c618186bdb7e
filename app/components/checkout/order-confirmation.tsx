import { CircleCheck, Copy } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { PlacedOrder } from '@common/checkout/contracts';
import { customerInvoiceAccess, guestInvoiceAccess } from '~/components/invoices/invoice-access';
import { OrderInvoices } from '~/components/invoices/order-invoices';
import { OrderView } from '~/components/orders/order-view';
import { apiErrorMessage } from '~/lib/api/errors';
import { useAuth } from '~/lib/auth';
import { toast } from '~/lib/toast';
import { viewOrder } from './checkout-api';
import { readPlacedOrder, type PlacedOrderEntry } from './checkout-storage';
import { OrderLookup } from './order-lookup';
import { PaymentNote } from './payment-note';

type Loaded =
  | { state: 'reading' }
  | { state: 'missing' }
  | { state: 'loading'; entry: PlacedOrderEntry }
  | { state: 'ready'; entry: PlacedOrderEntry; placed: PlacedOrder }
  | { state: 'error'; entry: PlacedOrderEntry; message: string };

function CopyNumber({ number }: { number: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(number);
      toast({ type: 'success', message: `Número de pedido ${number} copiado.` });
    } catch {
      toast({ type: 'info', message: 'No hemos podido copiarlo: selecciónalo y cópialo a mano.' });
    }
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <p data-order-number className="font-mono text-3xl font-semibold tracking-tight select-all sm:text-4xl">
        {number}
      </p>
      <button type="button" onClick={() => void copy()} className="btn-secondary px-3 py-1.5 text-xs">
        <Copy aria-hidden="true" className="size-3.5" />
        Copiar<span className="sr-only"> el número de pedido</span>
      </button>
    </div>
  );
}

/** /checkout/confirmation/:number: thanks, the number, where the e-mail went and the order. */
export function OrderConfirmation({ number }: { number: string }) {
  const auth = useAuth();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'reading' });

  useEffect(() => {
    const entry = readPlacedOrder(number);
    if (!entry) {
      setLoaded({ state: 'missing' });
      return;
    }
    setLoaded({ state: 'loading', entry });
    let live = true;
    viewOrder(entry.number, entry.order_token)
      .then((placed) => live && setLoaded({ state: 'ready', entry, placed }))
      .catch((error: unknown) => live && setLoaded({ state: 'error', entry, message: apiErrorMessage(error, 'No hemos podido cargar tu pedido.') }));
    return () => {
      live = false;
    };
  }, [number]);

  const isCustomer = auth.status === 'authenticated';
  const entry = 'entry' in loaded ? loaded.entry : null;
  // A full invoice may be asked for here too: the customer's own way, or a guest's with the order's e-mail.
  const invoiceAccess = useMemo(
    () => (entry ? (isCustomer ? customerInvoiceAccess(entry.number) : guestInvoiceAccess({ number: entry.number, email: entry.email })) : undefined),
    [entry, isCustomer],
  );

  /** The order read again with this browser's token, so a new invoice shows. */
  async function reloadOrder() {
    if (loaded.state !== 'ready') return;
    const placed = await viewOrder(loaded.entry.number, loaded.entry.order_token).catch(() => null);
    if (placed) setLoaded({ state: 'ready', entry: loaded.entry, placed });
  }

  if (loaded.state === 'missing') {
    return (
      <main id="main" className="container-page max-w-3xl py-8 sm:py-12">
        <p className="eyebrow">Tu pedido</p>
        <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight">Consulta tu pedido</h1>
        <p className="mt-3 mb-6 text-sm text-muted">
          Escribe el email con el que hiciste el pedido {number} para verlo. Lo tienes también en el email de confirmación.
        </p>
        <OrderLookup initialNumber={number} />
      </main>
    );
  }

  return (
    <main id="main" className="container-page max-w-3xl py-8 sm:py-12">
      <div className="card px-4 py-6 sm:px-8 sm:py-8">
        <CircleCheck aria-hidden="true" className="size-10 text-success" strokeWidth={1.5} />
        <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight sm:text-4xl">¡Gracias por tu pedido!</h1>
        <p className="mt-2 text-sm text-muted">Número de pedido</p>
        <CopyNumber number={number} />
        {'entry' in loaded ? (
          <p className="mt-4 text-sm">
            Te hemos enviado la confirmación a <strong>{loaded.entry.email}</strong>.
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          {isCustomer ? (
            <Link to={`/user/orders/${encodeURIComponent(number)}`} className="btn-primary">
              Ver mis pedidos
            </Link>
          ) : (
            <Link to="/orders/lookup" className="btn-primary">
              Consultar el pedido más tarde
            </Link>
          )}
          <Link to="/store" className="btn-secondary">
            Seguir comprando
          </Link>
        </div>
      </div>

      <div className="mt-6">
        {loaded.state === 'ready' ? (
          <div className="grid gap-4">
            <h2 className="sr-only">Resumen del pedido</h2>
            <PaymentNote order={loaded.placed.order} message={loaded.placed.payment.message} />
            <OrderView
              order={loaded.placed.order}
              invoices={<OrderInvoices order={loaded.placed.order} access={invoiceAccess} onChanged={reloadOrder} />}
            />
          </div>
        ) : loaded.state === 'error' ? (
          <p role="alert" className="rounded-xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
            {loaded.message}
          </p>
        ) : (
          <p role="status" className="text-sm text-muted">
            Cargando el resumen del pedido…
          </p>
        )}
      </div>
    </main>
  );
}
