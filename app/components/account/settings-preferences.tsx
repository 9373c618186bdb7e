import { useFetcher } from 'react-router';
import type { UserSettings } from '@common/account/contracts';
import { SwitchField } from '~/components/ui/switch-field';

type Preference = keyof UserSettings;

const PREFERENCES: { key: Preference; label: string; description: string }[] = [
  {
    key: 'order_updates',
    label: 'Estado de mis pedidos',
    description: 'Confirmación, envío y entrega de cada pedido por email.',
  },
  {
    key: 'security_alerts',
    label: 'Alertas de seguridad',
    description: 'Un aviso cuando cambie tu contraseña o alguien entre en tu cuenta desde otro sitio.',
  },
  {
    key: 'newsletter',
    label: 'Newsletter',
    description: 'Novedades de ruediverso y divergente, una vez al mes como mucho.',
  },
  {
    key: 'promotions',
    label: 'Promociones y ofertas',
    description: 'Rebajas, cupones y ventas privadas antes que nadie.',
  },
];

/** Email preferences; each switch saves on its own through the route's action and shows its new value at once. */
export function SettingsPreferences({ settings }: { settings: UserSettings }) {
  return (
    <ul className="divide-y divide-line">
      {PREFERENCES.map((preference) => (
        <li key={preference.key} className="py-5 first:pt-0 last:pb-0">
          <PreferenceSwitch
            preference={preference.key}
            label={preference.label}
            description={preference.description}
            saved={settings[preference.key]}
          />
        </li>
      ))}
    </ul>
  );
}

/** The change one switch posts to the /user/settings action, as the API takes it; null if it is not one. */
export function preferenceChange(form: FormData): Partial<UserSettings> | null {
  const preference = PREFERENCES.find(({ key }) => key === form.get('preference'))?.key;
  return preference ? { [preference]: form.get('value') === 'true' } : null;
}

function PreferenceSwitch({
  preference,
  label,
  description,
  saved,
}: {
  preference: Preference;
  label: string;
  description: string;
  saved: boolean;
}) {
  const fetcher = useFetcher({ key: `settings-${preference}` });
  // While saving, the switch shows what was asked; afterwards, what the server kept.
  const asked = fetcher.formData?.get('value');
  return (
    <SwitchField
      label={label}
      description={description}
      checked={asked === undefined || asked === null ? saved : asked === 'true'}
      disabled={fetcher.state !== 'idle'}
      onCheckedChange={(value) => void fetcher.submit({ preference, value }, { method: 'post' })}
    />
  );
}
