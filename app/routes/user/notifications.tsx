import { accountMeta } from '~/components/account/account-meta';
import { NotificationsInbox } from '~/components/account/notifications-inbox';

export const meta = () => accountMeta('Notificaciones');

export default function NotificationsScreen() {
  return <NotificationsInbox />;
}
