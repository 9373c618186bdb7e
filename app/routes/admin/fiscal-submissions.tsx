import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { FiscalSubmissionsList } from '~/components/admin/invoices/fiscal-submissions';
import { submissionListAddress, submissionQueryOf } from '~/components/admin/invoices/invoice-query';
import { listScreens } from '~/components/admin/kit/list-screens';
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

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <FiscalSubmissionsList page={null} onRetry={onRetry} />);

export default function AdminFiscalSubmissionsScreen({ loaderData }: Route.ComponentProps) {
  return <FiscalSubmissionsList page={loaderData.page} />;
}
