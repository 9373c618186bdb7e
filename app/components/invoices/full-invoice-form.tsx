import clsx from 'clsx';
import { ChevronDown, FileCheck2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { InvoiceRecipientBody, type InvoiceRecipient, type InvoiceRequestOutcome } from '@common/invoices/contracts';
import { formFailure } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextAreaField } from '~/components/forms/textarea-field';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import type { InvoiceAccess } from './invoice-access';

// 'Pedir factura completa': the name or company, the NIF and the fiscal address an invoice needs to
// be a full one (RD 1619/2012 art. 6). Checked with the contract's own fields before it is sent;
// the server's 422 messages land under the same fields.

export type RecipientValues = { name: string; tax_id: string; address: string };

export const EMPTY_RECIPIENT: RecipientValues = { name: '', tax_id: '', address: '' };

export type RecipientKey = keyof RecipientValues;

/** A field's name (its path in the body sent, as the server's 422 names it), value, change handler and error. */
export interface RecipientBinding {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}

/** The three fields, each bound by its key. Shared by the order's form and the checkout. */
export function RecipientFields({ bind }: { bind: (key: RecipientKey) => RecipientBinding }) {
  return (
    <>
      <TextField label="Nombre o razón social" required maxLength={160} hint="Tal como debe figurar en la factura." {...bind('name')} />
      <TextField
        label="NIF"
        required
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="12345678Z"
        hint="DNI, NIE o NIF de empresa, con su letra o cifra de control."
        {...bind('tax_id')}
      />
      <TextAreaField
        label="Dirección fiscal"
        required
        rows={2}
        maxLength={250}
        autoComplete="street-address"
        hint="Calle, número, código postal y ciudad."
        {...bind('address')}
      />
    </>
  );
}

interface FullInvoiceFormProps {
  access: InvoiceAccess;
  /** The data already asked for, to change it. */
  initial?: InvoiceRecipient | null;
  onDone: (outcome: InvoiceRequestOutcome) => void | Promise<void>;
  onCancel: () => void;
  /** Focus goes to the first field as the form appears. */
  autoFocus?: boolean;
}

export function FullInvoiceForm({ access, initial, onDone, onCancel, autoFocus = true }: FullInvoiceFormProps) {
  const { field, formRef, formError, isSaving, submit } = useFieldForm<RecipientValues, InvoiceRequestOutcome>({
    initial: initial ? { name: initial.name, tax_id: initial.tax_id, address: initial.address } : EMPTY_RECIPIENT,
    schema: InvoiceRecipientBody,
    send: (values) => access.requestFullInvoice(InvoiceRecipientBody.parse(values) as RecipientValues),
    onSaved: (outcome) => onDone(outcome),
    describeFailure: (error) => formFailure(error, 'No hemos podido pedir la factura completa. Inténtalo de nuevo.'),
  });

  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [autoFocus, formRef]);

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Datos de la factura completa" className="grid gap-4">
      <RecipientFields bind={field} />
      <FormError message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? 'Enviando…' : 'Enviar solicitud'}
        </button>
      </div>
    </form>
  );
}

interface FullInvoiceRequestProps {
  access: InvoiceAccess;
  /** The data asked for earlier (the form opens with it, to change it). */
  recipient?: InvoiceRecipient | null;
  /** What happens once sent, said above the fields. */
  explanation?: ReactNode;
  onRequested: (outcome: InvoiceRequestOutcome) => void | Promise<void>;
}

/**
 * A disclosure: 'Pedir factura completa' (or 'Cambiar los datos de la factura') opens the form in
 * place, focus on its first field; 'Cancelar' closes it and gives the focus back to the button.
 */
export function FullInvoiceRequest({ access, recipient, explanation, onRequested }: FullInvoiceRequestProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const regionId = useId();

  return (
    <div className="grid gap-4">
      <div>
        <button
          ref={triggerRef}
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((current) => !current)}
          className="btn-secondary"
        >
          <FileCheck2 aria-hidden="true" className="size-4" />
          {recipient ? (
            <span>
              Cambiar los datos<span className="sr-only"> de la factura</span>
            </span>
          ) : (
            'Pedir factura completa'
          )}
          <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
        </button>
      </div>
      <div id={regionId} hidden={!open} className="rounded-xl border border-line p-4">
        {open ? (
          <>
            {explanation ? <p className="mb-4 text-sm text-muted">{explanation}</p> : null}
            <FullInvoiceForm
              access={access}
              initial={recipient}
              onCancel={() => {
                setOpen(false);
                triggerRef.current?.focus();
              }}
              onDone={async (outcome) => {
                await onRequested(outcome);
                setOpen(false);
              }}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
