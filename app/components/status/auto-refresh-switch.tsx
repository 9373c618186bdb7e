import { useId } from 'react';
import * as Switch from '@radix-ui/react-switch';
import { STATUS_PAGE_REFRESH_MS } from '@common/constants';

/** Spec §2 status page: auto-refresh toggle, on by default. */
export function AutoRefreshSwitch({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-muted bg-surface transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-muted transition-transform data-[state=checked]:translate-x-[1.3rem] data-[state=checked]:bg-on-primary" />
      </Switch.Root>
      <div className="leading-tight">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-fg">
          Actualización automática
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {`Cada ${STATUS_PAGE_REFRESH_MS / 1000} s`}
        </p>
      </div>
    </div>
  );
}
