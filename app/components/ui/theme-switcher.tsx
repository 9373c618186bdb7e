import { useId } from 'react';
import clsx from 'clsx';
import { BRANDS, THEMES, type Theme } from '@common/theme';
import { setTheme, useAppearance } from '~/lib/appearance';

export interface ThemeSwitcherProps {
  /** Swatches only (names stay readable to screen readers and in the tooltip). */
  compact?: boolean;
  showLabel?: boolean;
  label?: string;
  className?: string;
}

const SWATCHES: Record<Theme, [string, string]> = {
  ruediverso: ['bg-rd-brown', 'bg-rd-yellow'],
  divergente: ['bg-dv-navy', 'bg-dv-sky'],
};

/**
 * Chooses the brand theme, ruediverso or divergente (spec §4 "Theme"). The choice is kept and
 * applied by the page's script, so a browser that runs none is not shown the switch (issue 36).
 */
export function ThemeSwitcher({
  compact = false,
  showLabel = false,
  label = 'Tema de marca',
  className,
}: ThemeSwitcherProps) {
  const { theme } = useAppearance();
  const labelId = useId();

  return (
    <div
      role="group"
      aria-labelledby={showLabel ? labelId : undefined}
      aria-label={showLabel ? undefined : label}
      className={clsx('flex flex-wrap items-center gap-3 noscript:hidden', className)}
    >
      {showLabel && (
        <span id={labelId} className="text-sm font-medium text-fg">
          {label}
        </span>
      )}
      <div className="inline-flex rounded-full border border-line bg-surface p-0.5">
        {THEMES.map((value) => {
          const isPressed = theme === value;
          const [first, second] = SWATCHES[value];
          return (
            <button
              key={value}
              type="button"
              aria-pressed={isPressed}
              title={`Tema ${BRANDS[value].name}: ${BRANDS[value].tagline}`}
              onClick={() => setTheme(value)}
              className={clsx(
                'inline-flex items-center gap-2 rounded-full font-medium transition-colors',
                compact ? 'h-7 px-1.5 text-xs' : 'h-9 px-3 text-sm',
                isPressed ? 'bg-fg text-bg' : 'text-muted hover:bg-surface-muted hover:text-fg',
              )}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'relative inline-flex shrink-0 overflow-hidden rounded-full ring-1 ring-line',
                  compact ? 'size-4' : 'size-4',
                )}
              >
                <span className={clsx('h-full w-1/2', first)} />
                <span className={clsx('h-full w-1/2', second)} />
              </span>
              <span className={compact ? 'sr-only' : undefined}>{BRANDS[value].name}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
