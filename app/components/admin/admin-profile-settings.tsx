import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@common/auth/account-links';
import { roleLabel } from '@common/roles';
import { useAuth } from '~/lib/auth';
import { AdminPageHeader } from './admin-page-header';
import { PasswordChangeForm } from './password-change-form';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePhotoCard } from './profile-photo-card';
import { SettingsSection } from './settings-section';

const memberSince = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric' });

/** The administrator's own profile: photo, personal details, password and where the second factor is managed. `pendingEmail`: a new email waiting for its confirmation. */
export function AdminProfileSettings({ pendingEmail = null }: { pendingEmail?: string | null }) {
  const { user } = useAuth();
  if (!user) return null;
  const since = new Date(user.created_at);

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        eyebrow="Tu cuenta"
        title="Ajustes de perfil"
        description="Tus datos de acceso al panel. Los cambios se aplican al momento."
        actions={
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-on-secondary">{roleLabel(user)}</span>
            {!Number.isNaN(since.getTime()) && <span>Desde {memberSince.format(since)}</span>}
          </p>
        }
      />
      <SettingsSection title="Foto de perfil" description="Se ve en la barra lateral del panel.">
        <ProfilePhotoCard user={user} />
      </SettingsSection>
      <SettingsSection title="Datos personales" description="Nombre, email de acceso y teléfono de contacto.">
        {/* Keyed by id: a different account starts from its own values. */}
        <ProfileDetailsForm key={user.id} user={user} pendingEmail={pendingEmail} />
      </SettingsSection>
      <SettingsSection
        title="Contraseña"
        description={`Usa al menos ${PASSWORD_MIN_LENGTH} caracteres. Al cambiarla se cierran tus sesiones en otros dispositivos.`}
      >
        <PasswordChangeForm />
      </SettingsSection>
      <SettingsSection
        title="Verificación en dos pasos"
        description="Un código de tu app de autenticación o tu llave de acceso, además de la contraseña, al entrar."
      >
        <div className="flex flex-col gap-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="font-semibold">{user.second_factor.enabled ? 'Activa.' : 'No activa.'}</span>{' '}
            <span className="text-muted">{user.second_factor.required ? 'Tu rol la exige.' : 'Tu rol no la exige, pero te la recomendamos.'}</span>
          </p>
          <Link to="/user/security" className="btn-secondary shrink-0">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Gestionar en Mi cuenta
          </Link>
        </div>
      </SettingsSection>
    </div>
  );
}
