import clsx from 'clsx';
import { Check, Lock, Minus } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { PermissionArea } from '@common/access/contracts';

export interface PermissionMatrixProps {
  areas: readonly PermissionArea[];
  /** The role's permission names. */
  selected: readonly string[];
  /** Without it the matrix is read-only (a built-in role). */
  onChange?: (next: string[]) => void;
  /** Permissions the person editing may hand out (their own); others show locked unless already given. */
  grantable?: (name: string) => boolean;
  disabled?: boolean;
  /** A message about the permissions (a 422), said under the matrix. */
  error?: string;
}

/**
 * The permissions of a role, grouped by area: one checkbox a permission with what it allows, and a
 * "Todo el área" box that gives or takes the area's permissions at once (mixed while partly given).
 */
export function PermissionMatrix({ areas, selected, onChange, grantable = () => true, disabled = false, error }: PermissionMatrixProps) {
  const errorId = useId();
  const chosen = new Set(selected);
  const readOnly = onChange === undefined;

  function set(names: readonly string[], on: boolean) {
    const next = new Set(chosen);
    for (const name of names) {
      if (on && !grantable(name)) continue;
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange?.([...next].sort());
  }

  return (
    <div className="flex flex-col gap-4" aria-describedby={error ? errorId : undefined}>
      <div className="grid gap-4 md:grid-cols-2">
        {areas.map((group) => {
          const names = group.permissions.map((p) => p.name);
          const given = names.filter((name) => chosen.has(name)).length;
          return (
            <fieldset key={group.area} className="min-w-0 rounded-xl border border-line bg-surface p-4">
              <legend className="sr-only">{group.area}</legend>
              <div className="flex items-center justify-between gap-3 border-b border-line pb-3">
                <p aria-hidden="true" className="font-display text-base font-semibold text-fg">
                  {group.area}
                </p>
                {readOnly ? (
                  <span className="text-xs font-medium text-muted">
                    {given} de {names.length}
                  </span>
                ) : (
                  <AreaToggle
                    area={group.area}
                    state={given === 0 ? 'none' : given === names.length ? 'all' : 'some'}
                    disabled={disabled || names.every((name) => !chosen.has(name) && !grantable(name))}
                    onToggle={(on) => set(names, on)}
                  />
                )}
              </div>
              <ul className="mt-3 flex flex-col gap-3">
                {group.permissions.map((permission) => {
                  const isOn = chosen.has(permission.name);
                  const locked = !isOn && !grantable(permission.name);
                  return (
                    <li key={permission.name}>
                      {readOnly ? (
                        <ReadOnlyPermission name={permission.name} description={permission.description} isOn={isOn} />
                      ) : (
                        <label className={clsx('flex items-start gap-3', locked || disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
                          <input
                            type="checkbox"
                            name="permissions"
                            value={permission.name}
                            checked={isOn}
                            disabled={disabled || locked}
                            onChange={(event) => set([permission.name], event.target.checked)}
                            className="mt-0.5 size-4 shrink-0 accent-primary"
                          />
                          <span className="flex min-w-0 flex-col gap-0.5">
                            <span className="text-sm font-medium text-fg">{permission.description}</span>
                            <span className="flex flex-wrap items-center gap-2 font-mono text-xs text-muted">
                              {permission.name}
                              {locked && (
                                <span className="inline-flex items-center gap-1 font-sans">
                                  <Lock aria-hidden="true" className="size-3" />
                                  No lo tienes tú: no puedes darlo
                                </span>
                              )}
                            </span>
                          </span>
                        </label>
                      )}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function AreaToggle({ area, state, disabled, onToggle }: { area: string; state: 'none' | 'some' | 'all'; disabled: boolean; onToggle: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className={clsx('flex items-center gap-2 text-xs font-semibold text-muted', disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
      <input
        ref={ref}
        type="checkbox"
        checked={state === 'all'}
        disabled={disabled}
        aria-label={`Todo el área ${area}`}
        onChange={() => onToggle(state !== 'all')}
        className="size-4 accent-primary"
      />
      <span aria-hidden="true">Todo el área</span>
    </label>
  );
}

function ReadOnlyPermission({ name, description, isOn }: { name: string; description: string; isOn: boolean }) {
  const Icon = isOn ? Check : Minus;
  return (
    <div className="flex items-start gap-3">
      <span
        className={clsx(
          'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full',
          isOn ? 'bg-success/15 text-success' : 'bg-surface-muted text-muted',
        )}
      >
        <Icon aria-hidden="true" className="size-3.5" strokeWidth={2.5} />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className={clsx('text-sm', isOn ? 'font-medium text-fg' : 'text-muted')}>
          {description}
          <span className="sr-only">{isOn ? ': incluido' : ': no incluido'}</span>
        </span>
        <span className="font-mono text-xs text-muted">{name}</span>
      </span>
    </div>
  );
}
