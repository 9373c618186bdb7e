import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signOut } from '~/components/auth/sign-out';

/**
 * Spec §4 Logout from the back-office: logout() ends the session whatever the server says, then
 * /login. signOut keeps the admin guard from bouncing to /login?redirect= meanwhile.
 */
export function useAdminLogout(onStart?: () => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const run = useCallback(async () => {
    setIsLoggingOut(true);
    onStart?.();
    try {
      await signOut(pathname, (to, options) => navigate(to, options));
    } finally {
      setIsLoggingOut(false);
    }
  }, [navigate, onStart, pathname]);
  return { logout: run, isLoggingOut };
}
