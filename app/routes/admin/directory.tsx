import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { listScreens } from '~/components/admin/kit/list-screens';
import { runChange } from '~/components/admin/kit/route-change';
import { ADMIN_DIRECTORY_PER_PAGE, AdminDirectoryList, directoryListAddress, type DirectoryIntent } from '~/components/admin/directory/admin-directory-list';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/directory';

export const meta = () => adminMeta('Directorio');

/** The page of entries the URL's filters ask for, with the count of proposals waiting. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'directory.manage');
  const { page, ...filters } = directoryListAddress.read(new URL(request.url).searchParams);
  const reply = await api(
    'GET /admin/directory',
    { query: { ...filters, page: page > 1 ? page : undefined, per_page: ADMIN_DIRECTORY_PER_PAGE } },
    { signal: request.signal },
  );
  return { page: reply.data };
}
clientLoader.hydrate = true as const;

/** Approve or delete (turn down) one entry; the list is loaded again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const name = String(form.get('name'));
  const intent = String(form.get('intent')) as DirectoryIntent;
  switch (intent) {
    case 'approve':
      return runChange(() => api('POST /admin/directory/{id}/approve', { params: { id } }), {
        success: `${name} aprobada: ya aparece en el directorio.`,
        failure: 'No se pudo aprobar la propuesta. Inténtalo de nuevo.',
      });
    case 'delete': {
      const wasPending = form.get('status') === 'pending';
      return runChange(() => api('DELETE /admin/directory/{id}', { params: { id } }), {
        success: wasPending ? `Propuesta de ${name} rechazada y borrada.` : `${name} borrada del directorio.`,
        failure: 'No se pudo borrar la ficha. Inténtalo de nuevo.',
      });
    }
    default:
      throw new Error(`Unknown directory action: ${String(intent)}`);
  }
}

export const { HydrateFallback, ErrorBoundary } = listScreens(({ onRetry }) => <AdminDirectoryList page={null} onRetry={onRetry} />);

export default function AdminDirectoryScreen({ loaderData }: Route.ComponentProps) {
  return <AdminDirectoryList page={loaderData.page} />;
}
