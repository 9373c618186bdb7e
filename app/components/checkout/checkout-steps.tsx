import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import type { Address } from '@common/account/contracts';
import { SPANISH_PROVINCES } from '@common/address/provinces';
import type { CheckoutQuote } from '@common/checkout/contracts';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS, SHIPPING_METHOD_NAMES, type PaymentMethod } from '@common/checkout/pricing';
import { formatEuros, formatPrice } from '@common/money';
import { CARD_BRAND_NAMES, TEST_BIZUM_APPROVES, TEST_BIZUM_DECLINES } from '@common/payments/test-gateway';
import { TestCardsDisclosure } from '~/components/payments/test-cards-disclosure';
import type { AuthUser } from '@common/auth/contracts';
import { CheckboxField } from '~/components/forms/checkbox-field';
import { SelectField } from '~/components/forms/select-field';
import { TextField } from '~/components/forms/text-field';
import type { FieldErrors } from '~/components/forms/field-errors';
import type { SavedCard } from './checkout-api';
import { postalCodeProblem, type AddressValues, type CardValues, type CheckoutValues } from './checkout-values';
import { RadioCard } from './radio-card';

// The forms of the first four steps. Each is a <form>: Enter or 'Continuar' checks the step and
// opens the next one.

export interface StepBinding {
  values: CheckoutValues;
  update: (patch: Partial<CheckoutValues>) => void;
  errors: FieldErrors;
  /** Drops a field's message when it is edited. */
  clearError: (path: string) => void;
  onContinue: () => void;
}

function ContinueButton({ label = 'Continuar' }: { label?: string }) {
  return (
    <div className="mt-6 flex justify-end">
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {label}
      </button>
    </div>
  );
}

function submitWith(onContinue: () => void) {
  return (event: React.FormEvent) => {
    event.preventDefault();
    onContinue();
  };
}

/** The e-mail field and the way to sign in instead, for a guest. */
function GuestContact({ binding }: { binding: StepBinding }) {
  const { values, update, errors, clearError } = binding;
  return (
    <>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => {
          update({ email: event.target.value });
          clearError('email');
        }}
        hint="Te enviaremos aquí la confirmación y el seguimiento del pedido."
      />
      <p className="mt-4 text-sm text-muted">
        ¿Tienes cuenta?{' '}
        <Link to="/login?redirect=/checkout" className="font-semibold text-fg underline underline-offset-4 hover:text-primary">
          Inicia sesión
        </Link>{' '}
        para usar tus direcciones y tarjetas guardadas.
      </p>
    </>
  );
}

export function ContactStep({ binding, user, isCheckingSession }: { binding: StepBinding; user: AuthUser | null; isCheckingSession: boolean }) {
  if (isCheckingSession) {
    // While the session is read (and in the server's HTML), the guest's form holds its place, out of
    // reach, so the steps below do not move when it appears (issue 36). A visitor with no stored session
    // (common/appearance-bootstrap.ts) is a guest: the form shows from the first paint, the same size
    // as the one that replaces it, so nothing moves and the page's largest paint stays the first one.
    return (
      <div className="relative">
        <p role="status" className="absolute inset-x-0 top-0 text-sm text-muted [html[data-stored-session=no]_&]:hidden">
          Comprobando tu sesión…
        </p>
        <div className="invisible [html[data-stored-session=no]_&]:visible" aria-hidden="true" inert>
          <GuestContact binding={{ ...binding, update: () => undefined }} />
          <div className="mt-6 flex justify-end">
            <span className="btn-primary w-full sm:w-auto">Continuar</span>
          </div>
        </div>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submitWith(binding.onContinue)}>
      {user ? (
        <p className="text-sm">
          Comprando como <strong className="font-semibold">{user.name}</strong> ({user.email}). Te enviaremos la confirmación a ese email.
        </p>
      ) : (
        <GuestContact binding={binding} />
      )}
      <ContinueButton />
    </form>
  );
}

function AddressForm({ binding, isCustomer }: { binding: StepBinding; isCustomer: boolean }) {
  const { values, update, errors, clearError } = binding;
  const address = values.address;
  const bind = (name: keyof AddressValues) => ({
    name: `shipping_address.${name}`,
    value: address[name],
    error: errors[`shipping_address.${name}`],
    onChange: (event: { target: { value: string } }) => {
      update({ address: { ...address, [name]: event.target.value } });
      clearError(`shipping_address.${name}`);
    },
  });
  const postal = bind('postal_code');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField className="sm:col-span-2" label="Nombre y apellidos" autoComplete="shipping name" required {...bind('recipient_name')} />
      <TextField
        className="sm:col-span-2"
        label="Dirección"
        autoComplete="shipping street-address"
        placeholder="Calle, número, piso y puerta"
        required
        {...bind('street')}
      />
      <SelectField label="Provincia" autoComplete="shipping address-level1" required {...bind('province')}>
        <option value="">Elige una provincia</option>
        {SPANISH_PROVINCES.map((province) => (
          <option key={province} value={province}>
            {province}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Código postal"
        autoComplete="shipping postal-code"
        inputMode="numeric"
        maxLength={5}
        required
        {...postal}
        error={postal.error ?? postalCodeProblem(address) ?? undefined}
        hint="5 cifras; las dos primeras son las de la provincia."
      />
      <TextField label="Ciudad" autoComplete="shipping address-level2" required {...bind('city')} />
      <TextField label="Teléfono" type="tel" autoComplete="shipping tel" required {...bind('phone')} hint="Por si el repartidor necesita llamarte." />
      {isCustomer ? (
        <CheckboxField
          className="rounded-xl bg-surface-muted px-4 py-3 sm:col-span-2"
          label="Guardar en mis direcciones"
          checked={values.save_address}
          onCheckedChange={(checked) => update({ save_address: checked })}
        />
      ) : null}
    </div>
  );
}

export function addressLine(address: Pick<AddressValues, 'street' | 'postal_code' | 'city' | 'province'>): string {
  return `${address.street}, ${address.postal_code} ${address.city} (${address.province})`;
}

export function AddressStep({ binding, savedAddresses, isCustomer }: { binding: StepBinding; savedAddresses: readonly Address[]; isCustomer: boolean }) {
  const { values, update, onContinue } = binding;
  return (
    <form noValidate onSubmit={submitWith(onContinue)}>
      {savedAddresses.length > 0 ? (
        <fieldset className="mb-6">
          <legend className="mb-3 text-sm font-medium">Enviar a</legend>
          <div className="flex flex-col gap-2">
            {savedAddresses.map((address) => (
              <RadioCard
                key={address.id}
                name="address_choice"
                value={String(address.id)}
                checked={values.addressChoice === address.id}
                onChange={() => update({ addressChoice: address.id })}
                title={address.label ? `${address.label} · ${address.recipient_name}` : address.recipient_name}
                aside={address.is_default ? <span className="text-xs font-normal text-muted">Predeterminada</span> : undefined}
                description={`${addressLine(address)} · ${address.phone}`}
              />
            ))}
            <RadioCard
              name="address_choice"
              value="new"
              checked={values.addressChoice === 'new'}
              onChange={() => update({ addressChoice: 'new' })}
              title="Otra dirección"
              description="Escribe una dirección nueva."
            />
          </div>
        </fieldset>
      ) : null}
      {values.addressChoice === 'new' ? <AddressForm binding={binding} isCustomer={isCustomer} /> : null}
      <ContinueButton />
    </form>
  );
}

export function ShippingStep({ binding, quote }: { binding: StepBinding; quote: CheckoutQuote | null }) {
  const { values, update, errors, onContinue } = binding;
  const options = quote?.shipping_options ?? [];
  const missing = quote?.free_shipping.missing ?? 0;
  return (
    <form noValidate onSubmit={submitWith(onContinue)}>
      <fieldset aria-describedby={errors.shipping_method ? 'shipping-method-error' : undefined}>
        <legend className="mb-3 text-sm font-medium">¿Cómo quieres recibirlo?</legend>
        {options.length === 0 ? (
          <p role="status" className="text-sm text-muted">
            Calculando las opciones de envío…
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            {options.map((option) => (
              <RadioCard
                key={option.method}
                name="shipping_method"
                value={option.method}
                checked={values.shipping_method === option.method}
                disabled={!option.available}
                onChange={() => update({ shipping_method: option.method })}
                title={option.name || SHIPPING_METHOD_NAMES[option.method]}
                aside={option.available ? (option.fee === 0 ? 'Gratis' : formatPrice(option.fee)) : 'No disponible'}
                description={option.description}
              />
            ))}
          </div>
        )}
      </fieldset>
      {quote && missing > 0 ? (
        <p className="mt-4 text-sm">
          Añade <strong className="tabular-nums">{formatPrice(missing)}</strong> más y el envío estándar te sale gratis (a partir de{' '}
          {formatEuros(quote.free_shipping.threshold)}).
        </p>
      ) : quote ? (
        <p className="mt-4 text-sm">
          Tu pedido tiene envío estándar gratis
          {quote.free_shipping.promotion ? ` por la promoción «${quote.free_shipping.promotion.campaign_name}»` : ''}.
        </p>
      ) : null}
      {errors.shipping_method ? (
        <p id="shipping-method-error" className="mt-3 text-sm font-medium text-danger">
          {errors.shipping_method}
        </p>
      ) : null}
      <ContinueButton />
    </form>
  );
}

function CardFields({ binding, isCustomer }: { binding: StepBinding; isCustomer: boolean }) {
  const { values, update, errors, clearError } = binding;
  const bind = (name: keyof CardValues) => ({
    name: `card.${name}`,
    value: values.card[name],
    error: errors[`card.${name}`],
    onChange: (event: { target: { value: string } }) => {
      update({ card: { ...values.card, [name]: event.target.value } });
      clearError(`card.${name}`);
    },
  });
  return (
    <div className="grid grid-cols-2 gap-5">
      <TextField
        className="col-span-2"
        label="Número de la tarjeta"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        required
        {...bind('number')}
      />
      <TextField label="Caducidad" autoComplete="cc-exp" inputMode="numeric" placeholder="MM/AA" maxLength={7} required {...bind('expiry')} />
      <TextField label="CVC" autoComplete="cc-csc" inputMode="numeric" maxLength={4} required {...bind('cvc')} hint="3 o 4 cifras del dorso." />
      <TextField className="col-span-2" label="Titular" autoComplete="cc-name" {...bind('holder_name')} />
      {isCustomer ? (
        <CheckboxField
          className="col-span-2 rounded-xl bg-surface-muted px-4 py-3"
          label="Guardar tarjeta"
          hint="Para pagar más rápido la próxima vez. Solo guardamos la marca, las 4 últimas cifras y la caducidad."
          checked={values.save_card}
          onCheckedChange={(checked) => update({ save_card: checked })}
        />
      ) : null}
    </div>
  );
}

export function PaymentStep({
  binding,
  quote,
  savedCards,
  isCustomer,
}: {
  binding: StepBinding;
  quote: CheckoutQuote | null;
  savedCards: readonly SavedCard[];
  isCustomer: boolean;
}) {
  const { values, update, errors, clearError, onContinue } = binding;
  const options =
    quote?.payment_options ??
    PAYMENT_METHODS.map((method) => ({ method, name: PAYMENT_METHOD_NAMES[method], description: '', fee: 0, available: true }));
  const choose = (method: PaymentMethod) => update({ payment_method: method });
  const page = quote?.payment_page;
  const hosted = page?.flow === 'hosted' && (values.payment_method === 'card' || values.payment_method === 'bizum') ? page : null;
  return (
    <form noValidate onSubmit={submitWith(onContinue)}>
      <fieldset>
        <legend className="mb-3 text-sm font-medium">¿Cómo quieres pagar?</legend>
        <div className="flex flex-col gap-2">
          {options.map((option) => (
            <RadioCard
              key={option.method}
              name="payment_method"
              value={option.method}
              checked={values.payment_method === option.method}
              disabled={!option.available}
              onChange={() => choose(option.method)}
              title={option.name || PAYMENT_METHOD_NAMES[option.method]}
              aside={option.fee > 0 ? `+${formatPrice(option.fee)}` : undefined}
              description={option.available ? option.description : `${option.description} No disponible para este pedido.`}
            />
          ))}
        </div>
      </fieldset>

      <div className="mt-6">
        {hosted ? (
          <HostedPaymentNote method={values.payment_method as 'card' | 'bizum'} label={hosted.label} testMode={hosted.test_mode} />
        ) : values.payment_method === 'card' ? (
          <>
            {savedCards.length > 0 ? (
              <fieldset className="mb-5">
                <legend className="mb-3 text-sm font-medium">Tarjeta</legend>
                <div className="flex flex-col gap-2">
                  {savedCards.map((card) => (
                    <RadioCard
                      key={card.id}
                      name="card_choice"
                      value={String(card.id)}
                      checked={values.cardChoice === card.id}
                      disabled={card.is_expired}
                      onChange={() => update({ cardChoice: card.id })}
                      title={`${CARD_BRAND_NAMES[card.brand] ?? card.brand} acabada en ${card.last4}`}
                      description={`${card.is_expired ? 'Caducada' : 'Caduca'} ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`}
                      aside={card.is_default ? <span className="text-xs font-normal text-muted">Predeterminada</span> : undefined}
                    />
                  ))}
                  <RadioCard name="card_choice" value="new" checked={values.cardChoice === 'new'} onChange={() => update({ cardChoice: 'new' })} title="Otra tarjeta" />
                </div>
              </fieldset>
            ) : null}
            {values.cardChoice === 'new' ? <CardFields binding={binding} isCustomer={isCustomer} /> : null}
            <TestCardsDisclosure className="mt-5" />
          </>
        ) : values.payment_method === 'bizum' ? (
          <>
            <TextField
              label="Móvil de Bizum"
              type="tel"
              name="payment.bizum_phone"
              autoComplete="tel-national"
              inputMode="tel"
              required
              value={values.bizum_phone}
              error={errors['payment.bizum_phone']}
              onChange={(event) => {
                update({ bizum_phone: event.target.value });
                clearError('payment.bizum_phone');
              }}
              hint="Te llegará la petición de pago a la app de tu banco."
            />
            <p className="mt-4 rounded-xl border border-line bg-surface-muted/60 px-4 py-3 text-sm">
              Pasarela de pruebas: el móvil <strong className="tabular-nums">{TEST_BIZUM_APPROVES}</strong> acepta el pago y el{' '}
              <strong className="tabular-nums">{TEST_BIZUM_DECLINES}</strong> lo rechaza.
            </p>
          </>
        ) : values.payment_method === 'cash_on_delivery' ? (
          <p className="text-sm">Pagas en efectivo al recibir el paquete. El recargo se suma al total del pedido.</p>
        ) : (
          <p className="text-sm">
            Al hacer el pedido te damos la cuenta y la referencia. Lo preparamos en cuanto recibimos la transferencia.
          </p>
        )}
      </div>
      <ContinueButton />
    </form>
  );
}

/**
 * Card and Bizum with a real provider: nothing to type here. The shopper pays on the provider's
 * secure page after confirming the order, and comes back to the store.
 */
function HostedPaymentNote({ method, label, testMode }: { method: 'card' | 'bizum'; label: string; testMode: boolean }) {
  const provider = label.startsWith('Redsys') ? 'la pasarela segura de tu banco (Redsys)' : `la página segura de ${label.replace(/ Checkout$/, '')}`;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-line bg-surface-muted/60 px-4 py-3 text-sm leading-relaxed">
      <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div>
        <p className="font-semibold">{method === 'bizum' ? 'Pagarás con Bizum' : 'Pagarás con tarjeta'} en {provider}</p>
        <p className="mt-1">
          {method === 'bizum'
            ? 'Al confirmar el pedido te llevamos a su página: escribe allí tu móvil y acepta el pago en la app de tu banco. Después vuelves a la tienda.'
            : 'Al confirmar el pedido te llevamos a su página para escribir la tarjeta; tu banco puede pedirte que confirmes el pago (3-D Secure). La tienda nunca ve los datos de tu tarjeta.'}
        </p>
        {testMode ? <p className="mt-2 text-muted">Modo de pruebas: no se cobra dinero real; usa las tarjetas de prueba que muestra esa página.</p> : null}
      </div>
    </div>
  );
}
