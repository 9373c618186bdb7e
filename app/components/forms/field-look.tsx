import clsx from 'clsx';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The two densities of the same fields: roomy on the storefront (sign-in, the customer area) and
 * compact in the back office, whose shell sets 'panel' once for every screen inside it.
 */
export type FieldLookName = 'store' | 'panel';

const FieldLookContext = createContext<FieldLookName>('store');

export function FieldLook({ value, children }: { value: FieldLookName; children: ReactNode }) {
  return <FieldLookContext value={value}>{children}</FieldLookContext>;
}

export function useFieldLook(): FieldLookName {
  return useContext(FieldLookContext);
}

const CONTROL: Record<FieldLookName, string> = {
  store: 'rounded-xl bg-bg px-4 text-base sm:text-[0.9375rem]',
  panel: 'rounded-lg bg-surface px-3.5 text-sm shadow-xs',
};

const HEIGHT: Record<FieldLookName, string> = { store: 'h-12', panel: 'h-11' };

/** The box of a text input, select or textarea; the border turns red while it has an error. */
export function controlClass(look: FieldLookName, kind: 'input' | 'select' | 'textarea', isInvalid: boolean): string {
  return clsx(
    'block w-full border text-fg transition-colors placeholder:text-muted/80 focus-visible:border-primary disabled:cursor-not-allowed disabled:opacity-60',
    CONTROL[look],
    kind === 'textarea' ? 'min-h-24 py-2.5 leading-relaxed' : HEIGHT[look],
    kind === 'select' && 'appearance-auto pr-8',
    isInvalid ? 'border-danger' : 'border-line hover:border-muted',
  );
}

/** The space between label, control, hint and error. */
export const FRAME_GAP: Record<FieldLookName, string> = { store: 'gap-2', panel: 'gap-1.5' };
