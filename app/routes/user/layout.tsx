import { Outlet } from 'react-router';
import { AccountShell, useStartAuth } from '~/components/account/account-shell';
import { RequireAuth } from '~/components/auth/require-auth';
import { BARE_LAYOUT, type RouteHandle } from '~/lib/layout';

/** Spec §2: the user area hides everything except the accessibility widget. */
export const handle: RouteHandle = { layout: BARE_LAYOUT };

export default function UserLayout() {
  useStartAuth();
  return (
    <RequireAuth>
      <AccountShell>
        <Outlet />
      </AccountShell>
    </RequireAuth>
  );
}
