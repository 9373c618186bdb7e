import { logout } from '~/lib/auth';
import { pathAfterSignOut } from './auth-paths';

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;

let signingOut = false;

/**
 * True while a sign-out is on its way to its destination. Guards stand still meanwhile, so the
 * protected page the user is leaving does not send them to /login before sign-out sends them home.
 */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Spec §4 Logout: server call, local session gone whatever it answers, then home (from /admin: login). */
export async function signOut(pathname: string, navigate: Navigate, onSignedOut?: () => void, options: { sessionGone?: boolean } = {}): Promise<void> {
  signingOut = true;
  try {
    await logout(options);
    onSignedOut?.();
    await navigate(pathAfterSignOut(pathname));
  } finally {
    signingOut = false;
  }
}
