import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { InvoiceRecipient } from '@common/invoices/contracts';
import type { FieldErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { FullInvoiceDisclosure, focusFirstField } from './full-invoice-form';
import { EMPTY_RECIPIENT, RecipientFields, type RecipientValues } from './recipient-fields';

/** What the page's action answers when it refused the request: what was typed, and why. */
export interface PostedInvoiceFailure {
  values: RecipientValues;
  fieldErrors: FieldErrors;
  message: string | null;
}

interface PostedFullInvoiceRequestProps {
  /** The hidden fields the page's action needs besides the three (what to do, which order). */
  hidden: Readonly<Record<string, string>>;
  /** The data asked for earlier (the form opens with it, to change it). */
  recipient?: InvoiceRecipient | null;
  explanation?: ReactNode;
  /** The action's refusal: the disclosure stays open with the messages under their fields. */
  failure?: PostedInvoiceFailure | null;
}

/**
 * 'Pedir factura completa' as a plain form that posts to the page's action (the guest's order
 * lookup): it opens and sends with or without JavaScript; with it, the router sends the same POST.
 */
export function PostedFullInvoiceRequest({ hidden, recipient, explanation, failure }: PostedFullInvoiceRequestProps) {
  const [open, setOpen] = useState(Boolean(failure));
  const summaryRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const isSending = navigation.state === 'submitting' && Object.entries(hidden).every(([name, value]) => navigation.formData?.get(name) === value);
  const values = failure?.values ?? recipient ?? EMPTY_RECIPIENT;

  // A refusal keeps the form open, the focus on the first field with a message.
  useEffect(() => {
    if (!failure) return;
    setOpen(true);
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else focusFirstField(formRef.current);
  }, [failure]);

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
      {/* A new refusal brings its own values into the fields. */}
      <Form key={failure ? JSON.stringify(failure) : 'blank'} ref={formRef} method="post" noValidate aria-label="Datos de la factura completa" className="grid gap-4">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <RecipientFields bind={(key) => ({ name: key, defaultValue: values[key], error: failure?.fieldErrors[key] })} />
        <FormError message={failure?.message} />
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <button type="submit" className="btn-primary" disabled={isSending}>
            {isSending ? 'Enviando…' : 'Enviar solicitud'}
          </button>
        </div>
      </Form>
    </FullInvoiceDisclosure>
  );
}
