import clsx from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Most units that can be chosen (the stock). */
  max: number;
  /** Lowest value the minus button reaches; typing a lower number is still passed on (0 removes a cart line). */
  min?: number;
  /** Accessible name of the number field, e.g. 'Cantidad de Camisa de lino'. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** Show `label` above the field instead of only to assistive technology. */
  showLabel?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
  /** The field's name when it is part of a form that works before hydration. */
  name?: string;
}

/** − [n] + with labels; the typed number is applied on blur or Enter. */
export function QuantityStepper({
  value,
  onChange,
  max,
  min = 1,
  label,
  decreaseLabel,
  increaseLabel,
  showLabel = false,
  size = 'medium',
  disabled = false,
  name,
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  function commit() {
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) {
      setDraft(String(value));
      return;
    }
    const next = Math.min(typed, max);
    if (next !== value) onChange(next);
    else setDraft(String(value));
  }

  const isSmall = size === 'small';
  // Without scripts the field alone takes the number (issue 36): the buttons would do nothing.
  const button = clsx(
    'inline-flex items-center justify-center text-fg noscript:hidden transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
    isSmall ? 'size-9' : 'size-11',
  );

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={showLabel ? 'text-sm font-semibold' : 'sr-only'}>
        {label}
      </label>
      <div className={clsx('inline-flex w-fit items-center rounded-full border border-line bg-surface', disabled && 'opacity-60')}>
        <button
          type="button"
          aria-label={decreaseLabel}
          disabled={disabled || value <= min}
          onClick={() => onChange(value - 1)}
          className={clsx(button, 'rounded-l-full')}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
          className={clsx(
            'appearance-none border-0 bg-transparent text-center font-semibold tabular-nums [-moz-appearance:textfield] focus:outline-none focus-visible:rounded-md focus-visible:outline-3 focus-visible:outline-focus [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            isSmall ? 'w-9 text-sm' : 'w-12',
          )}
        />
        <button
          type="button"
          aria-label={increaseLabel}
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
          className={clsx(button, 'rounded-r-full')}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
