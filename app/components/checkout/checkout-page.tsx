import { ShoppingBag } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Address } from '@common/account/contracts';
import type { CheckoutItem, CheckoutQuote, PlaceOrderBody, PlacedOrder, QuoteLine } from '@common/checkout/contracts';
import { fieldErrorsOf, hasErrors, type FieldErrors } from '~/components/forms/field-errors';
import { deferModule, preload } from '~/components/ui/deferred';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { useAuth } from '~/lib/auth';
import { formatPrice } from '@common/money';
import { clearCart, refreshCart, removeFromCart, setCartQuantity, useCart } from '~/lib/cart';
import { answerPayment, conflictOf, fetchQuote, fetchSavedCards, placeOrder, tokeniseCard, type SavedCard } from './checkout-api';
import { checkoutItemsOf, quoteLineKey, readPaymentInProgress, rememberPlacedOrder, type PlacedOrderEntry } from './checkout-storage';
import { AddressStep, ContactStep, PaymentStep, ShippingStep, addressLine, type StepBinding } from './checkout-steps';
import {
  STEP_IDS,
  STEP_TITLES,
  cardDigits,
  checkAddress,
  checkContact,
  checkPayment,
  checkReview,
  chosenAddress,
  initialValues,
  invoiceRecipientOf,
  parseExpiry,
  quoteBodyOf,
  stepOfPath,
  type CheckoutValues,
  type StepId,
} from './checkout-values';
import { OrderSummary } from './order-summary';
import { goToPaymentPage } from './provider-redirect';
import { ReviewStep } from './review-step';
import { StepSection } from './step-section';

const QUOTE_DELAY_MS = 350;

/** The bank's confirmation (3-D Secure, Bizum): its code (a dialog library) only once a payment asks for it. */
const paymentActionDialog = deferModule(() => import('./payment-action-dialog'));

/** An attempt to place the order: one idempotency key until the server has answered it. */
interface Attempt {
  key: string;
  /** The body without the key: a changed order is a new attempt. */
  signature: string;
  cardToken?: string;
}

interface PendingAction {
  placed: PlacedOrder;
  email: string;
}

function PageHeading() {
  return (
    <div className="mb-6">
      <p className="eyebrow">Compra segura</p>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">Finalizar compra</h1>
    </div>
  );
}

/** What the server renders, and the page until the browser's cart is read: the steps, closed. */
/** `adding`: the garment on its way into the cart (added before the last page's JavaScript ran). */
export function CheckoutSkeleton({ adding = null }: { adding?: string | null }) {
  return (
    <main id="main" className="container-page max-w-3xl py-8 sm:py-12">
      <PageHeading />
      <p role="status" className="mb-4 text-sm text-muted">
        {adding ? `Añadiendo «${adding}» a tu carrito…` : 'Cargando tu carrito…'}
      </p>
      <noscript>
        <p className="mb-4 rounded-xl border border-line bg-surface px-4 py-3 text-sm">
          Para hacer el pedido necesitamos JavaScript: tu carrito se guarda en este navegador. Actívalo y vuelve a cargar la página.
        </p>
      </noscript>
      <div className="flex flex-col gap-3">
        {STEP_IDS.map((id, index) => (
          <StepSection key={id} id={id} number={index + 1} title={STEP_TITLES[id]} state="upcoming" />
        ))}
      </div>
    </main>
  );
}

function EmptyCheckout() {
  return (
    <main id="main" className="container-page max-w-3xl py-8 sm:py-12">
      <PageHeading />
      <div className="card flex flex-col items-center px-6 py-12 text-center">
        <ShoppingBag aria-hidden="true" className="size-8 text-primary" strokeWidth={1.5} />
        <h2 className="mt-4 font-display text-2xl font-semibold">Tu carrito está vacío</h2>
        <p className="mt-2 max-w-sm text-sm text-muted">Añade alguna prenda a tu carrito y vuelve aquí para hacer el pedido.</p>
        <Link to="/store" className="btn-primary mt-6">
          Ir a la tienda
        </Link>
      </div>
    </main>
  );
}

/** The order as the server drew it from the cart cookie (cookie-cart.server.ts): the first quote and the lines it priced. */
export interface ServerCheckout {
  quote: CheckoutQuote;
  /** The lines as the checkout sends them, with the price quoted as the price seen. */
  items: CheckoutItem[];
}

interface CheckoutPageProps {
  adding?: string | null;
  /** The server's drawing of the order, shown until the browser's stored cart is read (then that cart wins). */
  serverCheckout?: ServerCheckout | null;
}

/** /checkout: the browser's cart priced by the server, the five steps and the payment. */
export function CheckoutPage({ adding = null, serverCheckout = null }: CheckoutPageProps) {
  const { items, isLoaded } = useCart();
  const storedItems = useMemo(() => checkoutItemsOf(items), [items]);
  // The same element in both branches, so the flow keeps its state when the stored cart takes over.
  if (!isLoaded && serverCheckout && !adding) return <CheckoutFlow items={serverCheckout.items} initialQuote={serverCheckout.quote} />;
  if (!isLoaded || (adding && items.length === 0)) return <CheckoutSkeleton adding={adding} />;
  if (items.length === 0) return <EmptyCheckout />;
  return <CheckoutFlow items={storedItems} initialQuote={serverCheckout?.quote ?? null} />;
}

interface CheckoutFlowProps {
  /** The cart's lines as the order sends them. */
  items: CheckoutItem[];
  /** The quote the server drew the page with, if it did: shown until the next one. */
  initialQuote: CheckoutQuote | null;
}

function CheckoutFlow({ items: checkoutItems, initialQuote }: CheckoutFlowProps) {
  const navigate = useNavigate();
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : null;
  const isCustomer = user !== null;

  const [values, setValues] = useState<CheckoutValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<StepId>('contact');
  const [done, setDone] = useState<ReadonlySet<StepId>>(new Set());
  const [focusRequest, setFocusRequest] = useState(0);
  const headings = useRef<Partial<Record<StepId, HTMLHeadingElement | null>>>({});

  const [savedAddresses, setSavedAddresses] = useState<Address[]>([]);
  const [savedCards, setSavedCards] = useState<SavedCard[]>([]);

  const [couponInput, setCouponInput] = useState('');
  const [appliedCoupon, setAppliedCoupon] = useState<string | null>(null);

  const [quote, setQuote] = useState<CheckoutQuote | null>(initialQuote);
  const [quotedFor, setQuotedFor] = useState<string | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  /** The 409 that refused the last attempt: its sentence and the quote it sent, shown until the next try. */
  const [conflict, setConflict] = useState<{ message: string; quote: CheckoutQuote } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  /** Card and Bizum are paid on the provider's page (Redsys, Stripe): nothing to type or tokenise here. */
  const isHosted = quote?.payment_page?.flow === 'hosted';
  const paysOnProviderPage = isHosted && (values.payment_method === 'card' || values.payment_method === 'bizum');
  /** An order this tab sent to the provider's page and has not seen settled. */
  const [inProgress, setInProgress] = useState<(PlacedOrderEntry & { return_path: string }) | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  useEffect(() => setInProgress(readPaymentInProgress()), []);

  const [isPlacing, setIsPlacing] = useState(false);
  const placing = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [action, setAction] = useState<PendingAction | null>(null);
  const [isAnswering, setIsAnswering] = useState(false);
  const PaymentDialog = paymentActionDialog.useModule({ now: action !== null, idle: false });

  // A customer's address book and saved cards; the default address is chosen for them.
  useEffect(() => {
    if (!user) return;
    let live = true;
    void api('GET /user/addresses', {}, { skipAuthRedirect: true })
      .then((reply) => {
        if (!live) return;
        setSavedAddresses(reply.data);
        const preferred = reply.data.find((address) => address.is_default) ?? reply.data[0];
        if (preferred) setValues((current) => (current.addressChoice === 'new' && !current.address.street ? { ...current, addressChoice: preferred.id } : current));
      })
      .catch(() => undefined);
    void fetchSavedCards().then((cards) => {
      if (!live) return;
      setSavedCards(cards);
      const usable = cards.filter((card) => !card.is_expired);
      const preferred = usable.find((card) => card.is_default) ?? usable[0];
      if (preferred) setValues((current) => (current.cardChoice === 'new' && !current.card.number ? { ...current, cardChoice: preferred.id } : current));
    });
    return () => {
      live = false;
    };
  }, [user?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const email = user ? user.email : values.email.trim();
  const address = chosenAddress(values, savedAddresses);
  const quoteBody = quoteBodyOf(checkoutItems, values, address, appliedCoupon, hasErrors(checkContact(email)) ? null : email.toLowerCase());
  const quoteKey = JSON.stringify(quoteBody);
  // The server's quote answers the lines it was drawn with: the page starts priced, not asking again.
  const serverQuoteKey = useRef(initialQuote ? quoteKey : null);
  const isQuoting = quotedFor !== quoteKey && serverQuoteKey.current !== quoteKey;

  // Every change is priced again by the server, a moment after the last keystroke.
  useEffect(() => {
    if (serverQuoteKey.current === quoteKey) return;
    serverQuoteKey.current = null;
    const controller = new AbortController();
    const body = JSON.parse(quoteKey) as typeof quoteBody;
    const timer = window.setTimeout(() => {
      fetchQuote(body, controller.signal)
        .then((next) => {
          setQuote(next);
          setQuoteError(null);
          setQuotedFor(quoteKey);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const fields = fieldErrorsOf(error);
          if (fields.coupon_code) {
            setErrors((current) => ({ ...current, coupon_code: fields.coupon_code! }));
            setAppliedCoupon(null);
            return;
          }
          setQuoteError(apiErrorMessage(error, 'No hemos podido calcular tu pedido. Inténtalo de nuevo.'));
        });
    }, QUOTE_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [quoteKey]);

  // The method chosen must be one the destination offers (express is peninsula only).
  useEffect(() => {
    const option = quote?.shipping_options.find((candidate) => candidate.method === values.shipping_method);
    if (option && !option.available) setValues((current) => ({ ...current, shipping_method: 'standard' }));
  }, [quote, values.shipping_method]);

  // At the review the bank's dialog may be next: its code comes now, so it opens at once.
  useEffect(() => {
    if (step === 'review') preload(paymentActionDialog);
  }, [step]);

  // Focus goes to the heading of the step just opened, so it is read out.
  useEffect(() => {
    if (focusRequest > 0) headings.current[step]?.focus();
  }, [focusRequest]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = useCallback((patch: Partial<CheckoutValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    attempt.current = null;
  }, []);

  const clearError = useCallback((path: string) => {
    setErrors((current) => {
      if (!Object.hasOwn(current, path)) return current;
      const { [path]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  function checkStep(id: StepId): FieldErrors {
    switch (id) {
      case 'contact':
        return checkContact(email);
      case 'address':
        return checkAddress(address);
      case 'shipping': {
        const option = quote?.shipping_options.find((candidate) => candidate.method === values.shipping_method);
        return option && !option.available ? { shipping_method: 'Este método de envío no llega a tu dirección.' } : {};
      }
      case 'payment':
        return checkPayment(values, isHosted);
      case 'review':
        return checkReview(values);
    }
  }

  function focusFirstInvalid() {
    window.requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-step][data-state="open"] [aria-invalid="true"]')?.focus());
  }

  function openStep(id: StepId, focus = true) {
    setStep(id);
    if (focus) setFocusRequest((n) => n + 1);
  }

  function continueFrom(id: StepId) {
    const problems = checkStep(id);
    if (hasErrors(problems)) {
      // The address form: a saved address needs no check beyond the server's.
      setErrors((current) => ({ ...current, ...problems }));
      focusFirstInvalid();
      return;
    }
    const nextDone = new Set(done).add(id);
    setDone(nextDone);
    const next = STEP_IDS.find((candidate) => !nextDone.has(candidate) && candidate !== id) ?? 'review';
    openStep(next);
  }

  function binding(id: StepId): StepBinding {
    return { values, update, errors, clearError, onContinue: () => continueFrom(id) };
  }

  function stateOf(id: StepId) {
    if (id === step) return 'open' as const;
    return done.has(id) ? ('done' as const) : ('upcoming' as const);
  }

  // —— The cart brought up to date with the quote ——
  function removeLine(line: QuoteLine) {
    removeFromCart(quoteLineKey(line));
    setConflict(null);
    attempt.current = null;
  }

  function updateCartToQuote() {
    if (!quote) return;
    for (const line of quote.lines) {
      if (line.quantity < line.requested_quantity) setCartQuantity(quoteLineKey(line), line.quantity);
    }
    setConflict(null);
    attempt.current = null;
    void refreshCart();
  }

  // —— Placing the order ——
  function finish(placed: PlacedOrder, orderEmail: string) {
    rememberPlacedOrder({ number: placed.order.number, order_token: placed.order_token, email: orderEmail });
    void Promise.resolve(navigate(`/checkout/confirmation/${encodeURIComponent(placed.order.number)}`)).then(() => clearCart());
  }

  function settle(placed: PlacedOrder, orderEmail: string) {
    const { status, message, action: bankAction, redirect } = placed.payment;
    if (status === 'redirect' && redirect) {
      // The cart stays until the provider's notification says the order is paid (the return page empties it).
      rememberPlacedOrder({ number: placed.order.number, order_token: placed.order_token, email: orderEmail, return_path: redirect.return_path });
      setIsRedirecting(true);
      goToPaymentPage(redirect);
      return;
    }
    if (status === 'succeeded' || status === 'pending') {
      attempt.current = null;
      finish(placed, orderEmail);
    } else if (status === 'requires_action' && bankAction) {
      setAction({ placed, email: orderEmail });
    } else {
      attempt.current = null;
      setAction(null);
      setPlaceError(message ?? 'El pago no se ha podido completar. No te hemos cobrado nada: revisa los datos o prueba con otro método.');
    }
  }

  function placeBody(): Omit<PlaceOrderBody, 'idempotency_key' | 'payment'> & { payment: PlaceOrderBody['payment'] } {
    const couponValid = quote?.coupon?.valid ? quote.coupon.code : null;
    const invoiceRecipient = invoiceRecipientOf(values);
    const payment: NonNullable<PlaceOrderBody['payment']> = paysOnProviderPage
      ? {}
      : values.payment_method === 'card'
        ? values.cardChoice === 'new'
          ? { save_card: isCustomer && values.save_card }
          : { saved_card_id: values.cardChoice }
        : values.payment_method === 'bizum'
          ? { bizum_phone: values.bizum_phone }
          : {};
    return {
      items: checkoutItems,
      email,
      shipping_address: {
        recipient_name: address.recipient_name,
        street: address.street,
        postal_code: address.postal_code,
        city: address.city,
        province: address.province as PlaceOrderBody['shipping_address']['province'],
        phone: address.phone,
      },
      save_address: isCustomer && values.addressChoice === 'new' && values.save_address,
      shipping_method: values.shipping_method,
      payment_method: values.payment_method,
      payment,
      coupon_code: couponValid,
      customer_note: values.customer_note.trim() || null,
      ...(invoiceRecipient ? { invoice_recipient: invoiceRecipient } : {}),
      expected_total: quote?.totals.total ?? 0,
      accept_terms: true,
    };
  }

  async function place() {
    if (placing.current || !quote) return;
    // Every step is checked again: the first one with a problem opens.
    for (const id of STEP_IDS) {
      const problems = checkStep(id);
      if (hasErrors(problems)) {
        setErrors((current) => ({ ...current, ...problems }));
        if (id !== 'review') openStep(id, false);
        focusFirstInvalid();
        return;
      }
    }
    placing.current = true;
    setIsPlacing(true);
    setPlaceError(null);
    setConflict(null);
    const body = placeBody();
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature) attempt.current = { key: crypto.randomUUID(), signature };
    const current = attempt.current;
    try {
      if (!paysOnProviderPage && values.payment_method === 'card' && values.cardChoice === 'new') {
        if (!current.cardToken) {
          const expiry = parseExpiry(values.card.expiry)!;
          const token = await tokeniseCard({
            number: cardDigits(values.card.number),
            ...expiry,
            cvc: values.card.cvc.trim(),
            holder_name: values.card.holder_name.trim() || undefined,
          });
          current.cardToken = token.token;
        }
        body.payment = { ...body.payment, card_token: current.cardToken };
      }
      const placed = await placeOrder({ ...body, idempotency_key: current.key });
      settle(placed, email);
    } catch (error) {
      const conflict = conflictOf(error);
      const fields = fieldErrorsOf(error);
      if (conflict) {
        attempt.current = null;
        setQuote(conflict.quote);
        setConflict(conflict);
        // The cart takes the prices of now, so the next quote is what the shopper reviews; the alert
        // keeps saying what changed.
        void refreshCart();
        window.requestAnimationFrame(() => alertRef.current?.focus());
      } else if (hasErrors(fields)) {
        attempt.current = null;
        // Card messages from the gateway name the card's fields.
        const mapped = Object.fromEntries(
          Object.entries(fields).map(([path, message]) => [['number', 'exp_month', 'exp_year', 'cvc'].includes(path) ? `card.${path === 'cvc' ? 'cvc' : path === 'number' ? 'number' : 'expiry'}` : path, message]),
        );
        setErrors((currentErrors) => ({ ...currentErrors, ...mapped }));
        const first = Object.keys(mapped)[0]!;
        const target = stepOfPath(first);
        if (target !== 'review') openStep(target, false);
        setPlaceError(apiErrorMessage(error, 'Revisa los datos marcados.'));
        focusFirstInvalid();
      } else {
        // No answer (time-out, connection): the same key is sent again on the next try.
        setPlaceError(apiErrorMessage(error, 'No hemos podido hacer el pedido. Inténtalo de nuevo.'));
      }
    } finally {
      placing.current = false;
      setIsPlacing(false);
    }
  }

  async function answer(approve: boolean) {
    if (!action || isAnswering) return;
    setIsAnswering(true);
    try {
      const placed = await answerPayment(action.placed.order.number, action.placed.order_token, approve);
      setAction(null);
      settle({ ...placed, order_token: placed.order_token ?? action.placed.order_token }, action.email);
    } catch (error) {
      setAction(null);
      attempt.current = null;
      setPlaceError(apiErrorMessage(error, 'No hemos podido confirmar el pago. Inténtalo de nuevo.'));
    } finally {
      setIsAnswering(false);
    }
  }

  const chosenShipping = quote?.shipping_options.find((option) => option.method === values.shipping_method);
  const chosenPayment = quote?.payment_options.find((option) => option.method === values.payment_method);

  return (
    <main id="main" className="container-page max-w-3xl py-8 sm:py-12">
      <PageHeading />
      {inProgress ? (
        <div role="status" className="mb-4 rounded-xl border border-line bg-surface px-4 py-3 text-sm">
          <p className="font-semibold">Tu pedido {inProgress.number} está esperando el pago.</p>
          <p className="mt-1 text-muted">Si cerraste la página de pago sin terminar, puedes volver a ella: tus prendas siguen reservadas un rato. Si haces un pedido nuevo, el anterior se anulará solo.</p>
          <Link to={inProgress.return_path} className="btn-secondary mt-3 inline-flex px-3 py-1.5 text-sm">
            Ver el pago del pedido {inProgress.number}
          </Link>
        </div>
      ) : null}
      {isRedirecting ? (
        <p role="status" className="mb-4 rounded-xl border border-line bg-surface px-4 py-3 text-sm font-medium">
          Te llevamos a la página de pago segura…
        </p>
      ) : null}
      {quoteError ? (
        <p role="alert" className="mb-4 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
          {quoteError}
        </p>
      ) : null}
      <OrderSummary quote={quote} isQuoting={isQuoting} />
      <div className="flex flex-col gap-3">
        <StepSection
          id="contact"
          number={1}
          title={STEP_TITLES.contact}
          state={stateOf('contact')}
          headingRef={(node) => void (headings.current.contact = node)}
          onEdit={() => openStep('contact')}
          summary={user ? `Comprando como ${user.name} (${user.email})` : email}
        >
          <ContactStep binding={binding('contact')} user={user} isCheckingSession={auth.status === 'loading'} />
        </StepSection>
        <StepSection
          id="address"
          number={2}
          title={STEP_TITLES.address}
          state={stateOf('address')}
          headingRef={(node) => void (headings.current.address = node)}
          onEdit={() => openStep('address')}
          summary={`${address.recipient_name} · ${addressLine(address)}`}
        >
          <AddressStep binding={binding('address')} savedAddresses={savedAddresses} isCustomer={isCustomer} />
        </StepSection>
        <StepSection
          id="shipping"
          number={3}
          title={STEP_TITLES.shipping}
          state={stateOf('shipping')}
          headingRef={(node) => void (headings.current.shipping = node)}
          onEdit={() => openStep('shipping')}
          summary={chosenShipping ? `${chosenShipping.name} · ${chosenShipping.fee === 0 ? 'Gratis' : formatPrice(chosenShipping.fee)}` : null}
        >
          <ShippingStep binding={binding('shipping')} quote={quote} />
        </StepSection>
        <StepSection
          id="payment"
          number={4}
          title={STEP_TITLES.payment}
          state={stateOf('payment')}
          headingRef={(node) => void (headings.current.payment = node)}
          onEdit={() => openStep('payment')}
          summary={paysOnProviderPage ? `${chosenPayment?.name ?? ''} · en la página segura de pago` : paymentSummary(values, chosenPayment?.name, savedCards)}
        >
          <PaymentStep binding={binding('payment')} quote={quote} savedCards={savedCards} isCustomer={isCustomer} />
        </StepSection>
        <StepSection id="review" number={5} title={STEP_TITLES.review} state={stateOf('review')} headingRef={(node) => void (headings.current.review = node)}>
          <ReviewStep
            binding={binding('review')}
            quote={quote}
            isQuoting={isQuoting}
            couponInput={couponInput}
            onCouponInput={setCouponInput}
            onApplyCoupon={() => {
              clearError('coupon_code');
              setAppliedCoupon(couponInput.trim().toUpperCase() || null);
              attempt.current = null;
            }}
            onRemoveCoupon={() => {
              setAppliedCoupon(null);
              setCouponInput('');
              clearError('coupon_code');
              attempt.current = null;
            }}
            appliedCoupon={appliedCoupon}
            conflict={conflict}
            alertRef={alertRef}
            onRemoveLine={removeLine}
            onUpdateCart={updateCartToQuote}
            isPlacing={isPlacing}
            placeError={placeError}
            onPlace={() => void place()}
          />
        </StepSection>
      </div>
      {action?.placed.payment.action && PaymentDialog ? (
        <PaymentDialog.PaymentActionDialog
          open
          kind={action.placed.payment.action.kind}
          message={action.placed.payment.action.message}
          amount={action.placed.order.totals.total}
          isAnswering={isAnswering}
          onAnswer={(approve) => void answer(approve)}
        />
      ) : null}
    </main>
  );
}

function paymentSummary(values: CheckoutValues, name: string | undefined, savedCards: readonly SavedCard[]): string {
  if (values.payment_method === 'card') {
    if (values.cardChoice !== 'new') {
      const card = savedCards.find((candidate) => candidate.id === values.cardChoice);
      return card ? `Tarjeta acabada en ${card.last4}` : 'Tarjeta';
    }
    const digits = cardDigits(values.card.number);
    return `Tarjeta acabada en ${digits.slice(-4)}`;
  }
  if (values.payment_method === 'bizum') return `Bizum · ${values.bizum_phone}`;
  return name ?? '';
}
