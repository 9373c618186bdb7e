import clsx from 'clsx';
import { useId } from 'react';
import { ShieldCheck } from 'lucide-react';
import { FieldError } from '~/components/forms/field-frame';
import { roleLabel } from './user-badges';

export interface RoleOption {
  name: string;
  description: string | null;
  built_in: boolean;
}

export interface RoleCheckboxesProps {
  legend: string;
  roles: readonly RoleOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Roles shown but not to be changed here, with why ('Solo un super-admin…'). */
  locked?: (role: RoleOption) => string | null;
  disabled?: boolean;
  error?: string | null;
  className?: string;
}

/**
 * The roles on offer as checkboxes, each with its description; a fieldset named `roles`, so a
 * 422 on `roles` lands under it.
 */
export function RoleCheckboxes({ legend, roles, selected, onChange, locked, disabled, error, className }: RoleCheckboxesProps) {
  const errorId = useId();
  const baseId = useId();
  return (
    <fieldset name="roles" aria-describedby={error ? errorId : undefined} className={clsx('flex flex-col gap-3', className)} disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {roles.map((role) => {
          const id = `${baseId}-${role.name}`;
          const isChecked = selected.includes(role.name);
          const lockReason = locked?.(role) ?? null;
          const hintId = `${id}-hint`;
          return (
            <li key={role.name}>
              <div
                className={clsx(
                  'flex h-full items-start gap-3 rounded-xl border p-3.5 transition-colors',
                  isChecked ? 'border-primary/60 bg-primary/5' : 'border-line bg-surface',
                  (lockReason || disabled) && 'opacity-80',
                )}
              >
                <input
                  id={id}
                  type="checkbox"
                  value={role.name}
                  checked={isChecked}
                  disabled={Boolean(lockReason)}
                  aria-describedby={hintId}
                  aria-invalid={Boolean(error)}
                  onChange={(event) =>
                    onChange(event.target.checked ? [...selected, role.name] : selected.filter((name) => name !== role.name))
                  }
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                />
                <div className="min-w-0">
                  <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-semibold text-fg">
                    {roleLabel(role.name)}
                    {role.name === 'super-admin' && <ShieldCheck aria-hidden="true" className="size-3.5 text-primary" />}
                  </label>
                  <p id={hintId} className="mt-0.5 text-xs text-muted">
                    {role.description || (role.built_in ? 'Rol de la tienda' : 'Rol personalizado')}
                    {lockReason ? ` · ${lockReason}` : ''}
                  </p>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
