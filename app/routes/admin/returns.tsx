import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
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

export function HydrateFallback() {
  return <AdminReturnsList page={null} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <AdminReturnsList page={null} onRetry={() => void revalidator.revalidate()} />
    </AdminErrorGate>
  );
}

export default function AdminReturnsScreen({ loaderData }: Route.ComponentProps) {
  return <AdminReturnsList page={loaderData.page} />;
}
