import { LoaderCircle } from 'lucide-react';

/**
 * Polite waiting state while the stored session is checked (spec §4: the guard waits while loading).
 * The guards render it in place of a whole shell, so it is the page's main landmark and heading for
 * that moment: the skip link still has its target and a screen reader hears what is happening.
 */
export function AuthPending({ label = 'Comprobando tu sesión…' }: { label?: string }) {
  return (
    <main id="main" tabIndex={-1} className="grid min-h-[50vh] place-items-center px-6 py-16 focus:outline-none">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 text-center">
        <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-primary motion-reduce:animate-none" strokeWidth={1.75} />
        <h1 className="text-sm font-normal text-muted">{label}</h1>
      </div>
    </main>
  );
}
