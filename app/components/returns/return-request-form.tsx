import clsx from 'clsx';
import { Ban, CalendarClock, ImageOff, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ReturnQuoteBody, ReturnRequestBody, type RefundQuote, type Return, type ReturnOptions } from '@common/returns/contracts';
import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason, type ReturnResolution } from '@common/returns/rules';
import { CheckboxField } from '~/components/forms/checkbox-field';
import { fieldErrorsOf, formFailure, hasErrors, schemaErrors, splitFormMessage, type FieldErrors, type FormFailure } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { SelectField } from '~/components/forms/select-field';
import { TextField } from '~/components/forms/text-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { formatOrderDay, money } from '~/components/orders/order-format';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';
import type { ReturnAccess } from './return-access';
import { lowerFirst, refundRows } from './return-format';

// 'Devolver o cambiar': each garment still returnable with how many, why, and a refund or another
// size or colour; the refund calculated by the server as the customer chooses (debounced), shown
// whole before the confirm button; the customer's and the guest's screens share it.

export interface LineValues {
  include: boolean;
  quantity: string;
  reason: string;
  resolution: ReturnResolution;
  exchange_variant_id: string;
}

export interface RequestValues {
  lines: LineValues[];
  comment: string;
  iban: string;
}

/** How long the choices rest before the refund is asked for again. */
export const QUOTE_DEBOUNCE_MS = 350;

const NOTHING_CHOSEN = 'Elige al menos una prenda que devolver o cambiar.';

function initialValues(options: ReturnOptions): RequestValues {
  return {
    lines: options.lines.map((line) => ({
      // One garment left to return: it is what the customer came for.
      include: options.lines.filter((other) => other.returnable_quantity > 0).length === 1 && line.returnable_quantity > 0,
      quantity: line.returnable_quantity > 0 ? String(line.returnable_quantity) : '0',
      reason: '',
      resolution: 'refund',
      exchange_variant_id: '',
    })),
    comment: '',
    iban: '',
  };
}

/** The form's rows that go into the request, with where each sits in the form. */
function chosenRows(options: ReturnOptions, values: RequestValues) {
  return values.lines.flatMap((line, index) => (line.include && options.lines[index] && options.lines[index].returnable_quantity > 0 ? [{ index, line, option: options.lines[index] }] : []));
}

function requestLines(options: ReturnOptions, values: RequestValues) {
  return chosenRows(options, values).map(({ line, option }) => ({
    order_line_id: option.order_line_id,
    quantity: Number(line.quantity),
    reason: line.reason as ReturnReason,
    resolution: line.resolution,
    ...(line.resolution === 'exchange' && line.exchange_variant_id ? { exchange_variant_id: Number(line.exchange_variant_id) } : {}),
  }));
}

/** Money goes by transfer only for refunded garments: an exchange alone needs no IBAN. */
function needsIban(options: ReturnOptions, values: RequestValues): boolean {
  return options.refund_method === 'transfer' && chosenRows(options, values).some(({ line }) => line.resolution === 'refund');
}

export function requestBodyOf(options: ReturnOptions, values: RequestValues): ReturnRequestBody {
  const comment = values.comment.trim();
  const iban = values.iban.trim();
  return {
    lines: requestLines(options, values),
    ...(comment ? { comment } : {}),
    ...(needsIban(options, values) ? { iban } : {}),
  };
}

/**
 * Paths of the request as sent ('lines.0.reason', the first line sent) → paths of the form
 * ('lines.2.reason', the third garment shown); a message about the list itself is the form's.
 */
function toFormPaths(errors: FieldErrors, options: ReturnOptions, values: RequestValues): FieldErrors {
  const rows = chosenRows(options, values);
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^lines\.(\d+)(?:\.(\w+))?/.exec(path);
    let target = path;
    if (path === 'lines') target = '_';
    else if (match) {
      const row = rows[Number(match[1])];
      const field = match[2] && match[2] !== 'order_line_id' ? match[2] : 'include';
      target = row ? `lines.${row.index}.${field}` : '_';
    }
    if (!Object.hasOwn(mapped, target)) mapped[target] = message;
  }
  return mapped;
}

/** What the form itself knows before the contract: a garment chosen, and every unit within what is left. */
function ownErrors(options: ReturnOptions, values: RequestValues): FieldErrors {
  const errors: Record<string, string> = {};
  const rows = chosenRows(options, values);
  if (rows.length === 0) errors._ = NOTHING_CHOSEN;
  for (const { index, line, option } of rows) {
    const quantity = Number(line.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > option.returnable_quantity) {
      errors[`lines.${index}.quantity`] = `Puedes devolver entre 1 y ${option.returnable_quantity} ${option.returnable_quantity === 1 ? 'unidad' : 'unidades'}.`;
    }
  }
  if (needsIban(options, values) && !values.iban.trim()) errors.iban = 'Indica el IBAN de la cuenta donde te devolvemos el dinero.';
  return errors;
}

interface QuoteState {
  key: string;
  quote: RefundQuote | null;
  error: string | null;
}

/** Asks for the refund of the lines chosen, once they rest for QUOTE_DEBOUNCE_MS; the latest answer wins. */
function useRefundQuote(access: ReturnAccess, options: ReturnOptions, values: RequestValues, refresh: number) {
  const lines = requestLines(options, values);
  const valid = lines.length > 0 && !hasErrors(schemaErrors(ReturnQuoteBody, { lines })) && !hasErrors(ownLineErrors(options, values));
  const key = valid ? JSON.stringify(lines) : '';
  const [state, setState] = useState<QuoteState | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      access.quote({ lines: JSON.parse(key) as ReturnQuoteBody['lines'] }, controller.signal).then(
        (quote) => setState({ key, quote, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ key, quote: null, error: apiErrorMessage(error, 'No hemos podido calcular el reembolso. Inténtalo de nuevo.') });
        },
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [access, key, refresh]);

  const current = state && state.key === key ? state : null;
  return { key, quote: current?.quote ?? null, error: current?.error ?? null, pending: Boolean(key) && !current };
}

function ownLineErrors(options: ReturnOptions, values: RequestValues): FieldErrors {
  const { _: _nothing, iban: _iban, ...lines } = ownErrors(options, values);
  return lines;
}

interface ReturnRequestFormProps {
  access: ReturnAccess;
  options: ReturnOptions;
  /** After the request is in: the return as the server keeps it. */
  onDone: (ret: Return) => void | Promise<void>;
  /** Where 'Cancelar' goes (a link on the customer's screen, a button on the guest's). */
  cancel: ReactNode;
  /** h2 on a screen of its own, h3 inside the order lookup. */
  headingLevel?: 'h2' | 'h3';
  /** One column (the order lookup's narrow page); else the refund sits beside the garments on wide screens. */
  narrow?: boolean;
}

export function ReturnRequestForm({ access, options, onDone, cancel, headingLevel: Heading = 'h2', narrow = false }: ReturnRequestFormProps) {
  const [refresh, setRefresh] = useState(0);
  const latestValues = useRef<RequestValues | null>(null);
  const form = useFieldForm<RequestValues, Return>({
    initial: () => initialValues(options),
    validate: (values) => {
      const own = ownErrors(options, values);
      // The contract's messages win, but an empty IBAN is better asked for than called invalid.
      return { ...own, ...toFormPaths(schemaErrors(ReturnRequestBody, requestBodyOf(options, values)), options, values), ...(own.iban ? { iban: own.iban } : {}) };
    },
    send: (values) => access.request(ReturnRequestBody.parse(requestBodyOf(options, values)) as ReturnRequestBody),
    onSaved: (ret) => onDone(ret),
    describeFailure: (error): FormFailure => {
      const values = latestValues.current ?? initialValues(options);
      const fields = fieldErrorsOf(error);
      if (hasErrors(fields)) return splitFormMessage(toFormPaths(fields, options, values));
      if (error instanceof ApiRequestError && error.status === 409) {
        // Something changed meanwhile (a size sold out, the window closed): the refund is asked again.
        setRefresh((n) => n + 1);
      }
      return formFailure(error, 'No hemos podido registrar la devolución. Inténtalo de nuevo.');
    },
  });
  const { values, setValue, field, formRef, formError, isSaving, submit, errorAt } = form;
  latestValues.current = values;
  const quote = useRefundQuote(access, options, values, refresh);
  const chosen = chosenRows(options, values);
  const unavailable = new Set(quote.quote?.unavailable_exchanges ?? []);
  const blockedBySoldOut = chosen.some(({ option, line }) => line.resolution === 'exchange' && unavailable.has(option.order_line_id));
  const canConfirm = Boolean(quote.quote) && !quote.pending && !blockedBySoldOut && !isSaving;

  const returnable = options.lines.filter((line) => line.returnable_quantity > 0 && !line.not_returnable_reason);

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={clsx('grid gap-6', !narrow && 'lg:grid-cols-5 lg:items-start')}>
      <div className={clsx('grid content-start gap-6', !narrow && 'lg:col-span-3')}>
        <p className="flex items-start gap-3 rounded-2xl border border-line bg-surface-muted p-4 text-sm">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            {options.return_until ? (
              <>
                Puedes devolver o cambiar prendas de este pedido hasta el{' '}
                <time dateTime={options.return_until} className="font-semibold">
                  {formatOrderDay(options.return_until)}
                </time>
                .{' '}
              </>
            ) : null}
            La recogida es gratuita: te enviaremos por email las instrucciones y la hoja de devolución para meter en el paquete.
          </span>
        </p>

        {returnable.length === 0 ? <p className="text-sm text-muted">{options.refused_reason ?? 'No queda ninguna prenda de este pedido que se pueda devolver.'}</p> : null}

        {options.lines.map((option, index) => {
          const line = values.lines[index]!;
          const titleId = `return-line-${option.order_line_id}`;
          const details = [option.size ? `Talla ${option.size}` : null, option.color_name ? `Color ${option.color_name}` : null].filter(Boolean).join(' · ');
          const refusal = option.not_returnable_reason ?? (option.returnable_quantity === 0 ? 'Ya está en otra devolución.' : null);
          const available = option.exchange_options.filter((choice) => choice.available);
          const soldOutNow = line.resolution === 'exchange' && unavailable.has(option.order_line_id);
          return (
            <fieldset
              key={option.order_line_id}
              aria-labelledby={titleId}
              className={clsx('card grid gap-4 p-5 sm:p-6', line.include && !refusal && 'border-primary/60')}
            >
              <div className="flex gap-4">
                <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-surface-muted">
                  {option.image_url ? (
                    <img src={option.image_url} alt="" loading="lazy" className="size-full object-cover" />
                  ) : (
                    <span className="grid size-full place-items-center text-muted">
                      <ImageOff aria-hidden="true" className="size-6" />
                    </span>
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <Heading id={titleId} className="font-semibold text-fg">
                    {option.product_name}
                  </Heading>
                  {details ? <p className="text-sm text-muted">{details}</p> : null}
                  <p className="text-sm text-muted">
                    {option.quantity} {option.quantity === 1 ? 'unidad' : 'unidades'} × {money(option.unit_price)}
                    {!refusal && option.returnable_quantity < option.quantity ? ` · quedan ${option.returnable_quantity} por devolver` : ''}
                  </p>
                </div>
              </div>

              {refusal ? (
                <p className="flex items-start gap-2 rounded-xl bg-surface-muted p-3 text-sm text-muted">
                  <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <span className="font-semibold text-fg">No se puede devolver. </span>
                    {refusal}
                  </span>
                </p>
              ) : (
                <>
                  <CheckboxField
                    label="Devolver o cambiar esta prenda"
                    name={`lines.${index}.include`}
                    checked={line.include}
                    onCheckedChange={(checked) => setValue(`lines.${index}.include`, checked)}
                    error={errorAt(`lines.${index}.include`)}
                  />
                  {line.include ? (
                    <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
                      <SelectField label="Unidades" required {...field(`lines.${index}.quantity`)}>
                        {Array.from({ length: option.returnable_quantity }, (_, n) => String(n + 1)).map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </SelectField>
                      <SelectField label="Motivo" required {...field(`lines.${index}.reason`)}>
                        <option value="">Elige un motivo</option>
                        {RETURN_REASONS.map((reason) => (
                          <option key={reason} value={reason}>
                            {RETURN_REASON_LABELS[reason]}
                          </option>
                        ))}
                      </SelectField>
                      {option.exchange_options.length > 0 ? (
                        <fieldset className="grid gap-2 sm:col-span-2">
                          <legend className="mb-2 text-sm font-medium text-fg">¿Qué prefieres?</legend>
                          <div className="grid gap-2 sm:grid-cols-2">
                            <ResolutionChoice
                              name={`lines.${index}.resolution`}
                              value="refund"
                              checked={line.resolution === 'refund'}
                              onChange={() => {
                                setValue(`lines.${index}.resolution`, 'refund');
                                setValue(`lines.${index}.exchange_variant_id`, '');
                              }}
                              title="Reembolso"
                              description={`Te devolvemos el dinero: ${lowerFirst(options.refund_method_label)}.`}
                            />
                            <ResolutionChoice
                              name={`lines.${index}.resolution`}
                              value="exchange"
                              checked={line.resolution === 'exchange'}
                              disabled={available.length === 0}
                              onChange={() => setValue(`lines.${index}.resolution`, 'exchange')}
                              title="Cambio por otra talla o color"
                              description={available.length === 0 ? 'Agotadas las otras tallas y colores: te ofrecemos el reembolso.' : 'Te la reservamos ahora y te la enviamos sin coste.'}
                            />
                          </div>
                        </fieldset>
                      ) : null}
                      {line.resolution === 'exchange' ? (
                        <SelectField className="sm:col-span-2" label="Nueva talla o color" required {...field(`lines.${index}.exchange_variant_id`)}>
                          <option value="">Elige la talla o el color</option>
                          {option.exchange_options.map((choice) => (
                            <option key={choice.variant_id} value={String(choice.variant_id)} disabled={!choice.available}>
                              {`Talla ${choice.size} · ${choice.color_name}${choice.available ? '' : ' (agotada)'}`}
                            </option>
                          ))}
                        </SelectField>
                      ) : null}
                      {soldOutNow ? (
                        <div role="alert" className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
                          <p className="flex items-start gap-2">
                            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
                            Esa talla o color se acaba de agotar. Elige otra o pide el reembolso.
                          </p>
                          <button
                            type="button"
                            className="btn-secondary shrink-0"
                            onClick={() => {
                              setValue(`lines.${index}.resolution`, 'refund');
                              setValue(`lines.${index}.exchange_variant_id`, '');
                            }}
                          >
                            Pedir el reembolso
                          </button>
                        </div>
                      ) : null}
                    </div>
                  ) : null}
                </>
              )}
            </fieldset>
          );
        })}

        {returnable.length > 0 ? (
          <div className="card grid gap-5 p-5 sm:p-6">
            <TextAreaField
              label="Comentario"
              rows={3}
              maxLength={1000}
              hint="Cuéntanos lo que quieras sobre la devolución: nos ayuda a mejorar."
              {...field('comment')}
            />
            {needsIban(options, values) ? (
              <TextField
                label="IBAN para el reembolso"
                required
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="ES91 2100 0418 4502 0005 1332"
                hint="Pagaste contra reembolso o por transferencia: te devolvemos el dinero a esta cuenta."
                {...field('iban')}
              />
            ) : null}
          </div>
        ) : null}
      </div>

      <aside aria-labelledby="return-quote-title" className={clsx('card grid gap-4 p-5 sm:p-6', !narrow && 'lg:sticky lg:top-24 lg:col-span-2')}>
        <Heading id="return-quote-title" className="font-display text-lg font-semibold tracking-tight">
          Tu reembolso
        </Heading>
        <QuoteBreakdown chosen={chosen.length} quote={quote} />
        <FormError message={formError} />
        <button type="submit" className="btn-primary w-full" disabled={!canConfirm} aria-describedby="return-confirm-hint">
          {isSaving ? 'Enviando solicitud…' : 'Confirmar devolución'}
        </button>
        <p id="return-confirm-hint" className="text-xs text-muted">
          {blockedBySoldOut
            ? 'Alguna talla elegida para el cambio se ha agotado: elige otra o pide el reembolso.'
            : 'Al confirmar, el reembolso queda fijado y te enviamos las instrucciones de recogida por email.'}
        </p>
        {cancel}
      </aside>
    </form>
  );
}

function ResolutionChoice({ name, value, checked, disabled, onChange, title, description }: { name: string; value: string; checked: boolean; disabled?: boolean; onChange: () => void; title: string; description: string }) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus',
        checked ? 'border-primary bg-primary/5' : 'border-line hover:bg-surface-muted',
        disabled && 'cursor-not-allowed opacity-70',
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} className="mt-1 size-4 shrink-0 accent-primary" />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted">{description}</span>
      </span>
    </label>
  );
}

function QuoteBreakdown({ chosen, quote }: { chosen: number; quote: ReturnType<typeof useRefundQuote> }) {
  let body: ReactNode;
  if (chosen === 0) body = <p className="text-sm text-muted">Elige las prendas que devuelves y verás aquí lo que te devolvemos.</p>;
  else if (!quote.key) body = <p className="text-sm text-muted">Elige el motivo (y, para un cambio, la talla o el color nuevo) de cada prenda para calcular el reembolso.</p>;
  else if (quote.pending)
    body = (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        Calculando el reembolso…
      </p>
    );
  else if (quote.error) body = <p className="text-sm font-medium text-danger">{quote.error}</p>;
  else if (quote.quote) {
    const rows = refundRows(quote.quote);
    const exchanges = quote.quote.lines.filter((line) => line.resolution === 'exchange').length;
    const onlyExchanges = exchanges === quote.quote.lines.length;
    body = onlyExchanges ? (
      <>
        <p className="flex justify-between gap-4 text-base font-semibold">
          <span>Cambio sin coste</span>
          <span className="tabular-nums">{money(rows.total)}</span>
        </p>
        <p className="text-sm text-muted">No te cobramos nada ni hay nada que devolver: te enviamos la talla o el color nuevo, ya reservado, cuando recibamos tu paquete.</p>
      </>
    ) : (
      <>
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Prendas</dt>
            <dd className="tabular-nums">{money(rows.garments)}</dd>
          </div>
          {rows.discount > 0 ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Parte del descuento del cupón</dt>
              <dd className="tabular-nums">{`−${money(rows.discount)}`}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Gastos de envío</dt>
            <dd className="text-right tabular-nums">{rows.shipping > 0 ? money(rows.shipping) : 'No se devuelven'}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold">
            <dt>Te devolvemos</dt>
            <dd className="tabular-nums">{money(rows.total)}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted">
          Se devuelve <span className="font-semibold text-fg">{lowerFirst(quote.quote.refund_method_label)}</span>
        </p>
        {exchanges > 0 ? (
          <p className="text-sm text-muted">
            {exchanges === 1 ? 'La prenda que cambias no tiene coste: ' : 'Las prendas que cambias no tienen coste: '}te enviamos la talla o el color nuevo cuando recibamos la devolución.
          </p>
        ) : null}
        {rows.shipping === 0 ? (
          <p className="text-xs text-muted">Los gastos de envío se devuelven si devuelves el pedido entero o si una prenda es defectuosa.</p>
        ) : null}
      </>
    );
  }
  return (
    <div aria-live="polite" aria-atomic="true" className="grid gap-3">
      {body}
    </div>
  );
}
