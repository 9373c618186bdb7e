import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { AdminSupportInbox, supportInboxAddress, supportInboxQueryOf } from '~/components/admin/support/admin-support-inbox';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/support';

export const meta = () => adminMeta('Soporte');

/** The page of conversations the URL's view and filters ask for, with each view's count. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'support.manage');
  const filters = supportInboxAddress.read(new URL(request.url).searchParams);
  const reply = await api('GET /admin/support', { query: supportInboxQueryOf(filters) }, { signal: request.signal });
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminSupportInbox page={null} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <AdminSupportInbox page={null} onRetry={() => void revalidator.revalidate()} />
    </AdminErrorGate>
  );
}

export default function AdminSupportScreen({ loaderData }: Route.ComponentProps) {
  return <AdminSupportInbox page={loaderData.page} />;
}
