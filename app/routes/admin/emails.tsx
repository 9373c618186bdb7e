import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { EMAILS_PER_PAGE, emailListAddress } from '~/components/admin/emails/email-query';
import { EmailsScreen } from '~/components/admin/emails/emails-list';
import { listScreens } from '~/components/admin/kit/list-screens';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/emails';

export const meta = () => adminMeta('Emails');

/** The page of e-mails the URL's filters ask for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'emails.view');
  const { page, ...filters } = emailListAddress.read(new URL(request.url).searchParams);
  const reply = await api('GET /admin/emails', { query: { ...filters, page: page > 1 ? page : undefined, per_page: EMAILS_PER_PAGE } }, { signal: request.signal });
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <EmailsScreen page={null} onRetry={onRetry} />);

export default function AdminEmailsScreen({ loaderData }: Route.ComponentProps) {
  return <EmailsScreen page={loaderData.page} />;
}
