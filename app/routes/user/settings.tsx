import { AccountPage, SectionCard } from '~/components/account/account-page';
import { AccountLoading, AccountRouteError, requireCustomer, runAction } from '~/components/account/account-route';
import { accountMeta } from '~/components/account/account-meta';
import { preferenceChange, SettingsPreferences } from '~/components/account/settings-preferences';
import { AppearanceToggle } from '~/components/ui/appearance-toggle';
import { ThemeSwitcher } from '~/components/ui/theme-switcher';
import { api } from '~/lib/api/browser-client';
import type { Route } from './+types/settings';

export const meta = () => accountMeta('Ajustes');

const SCREEN = { eyebrow: 'Mi cuenta', title: 'Ajustes' };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireCustomer(request);
  return { settings: (await api('GET /user/settings')).data };
}
clientLoader.hydrate = true as const;

/** Saves the one preference a switch changed; the settings are loaded again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const change = preferenceChange(await request.formData());
  if (!change) throw new Error('Unknown preference');
  return runAction(() => api('PUT /user/settings', { body: change }), {
    success: () => 'Preferencias guardadas.',
    failure: 'No hemos podido guardar tus preferencias.',
    duration: 2500,
  });
}

export function HydrateFallback() {
  return <AccountLoading {...SCREEN} label="Cargando tus preferencias…" rows={1} />;
}

export function ErrorBoundary() {
  return <AccountRouteError {...SCREEN} />;
}

export default function SettingsScreen({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage {...SCREEN} description="Elige qué correos te enviamos y cómo se ve la tienda.">
      <div className="grid gap-6">
        <SectionCard
          id="emails"
          title="Correos y avisos"
          description="Los cambios se guardan al momento. Los correos imprescindibles de tus pedidos y tu cuenta te llegarán siempre."
        >
          <SettingsPreferences settings={loaderData.settings} />
        </SectionCard>
        <SectionCard
          id="appearance"
          title="Apariencia"
          description="Se guarda en este navegador y se aplica a toda la tienda."
        >
          <div className="grid gap-6">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="text-sm font-semibold">Modo de color</p>
                <p className="mt-0.5 text-xs text-muted">Claro, oscuro o el que use tu sistema.</p>
              </div>
              <AppearanceToggle showLabel={false} label="Modo de color" showStatus />
            </div>
            <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="text-sm font-semibold">Tema de marca</p>
                <p className="mt-0.5 text-xs text-muted">Los colores de ruediverso o de divergente.</p>
              </div>
              <ThemeSwitcher label="Tema de marca" />
            </div>
          </div>
        </SectionCard>
      </div>
    </AccountPage>
  );
}
