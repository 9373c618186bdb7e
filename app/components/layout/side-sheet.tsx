import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useClosesOnNavigation } from '~/components/ui/use-closes-on-navigation';

interface SideSheetProps {
  title: string;
  /** The button that opens the sheet (hidden from lg up by its classes). */
  trigger: { className: string; 'aria-label'?: string; 'data-focus-key'?: string; children: ReactNode };
  /** Open from the start (its code was loaded by a click on a stand-in button, see ui/deferred). */
  defaultOpen?: boolean;
  /** Background of the panel. */
  className: string;
  /** Height, padding and background of the title bar. */
  headerClassName: string;
  /** Size of the title. */
  titleClassName: string;
  /** The sheet's body; `close` is for links that navigate. */
  children: (close: () => void) => ReactNode;
}

/** A menu that slides in from the right below lg, with its title and 'Cerrar menú'; closes on navigation and Escape. */
export function SideSheet({
  title,
  trigger,
  defaultOpen = false,
  className,
  headerClassName,
  titleClassName,
  children,
}: SideSheetProps) {
  const [isOpen, setIsOpen] = useClosesOnNavigation(defaultOpen);
  const close = () => setIsOpen(false);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger {...trigger} />
      <Dialog.Portal>
        <Dialog.Overlay className="td-overlay fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className={clsx(
            'td-sheet fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col text-fg shadow-2xl focus:outline-none',
            className,
          )}
        >
          <div className={clsx('flex shrink-0 items-center justify-between border-b border-line', headerClassName)}>
            <Dialog.Title className={clsx('font-display font-semibold', titleClassName)}>{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Cerrar menú"
              className="inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-surface-muted"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children(close)}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
