import { useRevalidator } from 'react-router';
import type { Session } from '@common/account/contracts';
import type { SecondFactorStatus } from '@common/second-factor/contracts';
import { AccountPage, SectionCard } from './account-page';
import { PasswordForm } from './password-form';
import { SecondFactorSection, SecurityActivity } from './second-factor/second-factor-section';
import { SessionsList } from './sessions-list';
import { refreshUnreadNotifications } from './unread-notifications';

/** Seguridad: change the password, the two-step verification (issue 33) and the open sessions. */
export function SecuritySettings({ sessions, secondFactor }: { sessions: Session[]; secondFactor: SecondFactorStatus }) {
  const revalidator = useRevalidator();
  return (
    <AccountPage
      eyebrow="Mi cuenta"
      title="Seguridad"
      description="Cambia tu contraseña, protege tu cuenta con la verificación en dos pasos y revisa desde dónde se ha entrado en ella."
    >
      <div className="grid gap-6">
        <SecondFactorSection status={secondFactor} onChanged={() => void revalidator.revalidate()} />
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
        <SecurityActivity events={secondFactor.events} />
      </div>
    </AccountPage>
  );
}
