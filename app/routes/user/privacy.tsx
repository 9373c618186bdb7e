import { accountMeta } from '~/components/account/account-meta';
import { AccountPage } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError, requireCustomer } from '~/components/account/account-route';
import { PrivacyConsentsSections } from '~/components/account/privacy-consents';
import { DataExportSection, DeleteAccountSection } from '~/components/account/privacy-my-data';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/privacy';

export const meta = () => accountMeta('Privacidad');

const SCREEN = { eyebrow: 'Mi cuenta', title: 'Privacidad' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  const consents = (await api('GET /user/privacy/consents')).data;
  return { consents, exports: (await api('GET /user/privacy/exports')).data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus consentimientos…" rows={3} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

/**
 * /user/privacy (issue 33): the customer's data in their hands: what they agreed to and when, a copy
 * of everything (asked here, made by a job, linked by e-mail) and closing the account; each part is a
 * section with its heading.
 */
export default function PrivacyScreen({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage {...SCREEN} description="Qué has aceptado y cuándo, una copia de tus datos y la baja de tu cuenta.">
      <div className="grid gap-6">
        <PrivacyConsentsSections consents={loaderData.consents} />
        <DataExportSection initialExports={loaderData.exports} />
        <DeleteAccountSection />
      </div>
    </AccountPage>
  );
}
