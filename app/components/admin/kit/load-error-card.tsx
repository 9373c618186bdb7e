import { AlertTriangle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';

interface LoadErrorCardProps {
  title: string;
  detail: string;
  /** Reintentar, unless the screen offers something else (a way back). */
  onRetry?: () => void;
  action?: ReactNode;
}

/** Why a back-office screen has nothing to show, and what to do about it. */
export function LoadErrorCard({ title, detail, onRetry, action }: LoadErrorCardProps) {
  return (
    <div role="alert" className="card flex flex-col items-start gap-4 border-danger/40 p-5 sm:flex-row sm:items-center">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger">
        <AlertTriangle aria-hidden="true" className="size-5" />
      </span>
      <div className="flex-1">
        <p className="font-semibold text-fg">{title}</p>
        <p className="mt-1 text-sm text-muted">{detail}</p>
      </div>
      {action ??
        (onRetry && (
          <button type="button" onClick={onRetry} className="btn-primary">
            <RefreshCw aria-hidden="true" className="size-4" />
            Reintentar
          </button>
        ))}
    </div>
  );
}
