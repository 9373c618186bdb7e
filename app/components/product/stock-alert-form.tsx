import { BellRing } from 'lucide-react';
import type { StoreProduct } from '@common/catalog/contracts';
import { StockAlertBody } from '@common/stock-alerts/contracts';
import { schemaErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { SelectField } from '~/components/forms/select-field';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { api } from '~/lib/api/browser-client';

/**
 * The form inside "Avísame cuando vuelva" (stock-alert-dialog-view.tsx), loaded with the dialog when
 * the shopper asks for it: the contract and the form kit stay out of the product page's first download.
 */
export function StockAlertForm({
  options,
  chosenId,
  accountEmail,
  onDone,
}: {
  options: StoreProduct['variants'];
  chosenId: number | null;
  /** The signed-in customer's address (used as it is), or null for a guest. */
  accountEmail: string | null;
  onDone: (message: string) => void;
}) {
  const signedIn = accountEmail !== null;
  const { field, submit, formRef, formError, isSaving } = useFieldForm({
    initial: { variant_id: chosenId === null ? '' : String(chosenId), email: '' },
    validate: (values) => schemaErrors(StockAlertBody, signedIn ? { variant_id: values.variant_id } : values),
    send: async (values) => (await api('POST /stock-alerts', { body: { variant_id: Number(values.variant_id), ...(signedIn ? {} : { email: values.email }) } })).data,
    onSaved: (reply) => onDone(reply.message),
    failureMessage: 'No hemos podido guardar tu aviso. Inténtalo de nuevo.',
  });
  return (
    <form
      ref={formRef}
      noValidate
      // The dialog sits (through its portal) inside the page's purchase form: its submit must not reach it.
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
      aria-label="Aviso de disponibilidad"
      className="mt-6 grid gap-5"
    >
      <SelectField label="Talla agotada" required {...field('variant_id')}>
        <option value="">Elige la talla</option>
        {options.map((variant) => (
          <option key={variant.id} value={String(variant.id)}>
            {`Talla ${variant.size} · ${variant.color_name}`}
          </option>
        ))}
      </SelectField>
      {signedIn ? (
        <p className="text-sm">
          Te avisaremos en <strong>{accountEmail}</strong>.
        </p>
      ) : (
        <TextField label="Tu email" type="email" autoComplete="email" required hint="Te enviaremos un email para confirmar que es tuyo." {...field('email')} />
      )}
      <FormError message={formError} />
      <button type="submit" className="btn-primary" disabled={isSaving}>
        <BellRing aria-hidden="true" className="size-4" />
        {isSaving ? 'Guardando…' : 'Avisarme'}
      </button>
      <p className="text-xs text-muted">Solo usamos tu email para este aviso. Puedes cancelarlo desde el propio email{signedIn ? ' o en Notificaciones, en tu cuenta' : ''}.</p>
    </form>
  );
}
