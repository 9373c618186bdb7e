import { CircleAlert } from 'lucide-react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import type { CheckoutQuote, QuoteLine } from '@common/checkout/contracts';
import { linePromotionText } from '@common/checkout/pricing';
import { formatPrice } from '@common/money';
import { CheckboxField } from '~/components/forms/checkbox-field';
import { TextField } from '~/components/forms/text-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { RecipientFields, type RecipientKey } from '~/components/invoices/full-invoice-form';
import type { StepBinding } from './checkout-steps';
import { QuoteChangesAlert } from './quote-changes-alert';
import { ReviewTotals } from './review-totals';

export function variantText(line: Pick<QuoteLine, 'size' | 'color_name'>): string | null {
  return [line.size && `Talla ${line.size}`, line.color_name].filter(Boolean).join(' · ') || null;
}

export function QuoteLines({ lines }: { lines: readonly QuoteLine[] }) {
  return (
    <ul aria-label="Productos del pedido" className="divide-y divide-line">
      {lines.map((line) => {
        const variant = variantText(line);
        return (
          <li key={`${line.product_id}:${line.variant_id ?? 'none'}`} className="flex gap-3 py-3">
            {line.image_url ? (
              <img src={line.image_url} alt="" width={56} height={70} className="h-[70px] w-14 shrink-0 rounded-lg bg-surface-muted object-cover" />
            ) : (
              <span aria-hidden="true" className="h-[70px] w-14 shrink-0 rounded-lg bg-surface-muted" />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
              <Link to={`/store/products/${line.product_slug}`} className="font-semibold hover:underline">
                {line.product_name}
              </Link>
              {variant ? <span className="text-muted">{variant}</span> : null}
              <span className="text-muted tabular-nums">
                {line.quantity} × {formatPrice(line.unit_price)}
                {line.quantity < line.requested_quantity ? ` (pediste ${line.requested_quantity})` : ''}
              </span>
              {line.promotion ? <span className="font-medium text-fg tabular-nums">{linePromotionText(line.promotion)}</span> : null}
            </div>
            <span className="text-sm font-semibold tabular-nums">{formatPrice(line.line_total)}</span>
          </li>
        );
      })}
    </ul>
  );
}

interface ReviewStepProps {
  binding: StepBinding;
  quote: CheckoutQuote | null;
  /** True while the quote does not answer the latest choices yet. */
  isQuoting: boolean;
  couponInput: string;
  onCouponInput: (value: string) => void;
  onApplyCoupon: () => void;
  onRemoveCoupon: () => void;
  appliedCoupon: string | null;
  /** The 409 of the last attempt: what it said and the quote it sent. */
  conflict: { message: string; quote: CheckoutQuote } | null;
  alertRef: RefObject<HTMLDivElement | null>;
  onRemoveLine: (line: QuoteLine) => void;
  onUpdateCart: () => void;
  isPlacing: boolean;
  placeError: string | null;
  onPlace: () => void;
}

export function ReviewStep(props: ReviewStepProps) {
  const { binding, quote, isQuoting, couponInput, appliedCoupon, conflict, isPlacing, placeError } = props;
  const { values, update, errors, clearError } = binding;
  const paysNow = values.payment_method === 'card' || values.payment_method === 'bizum';
  const coupon = quote?.coupon ?? null;
  const couponError = errors.coupon_code ?? (coupon && !coupon.valid ? coupon.message : undefined);
  return (
    <div className="flex flex-col gap-6">
      {quote ? (
        <QuoteChangesAlert
          ref={props.alertRef}
          quote={conflict?.quote ?? quote}
          message={conflict?.message ?? null}
          onRemoveLine={props.onRemoveLine}
          onUpdateCart={props.onUpdateCart}
        />
      ) : null}

      {quote ? <QuoteLines lines={quote.lines} /> : <p role="status">Calculando tu pedido…</p>}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onApplyCoupon();
        }}
        className="flex items-start gap-2"
      >
        <TextField
          className="min-w-0 flex-1"
          label="Código de descuento"
          name="coupon_code"
          autoComplete="off"
          autoCapitalize="characters"
          value={couponInput}
          error={couponError}
          hint={coupon?.valid ? coupon.message : undefined}
          onChange={(event) => {
            props.onCouponInput(event.target.value);
            clearError('coupon_code');
          }}
        />
        <div className="pt-7">
          {/* One button at a time: the code in the box is either the one applied (remove it) or a new one (apply it). */}
          {appliedCoupon && couponInput.trim().toUpperCase() === appliedCoupon ? (
            <button type="button" className="btn-secondary" onClick={props.onRemoveCoupon}>
              Quitar<span className="sr-only"> el código {appliedCoupon}</span>
            </button>
          ) : (
            <button type="submit" className="btn-secondary" disabled={!couponInput.trim()}>
              Aplicar
            </button>
          )}
        </div>
      </form>

      {quote ? (
        <div aria-busy={isQuoting} className="rounded-xl bg-surface-muted/60 px-4 py-4">
          <ReviewTotals totals={quote.totals} couponCode={coupon?.valid ? coupon.code : null} />
        </div>
      ) : null}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onPlace();
        }}
        className="flex flex-col gap-5"
      >
        <TextAreaField
          label="Nota para el pedido"
          name="customer_note"
          rows={2}
          maxLength={500}
          value={values.customer_note}
          error={errors.customer_note}
          onChange={(event) => update({ customer_note: event.target.value })}
        />
        <FullInvoiceChoice binding={binding} />
        <CheckboxField
          name="accept_terms"
          label="Acepto las condiciones de compra"
          hint={
            <>
              Lee las{' '}
              <Link to="/terms" target="_blank" className="font-semibold text-fg underline underline-offset-4">
                condiciones de compra<span className="sr-only"> (se abren en otra pestaña)</span>
              </Link>
              : envíos, devoluciones y garantía.
            </>
          }
          checked={values.accept_terms}
          error={errors.accept_terms}
          onCheckedChange={(checked) => {
            update({ accept_terms: checked });
            clearError('accept_terms');
          }}
        />
        <div>
          {placeError ? (
            <p role="alert" className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm font-medium text-danger">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={2} />
              <span>{placeError}</span>
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary w-full py-3 text-base" disabled={isPlacing || isQuoting || !quote?.can_place}>
          {isPlacing ? 'Procesando pago…' : paysNow ? 'Pagar y hacer el pedido' : 'Hacer el pedido'}
        </button>
        {quote && !quote.can_place && !isQuoting ? (
          <p className="text-sm">Revisa los avisos de arriba: hay productos que no podemos servir tal como están en tu carrito.</p>
        ) : null}
      </form>
    </div>
  );
}

const RECIPIENT_KEYS: readonly RecipientKey[] = ['name', 'tax_id', 'address'];

/**
 * 'Necesito factura completa (con NIF)': unchecked, the order gets the simplified invoice; checked,
 * the fields of the full one appear right under the box (the next thing read and tabbed to) and go
 * with the order as `invoice_recipient`; the server checks them and its 422 lands under them.
 * The fields are always in the page and shown by CSS alone while the box is checked, so the box
 * works before the page's script runs (issue 36); as it takes over, React reads what the shopper
 * already did there (the box, anything typed), so nothing is lost.
 */
function FullInvoiceChoice({ binding }: { binding: StepBinding }) {
  const { values, update, errors, clearError } = binding;
  const path = (key: RecipientKey) => `invoice_recipient.${key}`;
  const boxRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const toggle = box?.querySelector<HTMLInputElement>('[data-invoice-toggle]');
    if (!box || !toggle) return;
    const typed = Object.fromEntries(
      RECIPIENT_KEYS.map((key) => [key, box.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${path(key)}"]`)?.value ?? '']),
    ) as Record<RecipientKey, string>;
    const hasTyped = RECIPIENT_KEYS.some((key) => typed[key] !== values.invoice_recipient[key]);
    if (toggle.checked !== values.full_invoice || hasTyped) update({ full_invoice: toggle.checked, invoice_recipient: { ...values.invoice_recipient, ...typed } });
    // Only what the page holds as React takes over; later changes go through the handlers.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div ref={boxRef} className="group grid gap-4">
      <CheckboxField
        name="full_invoice"
        data-invoice-toggle=""
        label="Necesito factura completa (con NIF)"
        hint="Si no, emitimos factura simplificada. También puedes pedirla después desde el pedido."
        checked={values.full_invoice}
        onCheckedChange={(checked) => {
          update({ full_invoice: checked });
          if (!checked) for (const key of RECIPIENT_KEYS) clearError(path(key));
        }}
      />
      <fieldset data-invoice-fields="" className="hidden gap-4 rounded-xl border border-line p-4 group-has-[[data-invoice-toggle]:checked]:grid sm:ml-7">
        <legend className="px-1 text-sm font-semibold">Datos de la factura</legend>
        <RecipientFields
          bind={(key) => ({
            name: path(key),
            value: values.invoice_recipient[key],
            onChange: (event) => {
              update({ invoice_recipient: { ...values.invoice_recipient, [key]: event.target.value } });
              clearError(path(key));
            },
            error: values.full_invoice ? errors[path(key)] : undefined,
          })}
        />
      </fieldset>
    </div>
  );
}
