import { useId } from 'react';
import clsx from 'clsx';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { DarkModePreference } from '@common/theme';
import { setDarkModePreference, useAppearance } from '~/lib/appearance';

export interface AppearanceToggleProps {
  showLabel?: boolean;
  label?: string;
  showText?: boolean;
  showStatus?: boolean;
  compact?: boolean;
  className?: string;
}

const OPTIONS: { value: DarkModePreference; text: string; title: string; icon: LucideIcon }[] = [
  { value: 'light', text: 'Claro', title: 'Modo claro', icon: Sun },
  { value: 'auto', text: 'Auto', title: 'Automático (según sistema)', icon: Monitor },
  { value: 'dark', text: 'Oscuro', title: 'Modo oscuro', icon: Moon },
];

/** Spec §2: 'Auto (oscuro)' / 'Auto (claro)' in auto mode, else 'Claro' / 'Oscuro'. */
export function appearanceStatusText(preference: DarkModePreference, isDark: boolean): string {
  if (preference === 'auto') return isDark ? 'Auto (oscuro)' : 'Auto (claro)';
  return preference === 'dark' ? 'Oscuro' : 'Claro';
}

/**
 * Light / auto / dark switch (spec §2 "Appearance toggle"). The page's script keeps and applies the
 * choice, so a browser that runs none is not shown the switch (issue 36).
 */
export function AppearanceToggle({
  showLabel = true,
  label = 'Apariencia',
  showText = true,
  showStatus = false,
  compact = false,
  className,
}: AppearanceToggleProps) {
  const { preference, isDark } = useAppearance();
  const labelId = useId();

  return (
    <div
      role="group"
      aria-labelledby={showLabel ? labelId : undefined}
      aria-label={showLabel ? undefined : label}
      className={clsx('flex flex-wrap items-center noscript:hidden', compact ? 'gap-2' : 'gap-3', className)}
    >
      {showLabel && (
        <span id={labelId} className={clsx('font-medium text-fg', compact ? 'text-xs' : 'text-sm')}>
          {label}
        </span>
      )}
      <div className="inline-flex rounded-full border border-line bg-surface p-0.5">
        {OPTIONS.map(({ value, text, title, icon: Icon }) => {
          const isPressed = preference === value;
          return (
            <button
              key={value}
              type="button"
              title={title}
              aria-pressed={isPressed}
              onClick={() => setDarkModePreference(value)}
              className={clsx(
                'inline-flex items-center justify-center gap-1.5 rounded-full font-medium transition-colors',
                compact ? 'h-7 min-w-7 px-1.5 text-xs' : 'h-9 min-w-9 px-3 text-sm',
                isPressed ? 'bg-fg text-bg' : 'text-muted hover:bg-surface-muted hover:text-fg',
              )}
            >
              <Icon aria-hidden="true" className={compact ? 'size-3.5' : 'size-4'} />
              {showText ? <span>{text}</span> : <span className="sr-only">{text}</span>}
            </button>
          );
        })}
      </div>
      {showStatus && (
        <span className={clsx('text-muted', compact ? 'text-xs' : 'text-sm')} aria-live="polite">
          {appearanceStatusText(preference, isDark)}
        </span>
      )}
    </div>
  );
}
