import type { AuthReply } from '@common/auth/contracts';
import type { SecondFactorSignInBody } from '@common/second-factor/contracts';
import { api } from './api/browser-client';
import { signedIn } from './auth-sign-in';

// The ways in after (or instead of) a password, issue 33. Apart from auth.ts, which every page
// loads: only the login screen's second step and its passkey button need these.

/** The pending step of a login with a code (app or recovery) or a passkey's assertion. */
export async function completeSecondFactor(body: SecondFactorSignInBody): Promise<AuthReply> {
  return signedIn(await api('POST /login/second-factor', { body }, { skipAuthRedirect: true }));
}

/**
 * Password-free sign-in with a passkey: the options, the browser's prompt, the assertion. Rejects
 * with the browser's error when the person cancels (a DOMException named NotAllowedError).
 */
export async function signInWithPasskey(): Promise<AuthReply> {
  const { challenge, options } = await api('POST /login/passkey/options', {}, { skipAuthRedirect: true });
  const { passkeyAssertion } = await import('./webauthn');
  const passkey = await passkeyAssertion(options);
  return signedIn(await api('POST /login/passkey', { body: { challenge, passkey } }, { skipAuthRedirect: true }));
}
