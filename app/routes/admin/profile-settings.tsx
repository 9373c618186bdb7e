import { AdminProfileSettings } from '~/components/admin/admin-profile-settings';

export default function AdminProfileSettingsScreen() {
  return <AdminProfileSettings />;
}
