import { useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useFocusHandOver } from '~/components/ui/deferred';
import { SEARCH_FOCUS_KEY, SearchTrigger } from './search-dialog';
import { SearchInput } from './search-input';
import { SearchResultsPanel, useSearchNavigation } from './search-panel';
import { useSiteSearch } from './use-site-search';

/** The header's search in a modal (Radix Dialog), loaded by SearchButton (issue 14). */
export function SearchModal({ defaultOpen }: { defaultOpen: boolean }) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  useFocusHandOver(SEARCH_FOCUS_KEY);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <SearchTrigger />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="td-overlay fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 mx-auto flex max-h-[100dvh] w-full max-w-2xl flex-col bg-surface text-fg shadow-2xl focus:outline-none sm:top-[8vh] sm:max-h-[80vh] sm:rounded-[1.75rem] sm:border sm:border-line"
        >
          <SearchDialogBody onClose={() => setIsOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SearchDialogBody({ onClose }: { onClose: () => void }) {
  const search = useSiteSearch();
  const nav = useSearchNavigation(search, onClose);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className="flex items-center gap-2 border-b border-line p-3 sm:p-4">
        <Dialog.Title className="sr-only">Buscar en la tienda</Dialog.Title>
        <SearchInput
          search={search}
          inputRef={inputRef}
          listboxId={nav.listboxId}
          isExpanded={nav.isExpanded}
          activeId={nav.activeId}
          onKeyDown={nav.onKeyDown}
          className="flex-1"
          autoFocus
        />
        <Dialog.Close
          aria-label="Cerrar búsqueda"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-fg"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <div className="overflow-y-auto overscroll-contain p-4 sm:p-6">
        <SearchResultsPanel search={search} nav={nav} onDone={onClose} focusInput={() => inputRef.current?.focus()} />
      </div>
    </>
  );
}
