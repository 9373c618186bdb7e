import clsx from 'clsx';
import type { InputHTMLAttributes } from 'react';
import { useFieldWiring } from '~/components/forms/field-frame';

export interface RowInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** Read with the control, e.g. 'Talla, variante 2'. */
  label: string;
  /** Shown above the control only where the editor has no column headings (phones). */
  shortLabel: string;
  error?: string;
  className?: string;
  /** Codes (SKU, hex colour) read better in a monospaced face. */
  isCode?: boolean;
}

/** A compact input of an editor row (variants, composition, size guide), its error under it. */
export function RowInput({ label, shortLabel, error, className, isCode = false, ...input }: RowInputProps) {
  const { id, errorId, describedBy } = useFieldWiring({ error });
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      {/* Seen on phones, where the editor has no column headings; the control carries the full name. */}
      <span aria-hidden="true" className="text-xs font-medium text-muted sm:hidden">
        {shortLabel}
      </span>
      <input
        id={id}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'h-10 w-full min-w-0 rounded-lg border bg-surface px-3 text-sm text-fg shadow-xs transition-colors placeholder:text-muted focus-visible:outline-offset-0',
          error ? 'border-danger' : 'border-line hover:border-muted/60',
          isCode && 'font-mono',
        )}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
