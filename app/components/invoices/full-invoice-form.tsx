import { ChevronDown, FileCheck2 } from 'lucide-react';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import type { InvoiceRecipient, InvoiceRequestOutcome } from '@common/invoices/contracts';
import { formFailure } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { useFieldForm } from '~/components/forms/use-field-form';
import type { InvoiceAccess } from './invoice-access';
import { EMPTY_RECIPIENT, RecipientFields, type RecipientValues } from './recipient-fields';

// 'Pedir factura completa': a native disclosure (<details>), so it opens before and without the
// page's JavaScript, holding the name or company, the NIF and the fiscal address. No contract is
// loaded to check them in the browser: the server checks them and its 422 messages land under the
// same fields.

// The checkout's review step takes the fields from here.
export { RecipientFields, type RecipientKey } from './recipient-fields';

interface FullInvoiceDisclosureProps {
  /** Data asked for earlier: the summary offers to change it. */
  hasRecipient: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
  summaryRef?: Ref<HTMLElement>;
  /** What happens once sent, said above the fields. */
  explanation?: ReactNode;
  children: ReactNode;
}

/** 'Pedir factura completa' (or 'Cambiar los datos de la factura') as a <details> the browser opens by itself. */
export function FullInvoiceDisclosure({ hasRecipient, open, onToggle, summaryRef, explanation, children }: FullInvoiceDisclosureProps) {
  return (
    <details open={open} onToggle={(event) => onToggle(event.currentTarget.open)} className="group">
      <summary ref={summaryRef} className="btn-secondary w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <FileCheck2 aria-hidden="true" className="size-4" />
        {hasRecipient ? (
          <span>
            Cambiar los datos<span className="sr-only"> de la factura</span>
          </span>
        ) : (
          'Pedir factura completa'
        )}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="mt-4 rounded-xl border border-line p-4">
        {explanation ? <p className="mb-4 text-sm text-muted">{explanation}</p> : null}
        {children}
      </div>
    </details>
  );
}

interface FullInvoiceFormProps {
  access: InvoiceAccess;
  /** The data already asked for, to change it. */
  initial?: InvoiceRecipient | null;
  onDone: (outcome: InvoiceRequestOutcome) => void | Promise<void>;
  onCancel: () => void;
}

/** The request sent from the browser (the customer's session, or a guest's number and e-mail held by the page). */
export function FullInvoiceForm({ access, initial, onDone, onCancel }: FullInvoiceFormProps) {
  const { field, formRef, formError, isSaving, submit } = useFieldForm<RecipientValues, InvoiceRequestOutcome>({
    initial: initial ? { name: initial.name, tax_id: initial.tax_id, address: initial.address } : EMPTY_RECIPIENT,
    send: (values) => access.requestFullInvoice(values),
    onSaved: (outcome) => onDone(outcome),
    describeFailure: (error) => formFailure(error, 'No hemos podido pedir la factura completa. Inténtalo de nuevo.'),
  });

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

/** The first field of an opened disclosure takes the focus. */
export function focusFirstField(details: Element | null) {
  details?.closest('details')?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus();
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
 * The disclosure with the form sent from the browser: opening it puts the focus on the first field;
 * 'Cancelar' closes it, forgets what was typed and gives the focus back to the summary.
 */
export function FullInvoiceRequest({ access, recipient, explanation, onRequested }: FullInvoiceRequestProps) {
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const summaryRef = useRef<HTMLElement>(null);

  return (
    <FullInvoiceDisclosure
      hasRecipient={Boolean(recipient)}
      open={open}
      summaryRef={summaryRef}
      explanation={explanation}
      onToggle={(next) => {
        setOpen(next);
        if (next) focusFirstField(summaryRef.current);
      }}
    >
      <FullInvoiceForm
        key={formKey}
        access={access}
        initial={recipient}
        onCancel={() => {
          setOpen(false);
          setFormKey((n) => n + 1);
          summaryRef.current?.focus();
        }}
        onDone={async (outcome) => {
          await onRequested(outcome);
          setOpen(false);
          setFormKey((n) => n + 1);
        }}
      />
    </FullInvoiceDisclosure>
  );
}
