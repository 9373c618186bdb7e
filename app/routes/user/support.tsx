import { AccountPage } from '~/components/account/account-page';
import { accountMeta } from '~/components/account/account-meta';
import { SupportContacts } from '~/components/account/support-contacts';

export const meta = () => accountMeta('Soporte');

export default function SupportScreen() {
  return (
    <AccountPage
      eyebrow="Ayuda"
      title="Soporte"
      description="Una persona del equipo te atiende por email, en español."
    >
      <SupportContacts />
    </AccountPage>
  );
}
