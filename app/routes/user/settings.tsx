import { AccountPage, SectionCard } from '~/components/account/account-page';
import { accountMeta } from '~/components/account/account-meta';
import { SettingsPreferences } from '~/components/account/settings-preferences';
import { AppearanceToggle } from '~/components/ui/appearance-toggle';
import { ThemeSwitcher } from '~/components/ui/theme-switcher';

export const meta = () => accountMeta('Ajustes');

export default function SettingsScreen() {
  return (
    <AccountPage eyebrow="Mi cuenta" title="Ajustes" description="Elige qué correos te enviamos y cómo se ve la tienda.">
      <div className="grid gap-6">
        <SectionCard
          id="emails"
          title="Correos y avisos"
          description="Los cambios se guardan al momento. Los correos imprescindibles de tus pedidos y tu cuenta te llegarán siempre."
        >
          <SettingsPreferences />
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
