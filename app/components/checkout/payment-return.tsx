import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation, useRevalidator } from 'react-router';
import type { HostedPaymentStatus, PaymentRedirect } from '@common/checkout/contracts';
import { formatPrice } from '@common/money';
import { clearCart } from '~/lib/cart';
import { forgetPaymentInProgress } from './checkout-storage';
import { goToPaymentPage } from './provider-redirect';

export type PaymentReturnData = { found: true; status: HostedPaymentStatus; token: string; cameBack: 'ok' | 'ko' | null } | { found: false };
export type RetryOutcome = { ok: true; redirect: PaymentRedirect } | { ok: false; message: string };

/** How often the page asks again while the provider's notification has not arrived, and for how long. */
const POLL_MS = 2500;
const POLL_FOR_MS = 3 * 60_000;

function Heading({ eyebrow, children }: { eyebrow: string; children: React.ReactNode }) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{children}</h1>
    </>
  );
}

/** The provider's page again, for a shopper who left it without paying: a form POST (no JavaScript needed). */
function RetryForm({ token, label }: { token: string; label: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="t" value={token} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Abriendo la página de pago…' : `Volver a pagar en ${label}`}
      </button>
    </Form>
  );
}

/** Redsys's new page is a signed form: sent at once with JavaScript, by its button without. */
function ProviderForm({ redirect }: { redirect: PaymentRedirect }) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    goToPaymentPage(redirect);
  }, [redirect]);
  return (
    <form method={redirect.method} action={redirect.url} className="mt-6">
      {redirect.fields.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <p role="status" className="text-sm text-muted">
        Te llevamos a la página de pago segura…
      </p>
      <button type="submit" className="btn-primary mt-3">
        Ir a la página de pago
      </button>
    </form>
  );
}

/** /checkout/pago/:number — the state of a payment made on the provider's page, as its notification says. */
export function PaymentReturn({ number, loaded, retry }: { number: string; loaded: PaymentReturnData; retry?: RetryOutcome }) {
  const revalidator = useRevalidator();
  const [since] = useState(() => Date.now());
  const [tooLong, setTooLong] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const state = loaded.found ? loaded.status.state : null;

  // Waiting: ask again until the notification arrives (a meta refresh does it without JavaScript).
  useEffect(() => {
    if (state !== 'waiting' || retry?.ok) return;
    const timer = window.setInterval(() => {
      if (Date.now() - since > POLL_FOR_MS) {
        setTooLong(true);
        window.clearInterval(timer);
      } else if (revalidator.state === 'idle') {
        void revalidator.revalidate();
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [state, since, revalidator, retry?.ok]);

  // Paid: the cart's garments are in the order now; settled either way, the checkout stops reminding.
  useEffect(() => {
    if (state === 'paid') clearCart();
    if (state === 'paid' || state === 'failed' || state === 'cancelled') forgetPaymentInProgress(number);
  }, [state, number]);

  if (!loaded.found) {
    return (
      <main id="main" className="container-page max-w-xl py-16 sm:py-24">
        <Heading eyebrow="Pago">No encontramos este pago</Heading>
        <p className="mt-4 text-muted">El enlace no es válido o está incompleto. Si pagaste un pedido, te llegará su confirmación por email; también puedes consultarlo con su número y tu email.</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link to="/orders/lookup" className="btn-primary">
            Consultar un pedido
          </Link>
          <Link to="/checkout" className="btn-secondary">
            Ir al carrito
          </Link>
        </p>
      </main>
    );
  }

  const { status, token, cameBack } = loaded;
  const total = formatPrice(status.total);
  return (
    <main id="main" className="container-page max-w-xl py-16 sm:py-24">
      {status.state === 'paid' ? (
        <>
          <CircleCheck aria-hidden="true" className="size-10 text-success" strokeWidth={1.5} />
          <div className="mt-4">
            <Heading eyebrow={`Pedido ${status.order_number}`}>¡Pago confirmado!</Heading>
          </div>
          <p role="status" className="mt-4">
            {status.message}
          </p>
          <p className="mt-2 text-muted">
            Total pagado: <strong className="tabular-nums text-fg">{total}</strong>
          </p>
          <p className="mt-8 flex flex-wrap gap-3">
            <Link to={`/checkout/confirmation/${encodeURIComponent(status.order_number)}`} className="btn-primary">
              Ver mi pedido
            </Link>
            <Link to="/store" className="btn-secondary">
              Seguir comprando
            </Link>
          </p>
        </>
      ) : status.state === 'waiting' ? (
        <>
          <Heading eyebrow={`Pedido ${status.order_number}`}>Confirmando tu pago…</Heading>
          <p role="status" className="mt-4 flex items-start gap-3">
            <LoaderCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none" />
            <span>
              {tooLong
                ? 'Está tardando más de lo normal. En cuanto el banco lo confirme te enviaremos un email; no hace falta que vuelvas a pagar.'
                : `${status.message} ${hydrated ? 'Esta página se actualiza sola.' : 'Vuelve a comprobarlo en unos segundos.'}`}
            </span>
          </p>
          <p className="mt-3 text-sm">
            <a href={`/checkout/pago/${encodeURIComponent(status.order_number)}?t=${token}${cameBack ? `&resultado=${cameBack}` : ''}`} className="font-semibold text-fg underline underline-offset-4 hover:text-primary">
              Comprobar de nuevo
            </a>
          </p>
          {cameBack === 'ko' ? (
            <p className="mt-4 text-muted">Has vuelto de la página de pago sin terminar, o el pago no se ha podido hacer. No se ha cobrado nada mientras no lo confirmemos aquí.</p>
          ) : null}
          <p className="mt-4 text-sm text-muted">
            Importe: <strong className="tabular-nums text-fg">{total}</strong>
            {status.payment_due_at ? (
              <>
                {' '}
                · Tus prendas siguen reservadas hasta las{' '}
                {new Date(status.payment_due_at).toLocaleTimeString('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' })}.
              </>
            ) : null}
          </p>
          {retry?.ok === false ? (
            <p role="alert" className="mt-4 flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
              <span>{retry.message}</span>
            </p>
          ) : null}
          {retry?.ok ? <ProviderForm redirect={retry.redirect} /> : status.can_retry && (cameBack !== 'ok' || tooLong) ? <RetryForm token={token} label={status.provider_label} /> : null}
        </>
      ) : (
        <>
          <Heading eyebrow={`Pedido ${status.order_number}`}>{status.state === 'cancelled' ? 'Pedido cancelado' : 'El pago no se ha completado'}</Heading>
          <p role="alert" className="mt-4 flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3">
            <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0 text-danger" />
            <span>{status.message}</span>
          </p>
          <p className="mt-4 text-muted">Tus prendas siguen en el carrito: puedes volver a hacer el pedido con otra tarjeta o con otro método de pago.</p>
          <p className="mt-8 flex flex-wrap gap-3">
            <Link to="/checkout" className="btn-primary">
              Volver al carrito
            </Link>
            <Link to="/store" className="btn-secondary">
              Seguir comprando
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
