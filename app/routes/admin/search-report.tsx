import { useRevalidator } from 'react-router';
import { storeToday } from '@common/analytics/period';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { listScreens } from '~/components/admin/kit/list-screens';
import { readPeriodAddress } from '~/components/admin/analytics/period-address';
import { SearchReportScreen } from '~/components/admin/search/search-report-screen';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/search-report';

export const meta = () => adminMeta('Consultas de clientes');

/** The report of the period in the address (?periodo=7|90, or ?desde=&hasta=); a period with mistakes asks for nothing. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'search.manage');
  const address = readPeriodAddress(new URL(request.url).searchParams, storeToday(new Date()));
  const report = address.period ? (await api('GET /admin/search/report', { query: address.period }, { signal: request.signal })).data : null;
  return { address, report };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <SearchReportScreen address={readPeriodAddress(new URLSearchParams(), storeToday(new Date()))} report={null} onRetry={onRetry} />);

export default function AdminSearchReportScreen({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return <SearchReportScreen address={loaderData.address} report={loaderData.report} onSynonymAdded={() => void revalidator.revalidate()} />;
}
