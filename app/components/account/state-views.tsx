import { CircleAlert, RotateCw } from 'lucide-react';

/** Placeholder blocks while a screen loads; announced once as 'Cargando…'. */
export function LoadingState({ label = 'Cargando…', rows = 3 }: { label?: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="card animate-pulse p-6">
          <div className="h-4 w-1/3 rounded-full bg-surface-muted" />
          <div className="mt-4 h-3 w-2/3 rounded-full bg-surface-muted" />
          <div className="mt-2.5 h-3 w-1/2 rounded-full bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}

/** A failed load, said plainly, with a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="card flex flex-col items-start gap-4 border-danger/40 p-6 sm:flex-row sm:items-center">
      <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-danger" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg">No hemos podido cargar esta sección</p>
        <p className="mt-1 text-sm text-muted">{message}</p>
      </div>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="btn-secondary">
          <RotateCw aria-hidden="true" className="size-4" />
          Reintentar
        </button>
      ) : null}
    </div>
  );
}
