import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { z } from '@common/zod';

const inputClass =
  'block w-full rounded-xl border border-line bg-bg px-4 py-2.5 text-base text-fg placeholder:text-muted/80 transition-colors hover:border-muted focus-visible:border-primary aria-[invalid=true]:border-danger sm:text-sm';

/** The ids that tie a control to its hint and its error, so both are read with it. */
export function useFieldWiring({ hint, error }: { hint?: ReactNode; error?: string | null }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and the first error under it (read with the control). */
function FieldFrame({ label, error, hint, optional, className, children }: FieldFrameProps) {
  const { id, hintId, errorId, describedBy } = useFieldWiring({ hint, error });
  return (
    <div className={className}>
      <label htmlFor={id} className="flex items-baseline gap-2 text-sm font-semibold text-fg">
        {label}
        {optional ? <span className="text-xs font-normal text-muted">(opcional)</span> : null}
      </label>
      <div className="mt-1.5">{children({ id, describedBy, invalid: Boolean(error) })}</div>
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {hint && error ? (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

export function TextField({ label, error, hint, optional, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={inputClass}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={clsx(inputClass, 'appearance-auto pr-8')}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** First message of each field of a zod error or a 422 reply. */
export function firstErrors(errors: Record<string, string[] | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages?.[0]) result[field] = messages[0];
  }
  return result;
}

/** Client check with the API's own contract, so the messages match what the server would say. */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : firstErrors(z.flattenError(parsed.error).fieldErrors);
}
