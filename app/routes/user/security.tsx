import { AccountLoading, AccountRouteError, readIntent, requireCustomer, runAction } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { SecuritySettings } from '~/components/account/security-settings';
import type { SessionIntent } from '~/components/account/sessions-list';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/security';

export const meta = () => accountMeta('Seguridad');

const SCREEN = { eyebrow: 'Mi cuenta', title: 'Seguridad' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const [sessions, secondFactor] = await Promise.all([api('GET /user/sessions'), api('GET /user/second-factor')]);
  return { sessions: sessions.data, secondFactor: secondFactor.data };
}
clientLoader.hydrate = true as const;

/** Close one session, or every one but this; the list is loaded again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const { intent, id } = readIntent(form);
  switch (intent as SessionIntent) {
    case 'revoke':
      return runAction(() => api('DELETE /user/sessions/{id}', { params: { id } }), {
        success: () => `Sesión cerrada: ${String(form.get('device'))}.`,
        failure: 'No hemos podido cerrar la sesión.',
      });
    case 'revoke-others':
      return runAction(() => api('DELETE /user/sessions'), {
        success: ({ data }) =>
          data.revoked_sessions === 1 ? 'Hemos cerrado 1 sesión.' : `Hemos cerrado ${data.revoked_sessions} sesiones.`,
        failure: 'No hemos podido cerrar las sesiones.',
      });
    default:
      throw new Error(`Unknown session action: ${intent}`);
  }
}

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando la seguridad de tu cuenta…" rows={2} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function SecurityScreen({ loaderData }: Route.ComponentProps) {
  return <SecuritySettings sessions={loaderData.sessions} secondFactor={loaderData.secondFactor} />;
}
