import * as Dialog from '@radix-ui/react-dialog';
import { FileSignature, Loader2, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { WithdrawalBody, type RefundQuote, type Return, type ReturnOptions } from '@common/returns/contracts';
import { LEGAL_WITHDRAWAL_DAYS } from '@common/returns/rules';
import { formFailure } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { formatOrderDateTime, money } from '~/components/orders/order-format';
import { apiErrorMessage } from '~/lib/api/errors';
import type { ReturnAccess } from './return-access';
import { lowerFirst, refundRows } from './return-format';

// 'Desistir del contrato' (art. 11 bis of Directive 2011/83/EU): a clearly labelled button on every
// order within the 14 days, one confirmation step that says what happens, until when and how much
// comes back (the withdrawal's own quote, computed as the confirmation will fix it), and the IBAN
// when the money cannot go back the way it came.

interface WithdrawalButtonProps {
  access: ReturnAccess;
  options: ReturnOptions;
  onDone: (ret: Return) => void | Promise<void>;
  className?: string;
}

export function WithdrawalButton({ access, options, onDone, className = 'btn-secondary' }: WithdrawalButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={className}>
        <FileSignature aria-hidden="true" className="size-4" />
        Desistir del contrato
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] flex-col rounded-t-3xl border border-line bg-surface text-fg shadow-2xl transition duration-200 starting:translate-y-4 starting:opacity-0 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          {open ? (
            <WithdrawalForm
              access={access}
              options={options}
              onCancel={() => setOpen(false)}
              onDone={async (ret) => {
                setOpen(false);
                await onDone(ret);
              }}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function WithdrawalForm({ access, options, onCancel, onDone }: { access: ReturnAccess; options: ReturnOptions; onCancel: () => void; onDone: (ret: Return) => Promise<void> }) {
  const transfer = options.refund_method === 'transfer';
  const { field, formRef, formError, isSaving, submit } = useFieldForm<{ iban: string }, Return>({
    initial: { iban: '' },
    validate: (values): Record<string, string> => (transfer && !values.iban.trim() ? { iban: 'Indica el IBAN de la cuenta donde te devolvemos el dinero.' } : {}),
    send: (values) => access.withdraw(WithdrawalBody.parse({ confirm: true, ...(transfer ? { iban: values.iban } : {}) }) as WithdrawalBody),
    onSaved: (ret) => onDone(ret),
    describeFailure: (error) => formFailure(error, 'No hemos podido registrar el desistimiento. Inténtalo de nuevo.'),
  });
  const lines = options.lines.filter((line) => line.returnable_quantity > 0 && !line.not_returnable_reason);
  const quote = useWithdrawalQuote(access);

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-6 pb-5 sm:px-8">
        <div>
          <Dialog.Title className="font-display text-2xl font-semibold tracking-tight">Desistir del contrato</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            Pedido {options.order_number}. Tienes {LEGAL_WITHDRAWAL_DAYS} días naturales desde la entrega para desistir, sin dar explicaciones.
          </Dialog.Description>
        </div>
        <Dialog.Close aria-label="Cerrar" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-surface-muted">
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>

      <div className="grid flex-1 gap-5 overflow-y-auto px-6 py-6 text-sm leading-relaxed sm:px-8">
        {options.withdraw_until ? (
          <p className="rounded-xl bg-surface-muted p-4">
            Plazo para desistir: hasta el{' '}
            <time dateTime={options.withdraw_until} className="font-semibold">
              {formatOrderDateTime(options.withdraw_until)}
            </time>
            .
          </p>
        ) : null}
        <div>
          <h3 className="font-semibold text-fg">Qué pasa al confirmar</h3>
          <p className="mt-2 text-muted">Desistes de la compra de todo lo que aún se puede devolver de este pedido:</p>
          <ul className="mt-2 grid gap-1 rounded-xl border border-line p-3">
            {lines.map((line) => (
              <li key={line.order_line_id} className="flex justify-between gap-3">
                <span>
                  {line.product_name}
                  {line.size ? <span className="text-muted"> · Talla {line.size}</span> : null}
                </span>
                <span className="shrink-0 text-muted tabular-nums">
                  {line.returnable_quantity} {line.returnable_quantity === 1 ? 'ud.' : 'uds.'}
                </span>
              </li>
            ))}
          </ul>
          <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-muted">
            <li>Te enviamos al momento un email con el acuse de recibo, con la fecha y la hora.</li>
            <li>Recogemos las prendas en tu dirección sin coste; te explicamos cómo en ese email.</li>
            <li>
              Te devolvemos el precio y los gastos de envío iniciales ({lowerFirst(options.refund_method_label)}) en un máximo de 14 días; podemos esperar a recibir las prendas.
            </li>
          </ul>
        </div>
        <WithdrawalRefund quote={quote} />
        {transfer ? (
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
        <FormError message={formError} />
      </div>

      <div className="flex flex-col-reverse gap-2 border-t border-line px-6 py-4 sm:flex-row sm:justify-end sm:px-8">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Volver
        </button>
        {/* The amount first; a quote that fails never keeps anyone from withdrawing. */}
        <button type="submit" className="btn-primary" disabled={isSaving || quote.pending}>
          {isSaving ? 'Enviando…' : 'Confirmar desistimiento'}
        </button>
      </div>
    </form>
  );
}

type WithdrawalQuoteState = { pending: true } | { pending: false; quote: RefundQuote | null; error: string | null };

/** The refund of withdrawing from everything still returnable, asked once when the dialog opens. */
function useWithdrawalQuote(access: ReturnAccess): WithdrawalQuoteState {
  const [state, setState] = useState<WithdrawalQuoteState>({ pending: true });
  useEffect(() => {
    const controller = new AbortController();
    access.quoteWithdrawal({}, controller.signal).then(
      (quote) => setState({ pending: false, quote, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ pending: false, quote: null, error: apiErrorMessage(error, 'No hemos podido calcular el importe ahora; te lo confirmaremos en el acuse de recibo.') });
      },
    );
    return () => controller.abort();
  }, [access]);
  return state;
}

/** 'Te devolveremos 83,00 €', with its rows, before the confirmation. */
function WithdrawalRefund({ quote }: { quote: WithdrawalQuoteState }) {
  let body: ReactNode;
  if (quote.pending) {
    body = (
      <p className="flex items-center gap-2 text-muted">
        <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        Calculando el importe del reembolso…
      </p>
    );
  } else if (!quote.quote) {
    body = <p className="text-muted">{quote.error}</p>;
  } else {
    const rows = refundRows(quote.quote);
    body = (
      <dl className="grid gap-2">
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
          <dt>Te devolveremos</dt>
          <dd className="tabular-nums">{money(rows.total)}</dd>
        </div>
      </dl>
    );
  }
  return (
    <section aria-labelledby="withdrawal-refund-title" aria-live="polite" aria-busy={quote.pending} className="rounded-xl border border-line p-4">
      <h3 id="withdrawal-refund-title" className="mb-3 font-semibold text-fg">
        Importe del reembolso
      </h3>
      {body}
    </section>
  );
}
