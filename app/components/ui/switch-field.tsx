import * as Switch from '@radix-ui/react-switch';
import type { ReactNode } from 'react';
import { FieldError, useFieldWiring } from '~/components/forms/field-frame';

interface SwitchFieldProps {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** A tag beside the label, e.g. 'Siempre activas' for a disabled switch. */
  note?: string;
  /** The form field it stands for, so the form kit's `checkbox(path)` binds it like any other. */
  name?: string;
  error?: string | null;
}

/** A labelled on/off setting (role="switch"), its description and error read with it. */
export function SwitchField({ label, description, checked, onCheckedChange, disabled, note, name, error }: SwitchFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldWiring({ hint: description, error });
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <label htmlFor={id} className="text-sm font-semibold text-fg">
            {label}
          </label>
          {note ? (
            <span className="rounded-full bg-surface-muted px-2 py-0.5 text-[0.7rem] font-semibold text-muted">
              {note}
            </span>
          ) : null}
        </div>
        {description ? (
          <p id={hintId} className="mt-0.5 text-xs leading-relaxed text-muted">
            {description}
          </p>
        ) : null}
        {error ? (
          <div className="mt-1">
            <FieldError id={errorId}>{error}</FieldError>
          </div>
        ) : null}
      </div>
      <div className="shrink-0 pt-0.5">
        <Switch.Root
          id={id}
          name={name}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-muted bg-surface-muted transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-70"
        >
          <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-muted shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-on-primary" />
        </Switch.Root>
      </div>
    </div>
  );
}
