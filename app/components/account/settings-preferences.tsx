import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { UserSettings } from '@common/account/contracts';
import { SwitchField } from '~/components/ui/switch-field';

/** The switches: every setting but the consent's date, which the server keeps. */
type Preference = Exclude<keyof UserSettings, 'cart_reminders_consent_at'>;

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
  {
    key: 'cart_reminders',
    label: 'Recordatorios de carrito',
    description:
      'Si dejas prendas en tu carrito, te enviaremos un único recordatorio a las 24 horas con sus precios y disponibilidad actuales. Puedes darte de baja desde el propio email.',
  },
];

const consentDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' });

/** Under the cart reminders' explanation, since when the customer agreed to them. */
function describePreference(preference: Preference, description: string, settings: UserSettings): ReactNode {
  if (preference !== 'cart_reminders' || !settings.cart_reminders || !settings.cart_reminders_consent_at) return description;
  return (
    <>
      {description} <span className="font-semibold text-fg">Activados el {consentDate.format(new Date(settings.cart_reminders_consent_at))}.</span>
    </>
  );
}

/** Email preferences; each switch saves on its own through the route's action and shows its new value at once. */
export function SettingsPreferences({ settings }: { settings: UserSettings }) {
  return (
    <ul className="divide-y divide-line">
      {PREFERENCES.map((preference) => (
        <li key={preference.key} className="py-5 first:pt-0 last:pb-0">
          <PreferenceSwitch
            preference={preference.key}
            label={preference.label}
            description={describePreference(preference.key, preference.description, settings)}
            saved={settings[preference.key]}
          />
        </li>
      ))}
    </ul>
  );
}

/** The change one switch posts to the /user/settings action, as the API takes it; null if it is not one. */
export function preferenceChange(form: FormData): Partial<Pick<UserSettings, Preference>> | null {
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
  description: ReactNode;
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
