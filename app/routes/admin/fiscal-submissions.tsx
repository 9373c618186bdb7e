import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { FiscalSubmissionsList } from '~/components/admin/invoices/fiscal-submissions';
import { submissionListAddress, submissionQueryOf } from '~/components/admin/invoices/invoice-query';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/fiscal-submissions';

export const meta = () => adminMeta('Envíos a la AEAT');

/** The page of the submissions outbox the URL asks for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'invoices.manage');
  const filters = submissionListAddress.read(new URL(request.url).searchParams);
  const reply = await api('GET /admin/fiscal-submissions', { query: submissionQueryOf(filters) }, { signal: request.signal });
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <FiscalSubmissionsList page={null} />;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <FiscalSubmissionsList page={null} onRetry={() => void revalidator.revalidate()} />
    </AdminErrorGate>
  );
}

export default function AdminFiscalSubmissionsScreen({ loaderData }: Route.ComponentProps) {
  return <FiscalSubmissionsList page={loaderData.page} />;
}
