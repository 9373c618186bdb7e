import { LoaderCircle } from 'lucide-react';

/** Polite waiting state while the stored session is checked (spec §4: the guard waits while loading). */
export function AuthPending({ label = 'Comprobando tu sesión…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="grid min-h-[50vh] place-items-center px-6 py-16">
      <div className="flex flex-col items-center gap-4 text-center">
        <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-primary motion-reduce:animate-none" strokeWidth={1.75} />
        <p className="text-sm text-muted">{label}</p>
      </div>
    </div>
  );
}
