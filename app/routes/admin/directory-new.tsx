import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { DirectoryEditorError, DirectoryEditorLoading, DirectoryEntryForm } from '~/components/admin/directory/directory-entry-form';
import type { Route } from './+types/directory-new';

export const meta = () => adminMeta('Nueva ficha del directorio');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'directory.manage');
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <DirectoryEditorLoading isEdit={false} />;
}

export function ErrorBoundary() {
  return (
    <AdminErrorGate>
      <DirectoryEditorError isEdit={false} />
    </AdminErrorGate>
  );
}

export default function AdminDirectoryNewScreen() {
  return <DirectoryEntryForm />;
}
