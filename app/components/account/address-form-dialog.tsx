import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { AddressBody, SPANISH_PROVINCES, type Address } from '@common/account/contracts';
import { CheckboxField } from '~/components/forms/checkbox-field';
import { FormError } from '~/components/forms/form-error';
import { SelectField } from '~/components/forms/select-field';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { api } from '~/lib/api/browser-client';

interface AddressValues {
  label: string;
  recipient_name: string;
  street: string;
  postal_code: string;
  city: string;
  province: string;
  phone: string;
  is_default: boolean;
}

function valuesOf(address: Address | null, isFirst: boolean): AddressValues {
  return {
    label: address?.label ?? '',
    recipient_name: address?.recipient_name ?? '',
    street: address?.street ?? '',
    postal_code: address?.postal_code ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    phone: address?.phone ?? '',
    is_default: address?.is_default ?? isFirst,
  };
}

interface AddressFormDialogProps {
  /** The address being edited, or null for a new one. */
  address: Address | null;
  open: boolean;
  /** A customer's first address becomes the default one. */
  isFirst: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (address: Address, isNew: boolean) => void;
}

/** Add or edit an address (POST / PUT /api/user/addresses) in a dialog. */
export function AddressFormDialog({ address, open, isFirst, onOpenChange, onSaved }: AddressFormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] flex-col rounded-t-3xl border border-line bg-surface text-fg shadow-2xl transition duration-200 starting:translate-y-4 starting:opacity-0 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(40rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          {open ? (
            <AddressForm
              key={address?.id ?? 'new'}
              address={address}
              isFirst={isFirst}
              onCancel={() => onOpenChange(false)}
              onSaved={onSaved}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AddressForm({
  address,
  isFirst,
  onCancel,
  onSaved,
}: {
  address: Address | null;
  isFirst: boolean;
  onCancel: () => void;
  onSaved: (address: Address, isNew: boolean) => void;
}) {
  const { formError, isSaving, formRef, field, checkbox, submit } = useFieldForm({
    initial: () => valuesOf(address, isFirst),
    schema: AddressBody,
    // Already checked: parsing gives the body as the contract reads it (trimmed, an empty label null).
    send: (current) => {
      const body = AddressBody.parse(current);
      return address ? api('PUT /user/addresses/{id}', { params: { id: address.id }, body }) : api('POST /user/addresses', { body });
    },
    onSaved: (reply) => onSaved(reply.data, address === null),
    failureMessage: 'No hemos podido guardar la dirección. Inténtalo de nuevo.',
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-6 pb-5 sm:px-8">
        <div>
          <Dialog.Title className="font-display text-2xl font-semibold tracking-tight">
            {address ? 'Editar dirección' : 'Nueva dirección'}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            Enviamos a toda España, también a Baleares, Canarias, Ceuta y Melilla.
          </Dialog.Description>
        </div>
        <Dialog.Close
          aria-label="Cerrar"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-surface-muted"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>

      <div className="grid flex-1 gap-5 overflow-y-auto px-6 py-6 sm:grid-cols-2 sm:px-8">
        <TextField label="Etiqueta" placeholder="Casa, Trabajo…" maxLength={60} {...field('label')} />
        <TextField
          label="Destinatario"
          autoComplete="name"
          required
          {...field('recipient_name')}
        />
        <TextField
          className="sm:col-span-2"
          label="Dirección"
          autoComplete="street-address"
          placeholder="Calle, número, piso y puerta"
          required
          {...field('street')}
        />
        <TextField
          label="Código postal"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          required
          {...field('postal_code')}
          hint="5 cifras, por ejemplo 28013."
        />
        <TextField
          label="Ciudad"
          autoComplete="address-level2"
          required
          {...field('city')}
        />
        <SelectField
          label="Provincia"
          autoComplete="address-level1"
          required
          {...field('province')}
        >
          <option value="">Elige una provincia</option>
          {SPANISH_PROVINCES.map((province) => (
            <option key={province} value={province}>
              {province}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          required
          {...field('phone')}
          hint="Por si el repartidor necesita llamarte."
        />
        <CheckboxField
          label="Usar como dirección predeterminada"
          className="rounded-xl bg-surface-muted px-4 py-3 sm:col-span-2"
          {...checkbox('is_default')}
        />
        <FormError message={formError} className="sm:col-span-2" />
      </div>

      <div className="flex flex-col-reverse gap-2 border-t border-line px-6 py-4 sm:flex-row sm:justify-end sm:px-8">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancelar
        </button>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? 'Guardando…' : address ? 'Guardar cambios' : 'Guardar dirección'}
        </button>
      </div>
    </form>
  );
}
