import type { AuthLoginBody, AuthRegisterBody, AuthReply, AuthUser } from '@common/auth/contracts';
import type { LoginReply, SecondFactorChallenge } from '@common/second-factor/contracts';
import { api } from './api/browser-client';
import { saveToken, setAuthUser } from './auth';

/*
 * Opening a session: login, register and the steps after them. Only the pages that open one import this; the
 * session's state (./auth.ts) is in the shell every page downloads, and needs none of it (issue 36).
 */

/**
 * A guest has just signed in (or registered) in this tab: the cart merges the guest cart with the
 * account's (app/lib/cart.ts). Sent before the state changes, so the cart knows it is a new login
 * and not a session restored at page load.
 */
function announceLogin(user: AuthUser) {
  window.dispatchEvent(new CustomEvent<{ userId: number }>('auth-login', { detail: { userId: user.id } }));
}

/** A session has just been opened in this tab: kept, announced, and the state follows. */
export function signedIn(reply: AuthReply): AuthReply {
  saveToken(reply.token);
  announceLogin(reply.user);
  setAuthUser(reply.user);
  return reply;
}

/**
 * The same test as `isSecondFactorChallenge` of the contracts, without importing them: the contracts would bring zod
 * to the login, register and password-reset pages.
 */
export function isLoginChallenge(reply: LoginReply): reply is SecondFactorChallenge {
  return 'second_factor_required' in reply;
}

/**
 * Email and password. An account with a second factor answers the step still pending (issue 33):
 * no session yet, so nothing is kept; the form asks for the code and calls completeSecondFactor().
 */
export async function login(body: AuthLoginBody): Promise<LoginReply> {
  const reply = await api('POST /login', { body }, { skipAuthRedirect: true });
  if (isLoginChallenge(reply)) return reply;
  return signedIn(reply);
}

export async function register(body: AuthRegisterBody): Promise<AuthReply> {
  return signedIn(await api('POST /register', { body }, { skipAuthRedirect: true }));
}

