import { redirect } from 'react-router';
import { ADMIN_DASHBOARD_PATH } from '~/components/admin/admin-navigation';

/** /admin is the dashboard. */
export function loader() {
  return redirect(ADMIN_DASHBOARD_PATH);
}

export function clientLoader() {
  return redirect(ADMIN_DASHBOARD_PATH);
}

export default function AdminIndex() {
  return null;
}
