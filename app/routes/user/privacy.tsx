import { accountMeta } from '~/components/account/account-meta';
import { AccountPage } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { PrivacyConsentsSections } from '~/components/account/privacy-consents';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/privacy';

export const meta = () => accountMeta('Privacidad');

const SCREEN = { eyebrow: 'Mi cuenta', title: 'Privacidad' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  return { consents: (await api('GET /user/privacy/consents')).data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus consentimientos…" rows={3} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

/**
 * /user/privacy (issue 33): the customer's data in their hands. For now what they agreed to and
 * when; each part is a section with its heading, so the others (a copy of the data, closing the
 * account) go beside them.
 */
export default function PrivacyScreen({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage {...SCREEN} description="Qué has aceptado y cuándo. Puedes cambiarlo en cualquier momento.">
      <div className="grid gap-6">
        <PrivacyConsentsSections consents={loaderData.consents} />
      </div>
    </AccountPage>
  );
}
