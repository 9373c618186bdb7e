import { headingTag, type HeadingLevel } from './heading-level';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { PasswordConfirmBody } from '@common/second-factor/contracts';
import type { FieldErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { PasswordField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';

interface PasswordConfirmFormProps<R> {
  /** What is being confirmed, read first when the form appears (it takes focus). */
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** The change goes out with the password; a 422 lands under the field, a 409 under the form as it came. */
  send: (currentPassword: string) => Promise<R>;
  onDone: (reply: R) => void | Promise<void>;
  onCancel: () => void;
  isDanger?: boolean;
  /**
   * More fields above the password (a passkey's name): their values travel in `send`'s closure, their
   * check in `validate` (messages by field name); each reads its message with `errorAt(name)` and drops
   * it with `clearError(name)` when changed.
   */
  children?: ReactNode | ((errors: { errorAt: (name: string) => string | undefined; clearError: (name: string) => void }) => ReactNode);
  validate?: () => FieldErrors;
  failureMessage?: string;
  /** The title's heading level where the form sits (2 under a page's h1, 3 under a section's h2, 4 under a subsection's h3). */
  level?: HeadingLevel;
}

const EMPTY = { current_password: '' };

/**
 * A security change confirmed with the current password (issue 33): set up the app, add or remove
 * a passkey, new recovery codes. Shown in place under the button that opened it; its title takes
 * focus, 'Cancelar' closes it.
 */
export function PasswordConfirmForm<R>({ title, description, submitLabel, busyLabel, send, onDone, onCancel, isDanger, children, validate, failureMessage, level = 3 }: PasswordConfirmFormProps<R>) {
  const Heading = headingTag(level);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => titleRef.current?.focus(), []);
  const { formRef, field, formError, isSaving, submit, errorAt, clearError } = useFieldForm<typeof EMPTY, R>({
    initial: EMPTY,
    schema: PasswordConfirmBody,
    validate: validate ? () => validate() : undefined,
    send: (values) => send(values.current_password),
    onSaved: async (reply) => {
      await onDone(reply);
      return EMPTY;
    },
    failureMessage: failureMessage ?? 'No hemos podido hacer el cambio. Inténtalo de nuevo.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={isSaving} aria-labelledby={titleId} className="grid gap-4 rounded-2xl border border-line bg-surface-muted/40 p-4 sm:p-5">
      <div>
        <Heading id={titleId} ref={titleRef} tabIndex={-1} className="font-semibold outline-none">
          {title}
        </Heading>
        {description ? <div className="mt-1 text-sm text-muted">{description}</div> : null}
      </div>
      {typeof children === 'function' ? children({ errorAt, clearError }) : children}
      <PasswordField label="Contraseña actual" autoComplete="current-password" required {...field('current_password')} />
      <FormError message={formError} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isSaving} className={isDanger ? 'btn-secondary border-danger/60 text-danger' : 'btn-primary'}>
          {isSaving ? busyLabel : submitLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={isSaving}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
