import { data } from 'react-router';
import { fieldErrorsOf, type FieldErrors } from '~/components/forms/field-errors';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';

/** How a change asked of a back-office route action went, for the screen that asked. */
export type ChangeResult = { ok: true } | { ok: false; error: string; fieldErrors: FieldErrors };

interface ChangeMessages {
  /** The toast after it worked, if any. */
  success?: string;
  /** The sentence when the server says nothing better. */
  failure: string;
  /** False when the screen shows the failure itself (beside a field) instead of a toast. */
  toastFailure?: boolean;
}

/**
 * One change asked of the API from a route action. It never throws: a refusal comes back with the
 * server's status, so the router does not load the screen's data again for nothing.
 */
export async function runChange(call: () => Promise<unknown>, { success, failure, toastFailure = true }: ChangeMessages) {
  try {
    await call();
    if (success) toast({ type: 'success', message: success });
    return { ok: true } satisfies ChangeResult;
  } catch (error) {
    const result: ChangeResult = { ok: false, error: apiErrorMessage(error, failure), fieldErrors: fieldErrorsOf(error) };
    if (toastFailure) toast({ type: 'error', message: result.error });
    return data(result, { status: error instanceof ApiRequestError ? error.status : 503 });
  }
}
