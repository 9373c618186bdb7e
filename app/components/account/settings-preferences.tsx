import { useState } from 'react';
import type { UserSettings } from '@common/account/contracts';
import { SwitchField } from '~/components/ui/switch-field';
import { apiRequest } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { ErrorState, LoadingState } from './state-views';
import { errorMessage, useAccountData, type ApiEnvelope } from './use-account-data';

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

/** Email preferences (GET / PUT /api/user/settings); each switch saves on its own. */
export function SettingsPreferences() {
  const { data, error, isLoading, reload, setData } = useAccountData<UserSettings>('/api/user/settings');
  const [saving, setSaving] = useState<Preference | null>(null);

  async function change(key: Preference, value: boolean) {
    const previous = data;
    setData((current) => (current ? { ...current, [key]: value } : current));
    setSaving(key);
    try {
      const reply = await apiRequest<ApiEnvelope<UserSettings>>('/api/user/settings', {
        method: 'PUT',
        body: { [key]: value },
      });
      setData(reply.data);
      toast({ message: 'Preferencias guardadas.', type: 'success', duration: 2500 });
    } catch (err) {
      setData(previous);
      toast({ message: errorMessage(err, 'No hemos podido guardar tus preferencias.'), type: 'error' });
    } finally {
      setSaving(null);
    }
  }

  if (isLoading && !data) return <LoadingState label="Cargando tus preferencias…" rows={1} />;
  if (error || !data) return <ErrorState message={error ?? 'No hemos podido cargar tus preferencias.'} onRetry={reload} />;

  return (
    <ul className="divide-y divide-line">
      {PREFERENCES.map(({ key, label, description }) => (
        <li key={key} className="py-5 first:pt-0 last:pb-0">
          <SwitchField
            label={label}
            description={description}
            checked={data[key]}
            disabled={saving === key}
            onCheckedChange={(value) => void change(key, value)}
          />
        </li>
      ))}
    </ul>
  );
}
