import type { ReactNode } from 'react';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';

/** The submit button: disabled and reading 'Processing...' while the call runs. */
export function SubmitButton({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={isBusy} className="btn-primary h-12 w-full text-[0.9375rem]">
      {isBusy ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          Processing...
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** The overall message under the form (spec §2, §5); a live region so it is heard when it appears. */
export function FormMessage({ message }: { message: string | null }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {message ? (
        <p className="flex items-start gap-2 rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={2} />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}

/** 'Are you a member? Login' / 'Not a member? Register': only the last word is the link. */
export function SwitchScreenLink({ question, label, to }: { question: string; label: string; to: string }) {
  return (
    <p className="text-center text-sm text-muted">
      {question}{' '}
      <Link to={to} className="font-semibold text-primary underline decoration-primary/30 underline-offset-4 transition-colors hover:decoration-primary">
        {label}
      </Link>
    </p>
  );
}
