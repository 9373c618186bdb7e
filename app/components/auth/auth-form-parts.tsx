import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';

/** The sign-in screens speak English (spec §1), their password toggles too. */
export const ENGLISH_TOGGLE = { show: 'Show', hide: 'Hide' } as const;

/** The submit button: disabled and reading 'Processing...' (or `busyLabel`) while the call runs. */
export function SubmitButton({ isBusy, busyLabel = 'Processing...', children }: { isBusy: boolean; busyLabel?: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={isBusy} className="btn-primary h-12 w-full text-[0.9375rem]">
      {isBusy ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
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
