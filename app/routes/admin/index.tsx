import { redirect } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { ADMIN_DASHBOARD_PATH, firstAdminPathFor } from '~/components/admin/admin-navigation';
import { requireAdmin } from '~/components/admin/admin-route';
import type { Route } from './+types/index';

export const meta = () => adminMeta('Panel');

/** /admin is the dashboard (the server does not know the session: the dashboard itself checks). */
export function loader() {
  return redirect(ADMIN_DASHBOARD_PATH);
}

/** The dashboard, or for staff without dashboard.view the first screen their permissions open. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireAdmin(request);
  return redirect(firstAdminPathFor(user));
}

export default function AdminIndex() {
  return null;
}
