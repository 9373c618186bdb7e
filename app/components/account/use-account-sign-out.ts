import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signOut } from '~/components/auth/sign-out';

/** Signs out (spec §4 Logout) and goes home; the button stays busy meanwhile. */
export function useAccountSignOut() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const run = async () => {
    setIsSigningOut(true);
    try {
      await signOut(pathname, navigate);
    } finally {
      setIsSigningOut(false);
    }
  };
  return { isSigningOut, signOut: run };
}
