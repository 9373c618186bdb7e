import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { DirectoryEditorError, DirectoryEditorLoading, DirectoryEntryForm } from '~/components/admin/directory/directory-entry-form';
import { editorScreens } from '~/components/admin/kit/detail-route';
import type { Route } from './+types/directory-new';

export const meta = () => adminMeta('Nueva ficha del directorio');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'directory.manage');
  return null;
}
clientLoader.hydrate = true as const;

export const { HydrateFallback, ErrorBoundary } = editorScreens({ loading: DirectoryEditorLoading, error: DirectoryEditorError, isEdit: false });

export default function AdminDirectoryNewScreen() {
  return <DirectoryEntryForm />;
}
