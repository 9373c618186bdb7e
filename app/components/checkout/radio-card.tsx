import clsx from 'clsx';
import type { ReactNode } from 'react';

interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  title: ReactNode;
  /** Right-hand side: a price, 'Gratis'. */
  aside?: ReactNode;
  description?: ReactNode;
}

/** A native radio drawn as a card: arrows move within the group, Space chooses. */
export function RadioCard({ name, value, checked, disabled, onChange, title, aside, description }: RadioCardProps) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus',
        checked ? 'border-primary bg-primary/5' : 'border-line hover:bg-surface-muted',
        disabled && 'cursor-not-allowed opacity-70',
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} className="mt-1 size-4 shrink-0 accent-primary" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold">{title}</span>
          {aside ? <span className="text-sm font-semibold tabular-nums">{aside}</span> : null}
        </span>
        {description ? <span className="text-sm text-muted">{description}</span> : null}
      </span>
    </label>
  );
}
