import { Outlet } from 'react-router';
import { AdminShell } from '~/components/admin/admin-shell';
import { RequireAdmin } from '~/components/auth/require-auth';
import { BARE_LAYOUT, type RouteHandle } from '~/lib/layout';

// Spec §2: the admin area hides everything but the accessibility widget.
export const handle: RouteHandle = { layout: BARE_LAYOUT };

export default function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </RequireAdmin>
  );
}
