import { redirect, useRevalidator, useRouteError } from 'react-router';
import type { AuthUser } from '@common/auth/contracts';
import { loginPathFrom } from '~/components/auth/auth-paths';
import { apiErrorMessage } from '~/lib/api/errors';
import { sessionUser } from '~/lib/auth';
import { toast } from '~/lib/toast';
import { AccountPage } from './account-page';
import { ErrorState, LoadingState } from './state-views';

/*
 * What the /user/* route modules share: their loaders wait for the session, their actions report
 * in toasts, and their loading and error screens keep the screen's heading.
 */

/**
 * Every customer-area loader starts here: it waits for the stored session (spec §4 route guard),
 * so no call goes out before the token is known good; a guest goes to /login with ?redirect=.
 */
export async function requireCustomer(request: Request): Promise<AuthUser> {
  const user = await sessionUser();
  if (!user) throw redirect(loginPathFrom(new URL(request.url)));
  return user;
}

/** What a screen's buttons post to its route action: the intent and, for a row, its id. */
export function readIntent(form: FormData): { intent: string; id: number } {
  return { intent: String(form.get('intent') ?? ''), id: Number(form.get('id')) };
}

export type ActionResult = { ok: true } | { ok: false; error: string };

/**
 * One change asked of the API from a route action: a success toast, or the server's reason (or
 * `failure`) as an error toast. It never throws, so the screen stays and the router reloads its data.
 */
export async function runAction<T>(
  call: () => Promise<T>,
  messages: { success?: (result: T) => string; failure: string; duration?: number },
): Promise<ActionResult> {
  try {
    const result = await call();
    if (messages.success) toast({ message: messages.success(result), type: 'success', duration: messages.duration });
    return { ok: true };
  } catch (err) {
    const error = apiErrorMessage(err, messages.failure);
    toast({ message: error, type: 'error' });
    return { ok: false, error };
  }
}

interface ScreenTitle {
  eyebrow: string;
  title: string;
}

/** A screen's HydrateFallback: its heading and placeholder blocks while the first data arrives. */
export function AccountLoading({ eyebrow, title, label, rows }: ScreenTitle & { label: string; rows?: number }) {
  return (
    <AccountPage eyebrow={eyebrow} title={title}>
      <LoadingState label={label} rows={rows} />
    </AccountPage>
  );
}

/** A screen's ErrorBoundary: why its data could not be loaded, in Spanish, and a retry that asks again. */
export function AccountRouteError({ eyebrow, title }: ScreenTitle) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <AccountPage eyebrow={eyebrow} title={title}>
      <ErrorState message={apiErrorMessage(error)} onRetry={() => void revalidator.revalidate()} />
    </AccountPage>
  );
}
