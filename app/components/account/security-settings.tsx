import { useRevalidator } from 'react-router';
import type { Session } from '@common/account/contracts';
import { AccountPage, SectionCard } from './account-page';
import { PasswordForm } from './password-form';
import { SessionsList } from './sessions-list';
import { refreshUnreadNotifications } from './unread-notifications';

/** Seguridad: change the password and look after the open sessions. */
export function SecuritySettings({ sessions }: { sessions: Session[] }) {
  const revalidator = useRevalidator();
  return (
    <AccountPage
      eyebrow="Mi cuenta"
      title="Seguridad"
      description="Cambia tu contraseña y revisa desde dónde se ha entrado en tu cuenta."
    >
      <div className="grid gap-6">
        <SectionCard
          id="password"
          title="Cambiar contraseña"
          description="Al cambiarla cerramos las sesiones abiertas en otros dispositivos; esta sigue abierta."
        >
          <PasswordForm
            onChanged={() => {
              // The other sessions are gone, and the server files a 'security' notification about the change.
              void revalidator.revalidate();
              void refreshUnreadNotifications();
            }}
          />
        </SectionCard>
        <SectionCard
          id="sessions"
          title="Sesiones activas"
          description="Si ves un dispositivo que no reconoces, cierra su sesión y cambia tu contraseña."
        >
          <SessionsList sessions={sessions} />
        </SectionCard>
      </div>
    </AccountPage>
  );
}
