import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isStaffUser } from './staff';
import { useAuth } from '~/lib/auth';
import { HOME_PATH, loginPathFrom } from './auth-paths';
import { dashboardPathFor } from './sign-in-destination';
import { AuthPending } from './auth-pending';
import { isSigningOut } from './sign-out';

/**
 * Protected routes (spec §4 Route guard): waits while the session loads, then sends guests to
 * /login, remembering the page they wanted in ?redirect=.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (status === 'unauthenticated' && !isSigningOut()) {
      void navigate(loginPathFrom(location), { replace: true });
    }
  }, [status, location, navigate]);

  if (status !== 'authenticated') return <AuthPending />;
  return <>{children}</>;
}

/**
 * Admin routes: as RequireAuth, and signed-in users who are not staff (no back-office permission
 * through any role) go to guest.home. What a member of staff may open inside is up to each screen's
 * permission (`requireAdmin(request, permission)`) and the sidebar.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const staff = status === 'authenticated' && isStaffUser(user);

  useEffect(() => {
    if (isSigningOut()) return;
    if (status === 'unauthenticated') void navigate(loginPathFrom(location), { replace: true });
    else if (status === 'authenticated' && !isStaffUser(user)) void navigate(HOME_PATH, { replace: true });
  }, [status, user, location, navigate]);

  if (!staff) return <AuthPending />;
  return <>{children}</>;
}

/**
 * /login and /register: someone already signed in goes to their dashboard (admin or user). Once the
 * visitor has been seen as a guest here, signing in on this page is left to the page's own success
 * dialog, which then decides where to go.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const [seenAsGuest, setSeenAsGuest] = useState(false);
  if (status === 'unauthenticated' && !seenAsGuest) setSeenAsGuest(true);
  const mustLeave = status === 'authenticated' && !seenAsGuest;

  useEffect(() => {
    if (mustLeave) void navigate(dashboardPathFor(user), { replace: true });
  }, [mustLeave, user, navigate]);

  // While loading the form is shown: most visitors here are guests, and the server render matches.
  if (mustLeave) return <AuthPending />;
  return <>{children}</>;
}
