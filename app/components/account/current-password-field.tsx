import { PasswordField } from '~/components/forms/text-field';

interface CurrentPasswordFieldProps {
  /** The address the account has now: it keeps it until the new one is confirmed. */
  savedEmail: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}

/**
 * Shown in the profile forms (customer area and back-office) only while the email differs from the
 * saved one: moving the account to another address needs the current password, and the move waits
 * for the link sent to the new address (issue 33).
 */
export function CurrentPasswordField({ savedEmail, ...field }: CurrentPasswordFieldProps) {
  return (
    <PasswordField
      label="Contraseña actual"
      autoComplete="current-password"
      required
      hint={`Para cambiar el email necesitamos tu contraseña. Te enviaremos un enlace a la dirección nueva; hasta que lo abras, tu cuenta sigue usando ${savedEmail}.`}
      {...field}
    />
  );
}
