import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { listScreens } from '~/components/admin/kit/list-screens';
import { ADMIN_SEARCH_REDIRECTS_PER_PAGE, redirectListAddress, SearchRedirectsList } from '~/components/admin/search/search-redirects-list';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/search-redirects';

export const meta = () => adminMeta('Redirecciones de la búsqueda');

/** The page of redirects the URL's filters ask for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'search.manage');
  const { page, ...filters } = redirectListAddress.read(new URL(request.url).searchParams);
  const reply = await api(
    'GET /admin/search/redirects',
    { query: { ...filters, page: page > 1 ? page : undefined, per_page: ADMIN_SEARCH_REDIRECTS_PER_PAGE } },
    { signal: request.signal },
  );
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <SearchRedirectsList page={null} onRetry={onRetry} />);

export default function AdminSearchRedirectsScreen({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return <SearchRedirectsList page={loaderData.page} onChanged={() => void revalidator.revalidate()} />;
}
