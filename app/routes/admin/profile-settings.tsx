import { adminMeta } from '~/components/admin/admin-meta';
import { AdminProfileSettings } from '~/components/admin/admin-profile-settings';

export const meta = () => adminMeta('Mi perfil');

export default function AdminProfileSettingsScreen() {
  return <AdminProfileSettings />;
}
