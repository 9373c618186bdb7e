import { AdminDashboard } from '~/components/admin/admin-dashboard';

export default function AdminDashboardScreen() {
  return <AdminDashboard />;
}
