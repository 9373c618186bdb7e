import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { listScreens } from '~/components/admin/kit/list-screens';
import { AdminReturnsList, returnListAddress, returnQueryOf } from '~/components/admin/returns/admin-returns-list';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/returns';

export const meta = () => adminMeta('Devoluciones');

/** The page of returns the URL's filters ask for, with the count of each state. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'returns.manage');
  const filters = returnListAddress.read(new URL(request.url).searchParams);
  const reply = await api('GET /admin/returns', { query: returnQueryOf(filters) }, { signal: request.signal });
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminReturnsList page={null} onRetry={onRetry} />);

export default function AdminReturnsScreen({ loaderData }: Route.ComponentProps) {
  return <AdminReturnsList page={loaderData.page} />;
}
