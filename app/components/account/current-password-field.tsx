import { PasswordField } from '~/components/forms/text-field';

interface CurrentPasswordFieldProps {
  /** The address the account has now: it is told about the change. */
  savedEmail: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}

/**
 * Shown in the profile forms (customer area and back-office) only while the email differs from the
 * saved one: moving the account to another address needs the current password.
 */
export function CurrentPasswordField({ savedEmail, ...field }: CurrentPasswordFieldProps) {
  return (
    <PasswordField
      label="Contraseña actual"
      autoComplete="current-password"
      required
      hint={`Para cambiar el email necesitamos tu contraseña. Avisaremos también a ${savedEmail}.`}
      {...field}
    />
  );
}
