import { useRevalidator } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { listScreens } from '~/components/admin/kit/list-screens';
import { ADMIN_SEARCH_SYNONYMS_PER_PAGE, SearchSynonymsList, synonymListAddress } from '~/components/admin/search/search-synonyms-list';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/search';

export const meta = () => adminMeta('Sinónimos de la búsqueda');

/** The page of synonyms the URL's filters ask for. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'search.manage');
  const { page, ...filters } = synonymListAddress.read(new URL(request.url).searchParams);
  const reply = await api(
    'GET /admin/search/synonyms',
    { query: { ...filters, page: page > 1 ? page : undefined, per_page: ADMIN_SEARCH_SYNONYMS_PER_PAGE } },
    { signal: request.signal },
  );
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <SearchSynonymsList page={null} onRetry={onRetry} />);

export default function AdminSearchSynonymsScreen({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return <SearchSynonymsList page={loaderData.page} onChanged={() => void revalidator.revalidate()} />;
}
