import { adminMeta } from '~/components/admin/admin-meta';
import { DirectoryEditorError, DirectoryEditorLoading, DirectoryEntryForm } from '~/components/admin/directory/directory-entry-form';
import { editorScreens, loadDetail } from '~/components/admin/kit/detail-route';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/directory-edit';

export const meta = () => adminMeta('Ficha del directorio');

/** The entry or proposal; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const { record } = await loadDetail(request, params.id, 'directory.manage', (id, signal) => api('GET /admin/directory/{id}', { params: { id } }, { signal }));
  return { entry: record };
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: DirectoryEditorLoading, error: DirectoryEditorError, isEdit: true });

export default function AdminDirectoryEditScreen({ loaderData }: Route.ComponentProps) {
  // Another entry starts a form of its own.
  return <DirectoryEntryForm key={loaderData.entry.id} entry={loaderData.entry} />;
}
