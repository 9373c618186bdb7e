import { accountMeta } from '~/components/account/account-meta';
import { DashboardOverview } from '~/components/account/dashboard-overview';

export const meta = () => accountMeta('Mi Dashboard');

export default function DashboardScreen() {
  return <DashboardOverview />;
}
