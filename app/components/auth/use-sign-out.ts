import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signOut } from './sign-out';

/** Sign out from wherever the user is; `onSignedOut` runs before leaving (the mobile menu closes there). */
export function useSignOut(onSignedOut?: () => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => signOut(pathname, navigate, onSignedOut), [onSignedOut, navigate, pathname]);
}
