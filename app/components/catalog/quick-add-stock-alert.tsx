import { BellRing, CheckCircle2, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ListingProduct } from '@common/catalog/contracts';
import { deferModule } from '~/components/ui/deferred';
import { useAuth } from '~/lib/auth';

// Loaded only when the shopper opens it: the form kit and the contract stay out of /store's pages.
const alertForm = deferModule(() => import('~/components/product/stock-alert-form'));

/**
 * "Avísame cuando vuelva" inside the cards' quick-add picker (issue 25): under the sizes, when some
 * are sold out, a disclosure with the same form as the product page's dialog (sold-out sizes of
 * every colour; the account's address, or a guest's to confirm).
 */
export function QuickAddStockAlert({ product }: { product: ListingProduct }) {
  const { status, user } = useAuth();
  const [isOpen, setIsOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const loaded = alertForm.useModule({ now: isOpen, idle: false });
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The picker scrolls inside when short of room (a phone): what just opened below the sizes is brought into sight.
  useEffect(() => {
    if (isOpen) panelRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isOpen, loaded, done]);
  const options = product.variants.filter((variant) => variant.stock <= 0);
  if (options.length === 0) return null;
  const accountEmail = status === 'authenticated' && user !== null ? user.email : null;

  return (
    <div className="mt-3 border-t border-line pt-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex w-full items-center gap-1.5 rounded-md text-left text-xs font-medium underline decoration-line underline-offset-4 hover:decoration-fg"
      >
        <BellRing aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="flex-1">¿Agotada tu talla? Avísame cuando vuelva</span>
        <ChevronDown aria-hidden="true" className={`size-3.5 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div ref={panelRef} id={panelId} hidden={!isOpen} className="text-sm">
        {done ? (
          <p role="status" className="mt-3 flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 px-3 py-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {done}
          </p>
        ) : isOpen && loaded ? (
          <loaded.StockAlertForm options={options} chosenId={options.length === 1 ? options[0]!.id : null} accountEmail={accountEmail} onDone={setDone} />
        ) : isOpen ? (
          <p role="status" className="mt-3 text-muted">
            Un momento…
          </p>
        ) : null}
      </div>
    </div>
  );
}
