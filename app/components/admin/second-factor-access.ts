import { data, isRouteErrorResponse } from 'react-router';
import type { AuthUser } from '@common/auth/contracts';
import { SECOND_FACTOR_REQUIRED_MESSAGE, type SecondFactorStatus } from '@common/second-factor/contracts';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';

/**
 * Issue 33: a role that requires a second factor opens the back-office only to a session that has
 * it. Without a factor the person sets one up first; with one, but signed in without it (before it
 * was required, or before the role asked), they sign in again. No back-office call goes out meanwhile:
 * `requireAdmin` asks the same question before any screen loads, and the layout shows this instead.
 */
export type SecondFactorGateState = 'open' | 'setup' | 'sign-in-again';

/** GET /user/second-factor once per signed-in user object (a new sign-in or a refreshed user asks again). */
const statusByUser = new WeakMap<AuthUser, Promise<SecondFactorStatus>>();
/** The answers already in, so the layout can draw without waiting a render for a known answer. */
const answeredByUser = new WeakMap<AuthUser, SecondFactorStatus>();

export function sessionStatus(user: AuthUser): Promise<SecondFactorStatus> {
  let status = statusByUser.get(user);
  if (!status) {
    status = api('GET /user/second-factor').then((reply) => reply.data);
    statusByUser.set(user, status);
    void status.then(
      (answer) => answeredByUser.set(user, answer),
      // A failed look is not kept: the next screen asks again.
      () => statusByUser.delete(user),
    );
  }
  return status;
}

/** The gate as already known for this signed-in user (no call), or null. */
export function knownSecondFactorGate(user: AuthUser): SecondFactorGateState | null {
  if (!user.second_factor.required) return 'open';
  if (!user.second_factor.enabled) return 'setup';
  const answer = answeredByUser.get(user);
  return answer ? gateOf(answer) : null;
}

export function gateOf(status: Pick<SecondFactorStatus, 'enabled' | 'session_verified'>): SecondFactorGateState {
  if (!status.enabled) return 'setup';
  return status.session_verified ? 'open' : 'sign-in-again';
}

/**
 * Whether this session may use the back-office. Someone whose roles do not require a second factor
 * passes without a call. If the status cannot be read, the server's own refusal (403) decides.
 */
export async function secondFactorGate(user: AuthUser): Promise<SecondFactorGateState> {
  if (!user.second_factor.required) return 'open';
  if (!user.second_factor.enabled) return 'setup';
  try {
    return gateOf(await sessionStatus(user));
  } catch {
    return 'open';
  }
}

/** The server refused a back-office call because the session lacks the second factor its role requires. */
export function isSecondFactorRefusal(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 403 && error.message === SECOND_FACTOR_REQUIRED_MESSAGE;
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return error.status === 403 && message === SECOND_FACTOR_REQUIRED_MESSAGE;
  }
  return false;
}

/** What `requireAdmin` throws while the gate is closed; the layout shows the gate in place of the screen and its error. */
export function secondFactorRefusal() {
  return data({ message: SECOND_FACTOR_REQUIRED_MESSAGE }, { status: 403, statusText: 'Forbidden' });
}
