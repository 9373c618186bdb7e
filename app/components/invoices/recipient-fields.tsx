import { TextAreaField } from '~/components/forms/textarea-field';
import { TextField } from '~/components/forms/text-field';

// The name or company, the NIF and the fiscal address an invoice needs to be a full one
// (RD 1619/2012 art. 6). No contract is loaded with them: the server checks the three and its 422
// messages land under the same fields.

export type RecipientValues = { name: string; tax_id: string; address: string };

export const EMPTY_RECIPIENT: RecipientValues = { name: '', tax_id: '', address: '' };

export type RecipientKey = keyof RecipientValues;

/**
 * A field's name (its path in the body sent, as the server's 422 names it) and error, with its
 * value and change handler (a form in the browser) or only its first value (a form that posts).
 */
export interface RecipientBinding {
  name: string;
  value?: string;
  onChange?: (event: { target: { value: string } }) => void;
  defaultValue?: string;
  error?: string;
}

/** The three fields, each bound by its key. Shared by the order's forms and the checkout. */
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
