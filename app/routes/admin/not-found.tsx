import { data } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminStatusPanel } from '~/components/admin/admin-status-panel';
import type { Route } from './+types/not-found';

export const meta = () => adminMeta('Página no encontrada');

/** Any other /admin/… address: a 404 that stays inside the back-office. */
export function loader() {
  return data(null, { status: 404 });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminNotFound() {
  return <AdminStatusPanel kind="not-found" />;
}
