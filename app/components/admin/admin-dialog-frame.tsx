import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AdminDialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** A wider panel, for a table (the stock journal). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A back-office dialog as the order page's (ship, cancel): a sheet from the bottom on a phone, a
 * centred panel above, with its title, what it does and 'Cerrar'; the body renders only while open.
 */
export function AdminDialogFrame({ open, onOpenChange, title, description, wide = false, children }: AdminDialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          className={clsx(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] flex-col rounded-t-3xl border border-line bg-surface text-fg shadow-2xl transition duration-200 starting:translate-y-4 starting:opacity-0 sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl',
            wide ? 'sm:w-[min(56rem,calc(100vw-2rem))]' : 'sm:w-[min(34rem,calc(100vw-2rem))]',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-6 pb-5">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-2xl font-semibold tracking-tight">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
            </div>
            <Dialog.Close aria-label="Cerrar" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-surface-muted">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 overflow-y-auto">{open ? children : null}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
