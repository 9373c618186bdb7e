import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { AuditLogScreen } from '~/components/admin/audit/audit-log';
import { AUDIT_PER_PAGE, auditListAddress } from '~/components/admin/audit/audit-query';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/audit';

export const meta = () => adminMeta('Auditoría');

/** The page of the log the URL's filters ask for, with the people and types to filter by. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'audit.view');
  const { page, ...filters } = auditListAddress.read(new URL(request.url).searchParams);
  const reply = await api('GET /admin/audit', { query: { ...filters, page: page > 1 ? page : undefined, per_page: AUDIT_PER_PAGE } }, { signal: request.signal });
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AuditLogScreen page={null} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <AuditLogScreen page={null} onRetry={() => void revalidator.revalidate()} />
    </AdminErrorGate>
  );
}

export default function AdminAuditScreen({ loaderData }: Route.ComponentProps) {
  return <AuditLogScreen page={loaderData.page} />;
}
