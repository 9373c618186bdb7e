import { data } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { DirectoryEditorError, DirectoryEditorLoading, DirectoryEntryForm } from '~/components/admin/directory/directory-entry-form';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/directory-edit';

export const meta = () => adminMeta('Ficha del directorio');

/** The entry or proposal; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'directory.manage');
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  try {
    const reply = await api('GET /admin/directory/{id}', { params: { id: params.id } }, { signal: request.signal });
    return { entry: reply.data };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <DirectoryEditorLoading isEdit />;
}

export function ErrorBoundary() {
  return (
    <AdminErrorGate>
      <DirectoryEditorError isEdit />
    </AdminErrorGate>
  );
}

export default function AdminDirectoryEditScreen({ loaderData }: Route.ComponentProps) {
  // Another entry starts a form of its own.
  return <DirectoryEntryForm key={loaderData.entry.id} entry={loaderData.entry} />;
}
