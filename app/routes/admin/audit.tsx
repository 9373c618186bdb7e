import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AuditLogScreen } from '~/components/admin/audit/audit-log';
import { AUDIT_PER_PAGE, auditListAddress } from '~/components/admin/audit/audit-query';
import { listScreens } from '~/components/admin/kit/list-screens';
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

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AuditLogScreen page={null} onRetry={onRetry} />);

export default function AdminAuditScreen({ loaderData }: Route.ComponentProps) {
  return <AuditLogScreen page={loaderData.page} />;
}
