import { adminMeta } from '~/components/admin/admin-meta';
import { AdminProfileSettings } from '~/components/admin/admin-profile-settings';
import { requireAdmin } from '~/components/admin/admin-route';
import { fetchPendingEmailChange } from '~/lib/profile';
import type { Route } from './+types/profile-settings';

export const meta = () => adminMeta('Mi perfil');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request);
  // A new email waiting for its confirmation (issue 33); one that cannot be read is left unsaid.
  const pendingEmail = await fetchPendingEmailChange().then(
    (change) => change?.email ?? null,
    () => null,
  );
  return { pendingEmail };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando tu perfil…
      </p>
      <div className="h-8 w-64 max-w-full animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
      <div className="card h-40 animate-pulse motion-reduce:animate-none" />
      <div className="card h-72 animate-pulse motion-reduce:animate-none" />
    </div>
  );
}

export default function AdminProfileSettingsScreen({ loaderData }: Route.ComponentProps) {
  return <AdminProfileSettings pendingEmail={loaderData.pendingEmail} />;
}
