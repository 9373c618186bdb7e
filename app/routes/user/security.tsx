import { accountMeta } from '~/components/account/account-meta';
import { SecuritySettings } from '~/components/account/security-settings';

export const meta = () => accountMeta('Seguridad');

export default function SecurityScreen() {
  return <SecuritySettings />;
}
