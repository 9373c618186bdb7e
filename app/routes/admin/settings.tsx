import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { SettingsForm } from '~/components/admin/settings/settings-form';
import { SettingsLoadError, SettingsLoading } from '~/components/admin/settings/settings-screen-states';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/settings';

export const meta = () => adminMeta('Configuración');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'settings.manage');
  const { signal } = request;
  // The payment provider in use (read-only, same permission); its failure leaves the form editable.
  const provider = api('GET /admin/payments/provider', undefined, { signal }).then(
    (reply) => reply.data,
    () => null,
  );
  const [settings, paymentProvider] = await Promise.all([api('GET /admin/settings', undefined, { signal }), provider]);
  return { settings: settings.data, paymentProvider };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <SettingsLoading />;
}

export function ErrorBoundary() {
  return (
    <AdminErrorGate>
      <SettingsLoadError />
    </AdminErrorGate>
  );
}

export default function AdminSettingsScreen({ loaderData }: Route.ComponentProps) {
  return <SettingsForm initial={loaderData.settings} paymentProvider={loaderData.paymentProvider} />;
}
