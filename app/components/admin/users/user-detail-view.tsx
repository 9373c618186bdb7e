import { useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { ArrowLeft, KeyRound, LoaderCircle, LogOut, MapPin, MonitorSmartphone, RotateCcw, ShieldCheck, ShieldOff, UserX } from 'lucide-react';
import { Link, useFetcher, useRevalidator } from 'react-router';
import { AdminUserUpdateBody, type AdminUserDetail, type AdminUserSession } from '@common/users/contracts';
import { signInMethodLabel } from '~/components/account/sessions-list';
import { formFailure } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminAvatar } from '../admin-avatar';
import { Placeholder } from '../kit/detail-route';
import type { ChangeResult } from '../kit/route-change';
import { SettingsSection } from '../settings-section';
import { ADMIN_USERS_PATH } from './admin-users-list';
import { RoleCheckboxes } from './role-checkboxes';
import { formatDay, formatWhenOr, RoleChips, UserStatusBadge } from './user-badges';
import { withRoleErrorsTogether } from './user-create-form';

/** What the signed-in person may do on this page. */
export interface UserDetailAccess {
  /** Holds 'users.manage'. */
  canManage: boolean;
  isSuperAdmin: boolean;
  /** The signed-in person's own id: nobody deactivates themselves. */
  meId: number;
}

export type UserDetailIntent = 'deactivate' | 'reactivate' | 'revoke-session' | 'reset-second-factor';

const SUPER_ADMIN_ACCOUNT = 'Solo un super-admin puede modificar una cuenta super-admin.';

/** A user agent as a person reads it: 'Chrome en Windows'. */
export function describeDevice(device: string | null): string {
  if (!device) return 'Dispositivo desconocido';
  const browser = /Edg\//.test(device)
    ? 'Edge'
    : /OPR\//.test(device)
      ? 'Opera'
      : /Firefox\//.test(device)
        ? 'Firefox'
        : /Chrome\//.test(device)
          ? 'Chrome'
          : /Safari\//.test(device)
            ? 'Safari'
            : null;
  const system = /Android/.test(device)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(device)
      ? 'iOS'
      : /Windows/.test(device)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(device)
          ? 'macOS'
          : /Linux/.test(device)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? device.slice(0, 60);
}

/** Spec §2 admin.users, one person: profile, roles, sessions, addresses, deactivation. */
export function UserDetailView({ user, access }: { user: AdminUserDetail; access: UserDetailAccess }) {
  const isSuperAdminAccount = user.roles.some((role) => role.name === 'super-admin');
  /** Why the account cannot be changed from here, if it cannot. */
  const lockReason = !access.canManage ? null : isSuperAdminAccount && !access.isSuperAdmin ? SUPER_ADMIN_ACCOUNT : null;
  const canEdit = access.canManage && !lockReason;
  const isSelf = user.id === access.meId;

  return (
    <div className="flex flex-col gap-8">
      <Link to={ADMIN_USERS_PATH} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Usuarios
      </Link>

      <header className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <AdminAvatar name={user.name} photoUrl={user.profile_photo_url} tone="soft" className="size-16 text-lg" />
          <div className="min-w-0">
            <p className="eyebrow">Usuario</p>
            <h1 className="mt-1 font-display text-3xl font-semibold tracking-tight break-words text-fg">{user.name}</h1>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
              <UserStatusBadge status={user.status} />
              <span className="break-all">{user.email}</span>
            </div>
          </div>
        </div>
        {canEdit && !isSelf && <StatusAction user={user} />}
      </header>

      {user.status === 'deactivated' && (
        <p role="note" className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-fg">
          <strong className="font-semibold">Cuenta desactivada</strong>
          {user.deactivated_at ? ` el ${formatWhenOr(user.deactivated_at, '')}` : ''}: no puede iniciar sesión. Reactívala para que vuelva a entrar.
        </p>
      )}
      {lockReason && (
        <p role="note" className="flex items-start gap-2 rounded-xl border border-line bg-surface-muted/60 px-4 py-3 text-sm text-fg">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {lockReason}
        </p>
      )}

      <dl className="card grid grid-cols-2 gap-4 p-5 text-sm sm:grid-cols-4">
        <Fact term="Alta" value={formatDay(user.created_at)} />
        <Fact term="Último acceso" value={formatWhenOr(user.last_login_at, 'Nunca')} />
        <Fact term="Sesiones abiertas" value={String(user.sessions.length)} />
        <Fact term="Direcciones" value={String(user.addresses.length)} />
      </dl>

      <SettingsSection title="Perfil" description="Nombre, email y teléfono de la cuenta. El email es con el que inicia sesión.">
        {canEdit ? <ProfileForm user={user} /> : <ProfileFacts user={user} />}
      </SettingsSection>

      <SettingsSection
        title="Roles"
        description="Lo que puede hacer en el back-office. Un rol de equipo (editor, administrador…) le da acceso; 'Cliente' es una cuenta de la tienda."
      >
        {canEdit ? (
          <RolesForm key={user.roles.map((r) => r.name).join(',')} user={user} access={access} />
        ) : (
          <div className="flex flex-col gap-3">
            <RoleChips roles={user.roles.map((role) => role.name)} />
          </div>
        )}
        {user.permissions.length > 0 && (
          <div className="mt-5 border-t border-line pt-4">
            <p className="text-sm font-medium text-fg">Permisos directos</p>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {user.permissions.map((permission) => (
                <li key={permission} className="rounded-md bg-surface-muted px-2 py-0.5 font-mono text-xs text-fg ring-1 ring-line">
                  {permission}
                </li>
              ))}
            </ul>
          </div>
        )}
      </SettingsSection>

      {access.canManage ? (
        <SettingsSection
          title="Segundo factor"
          description="La verificación en dos pasos de la cuenta: su app de autenticación, sus llaves de acceso y sus códigos de recuperación."
        >
          <SecondFactorReset user={user} canReset={canEdit && !isSelf} isSelf={isSelf} />
        </SettingsSection>
      ) : null}

      <SettingsSection title="Sesiones abiertas" description="Dispositivos con la sesión iniciada. Cerrar una la termina al momento: su siguiente acción le pedirá entrar de nuevo.">
        <SessionList user={user} canEdit={canEdit} />
      </SettingsSection>

      <SettingsSection title="Direcciones" description="Las direcciones de envío que ha guardado en su cuenta.">
        {user.addresses.length === 0 ? (
          <p className="text-sm text-muted">No ha guardado ninguna dirección.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {user.addresses.map((address) => (
              <li key={address.id} className="rounded-xl border border-line p-4 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                  <MapPin aria-hidden="true" className="size-4 text-muted" />
                  {address.label || address.recipient_name}
                  {address.is_default && (
                    <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-fg ring-1 ring-primary/30 ring-inset">Predeterminada</span>
                  )}
                </p>
                <address className="mt-2 text-muted not-italic">
                  {address.label && <span className="block text-fg">{address.recipient_name}</span>}
                  <span className="block">{address.street}</span>
                  <span className="block">
                    {address.postal_code} {address.city} ({address.province})
                  </span>
                  <span className="block">Tel. {address.phone}</span>
                </address>
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 font-medium text-fg">{value}</dd>
    </div>
  );
}

function ProfileFacts({ user }: { user: AdminUserDetail }) {
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      <Fact term="Nombre" value={user.name} />
      <Fact term="Email" value={user.email} />
      <Fact term="Teléfono" value={user.phone ?? '—'} />
    </dl>
  );
}

const profileValues = (user: AdminUserDetail) => ({ name: user.name, email: user.email, phone: user.phone ?? '' });

function ProfileForm({ user }: { user: AdminUserDetail }) {
  const revalidator = useRevalidator();
  const { formError, isSaving, formRef, field, submit } = useFieldForm({
    initial: () => profileValues(user),
    schema: AdminUserUpdateBody,
    send: async (body) => (await api('PUT /admin/users/{id}', { params: { id: user.id }, body })).data,
    onSaved: async (saved) => {
      toast({ type: 'success', message: 'Perfil guardado.' });
      await revalidator.revalidate();
      return profileValues(saved);
    },
    onFailed: (_error, failure) => {
      if (failure.message) toast({ type: 'error', message: failure.message });
    },
    failureMessage: 'No se pudo guardar el perfil. Inténtalo de nuevo.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Perfil del usuario" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Nombre" autoComplete="off" required className="sm:col-span-2" maxLength={120} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" required maxLength={254} {...field('email')} />
        <TextField label="Teléfono" type="tel" autoComplete="off" hint="Déjalo vacío para borrarlo." {...field('phone')} />
      </div>
      <FormError message={formError} />
      <div className="flex justify-end border-t border-line pt-5">
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
          {isSaving ? 'Guardando…' : 'Guardar perfil'}
        </button>
      </div>
    </form>
  );
}

function RolesForm({ user, access }: { user: AdminUserDetail; access: UserDetailAccess }) {
  const revalidator = useRevalidator();
  const current = user.roles.map((role) => role.name);
  const [selected, setSelected] = useState<string[]>(current);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isChanged = [...selected].sort().join('\n') !== [...current].sort().join('\n');

  async function save(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    setError(null);
    setFormError(null);
    try {
      await api('PUT /admin/users/{id}/roles', { params: { id: user.id }, body: { roles: selected } });
      toast({ type: 'success', message: 'Roles guardados.' });
      await revalidator.revalidate();
    } catch (failed) {
      const failure = withRoleErrorsTogether(formFailure(failed, 'No se pudieron guardar los roles. Inténtalo de nuevo.'));
      const fieldError = failure.fieldErrors.roles;
      if (fieldError) setError(fieldError);
      else {
        const message = failure.message ?? apiErrorMessage(failed, 'No se pudieron guardar los roles.');
        setFormError(message);
        toast({ type: 'error', message });
      }
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-label="Roles del usuario" className="flex flex-col gap-5">
      <RoleCheckboxes
        legend="Roles de la cuenta"
        roles={user.assignable_roles}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          setError(null);
        }}
        locked={(role) => (role.name === 'super-admin' && !access.isSuperAdmin ? 'Solo un super-admin puede darlo o quitarlo' : null)}
        error={error}
      />
      <FormError message={formError} />
      <div className="flex items-center justify-end gap-3 border-t border-line pt-5">
        {isChanged && <span className="text-sm text-muted">Cambios sin guardar</span>}
        <button type="submit" className="btn-primary" disabled={isSaving || !isChanged}>
          {isSaving ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <KeyRound aria-hidden="true" className="size-4" />}
          {isSaving ? 'Guardando…' : 'Guardar roles'}
        </button>
      </div>
    </form>
  );
}

function StatusAction({ user }: { user: AdminUserDetail }) {
  const fetcher = useFetcher<ChangeResult>();
  const { show } = useAlertDialog();
  const isBusy = fetcher.state !== 'idle';

  async function deactivate() {
    const sessions = user.sessions.length;
    const answer = await show({
      type: 'warning',
      title: '¿Desactivar esta cuenta?',
      message: `${user.name} no podrá iniciar sesión${
        sessions > 0 ? ` y se ${sessions === 1 ? 'cerrará su sesión abierta' : `cerrarán sus ${sessions} sesiones abiertas`} al momento` : ''
      }. Sus datos se conservan y puedes reactivarla cuando quieras.`,
      confirmText: 'Desactivar',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') void fetcher.submit({ intent: 'deactivate' }, { method: 'post' });
  }

  async function reactivate() {
    const answer = await show({
      type: 'info',
      title: '¿Reactivar esta cuenta?',
      message: `${user.name} podrá volver a iniciar sesión con su email y contraseña.`,
      confirmText: 'Reactivar',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') void fetcher.submit({ intent: 'reactivate' }, { method: 'post' });
  }

  return user.status === 'active' ? (
    <button type="button" onClick={() => void deactivate()} disabled={isBusy} className="btn-secondary border-danger/40 text-danger hover:bg-danger/10">
      {isBusy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <UserX aria-hidden="true" className="size-4" />}
      Desactivar cuenta
    </button>
  ) : (
    <button type="button" onClick={() => void reactivate()} disabled={isBusy} className="btn-primary">
      {isBusy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <RotateCcw aria-hidden="true" className="size-4" />}
      Reactivar cuenta
    </button>
  );
}

function SessionList({ user, canEdit }: { user: AdminUserDetail; canEdit: boolean }) {
  if (user.sessions.length === 0) {
    return <p className="text-sm text-muted">{user.status === 'deactivated' ? 'Sin sesiones: la cuenta está desactivada.' : 'No tiene ninguna sesión abierta.'}</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {user.sessions.map((session) => (
        <SessionItem key={session.id} session={session} userName={user.name} canEdit={canEdit} />
      ))}
    </ul>
  );
}

function SessionItem({ session, userName, canEdit }: { session: AdminUserSession; userName: string; canEdit: boolean }) {
  const fetcher = useFetcher<ChangeResult>();
  const { show } = useAlertDialog();
  const isClosing = fetcher.state !== 'idle';
  const device = describeDevice(session.device);

  async function close() {
    const answer = await show({
      type: 'warning',
      title: '¿Cerrar esta sesión?',
      message: `${userName} tendrá que volver a iniciar sesión en ${device}.`,
      confirmText: 'Cerrar sesión',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') void fetcher.submit({ intent: 'revoke-session', session_id: session.id }, { method: 'post' });
  }

  return (
    <li className={clsx('flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between', isClosing && 'opacity-60')}>
      <div className="flex min-w-0 items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-muted text-muted">
          <MonitorSmartphone aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 text-sm">
          <p className="font-semibold text-fg" title={session.device ?? undefined}>
            {device}
          </p>
          <p className="text-muted">
            {session.ip_address ? `IP ${session.ip_address} · ` : ''}Iniciada {formatWhenOr(session.created_at, '—')} · Entró con: {signInMethodLabel(session)}
          </p>
          <p className="text-muted">
            Último uso {formatWhenOr(session.last_used_at, '—')} · Caduca {formatDay(session.expires_at)}
          </p>
        </div>
      </div>
      {canEdit && (
        <button type="button" onClick={() => void close()} disabled={isClosing} className="btn-secondary shrink-0 self-start sm:self-center">
          <LogOut aria-hidden="true" className="size-4" />
          Cerrar sesión
          <span className="sr-only"> en {device}</span>
        </button>
      )}
    </li>
  );
}


/**
 * 'Restablecer segundo factor' (issue 33), for someone who lost their phone and their codes: their
 * app, passkeys and recovery codes go, and their sessions end. Asked first in a dialog.
 */
function SecondFactorReset({ user, canReset, isSelf }: { user: AdminUserDetail; canReset: boolean; isSelf: boolean }) {
  const fetcher = useFetcher<ChangeResult>();
  const { show } = useAlertDialog();
  const isBusy = fetcher.state !== 'idle';

  async function reset() {
    const answer = await show({
      type: 'warning',
      title: '¿Restablecer su segundo factor?',
      message: `Se borrarán la app de autenticación, las llaves de acceso y los códigos de recuperación de ${user.name}, y se cerrarán sus sesiones. Le avisaremos por email. Si su rol lo exige, tendrá que configurar uno nuevo al volver a entrar. Hazlo solo si has comprobado que es quien dice ser.`,
      confirmText: 'Restablecer',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') void fetcher.submit({ intent: 'reset-second-factor' }, { method: 'post' });
  }

  const factors = user.second_factor;
  const has = [factors.totp ? 'app de autenticación' : null, factors.passkeys > 0 ? (factors.passkeys === 1 ? '1 llave de acceso' : `${factors.passkeys} llaves de acceso`) : null].filter(Boolean);
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Estado</dt>
        <dd>{has.length > 0 ? `Activa: ${has.join(' y ')}` : 'No activa'}{factors.required ? ' · su rol la exige' : ''}</dd>
        <dt className="font-semibold">Códigos de recuperación</dt>
        <dd>{has.length > 0 ? `${factors.recovery_codes_remaining} sin usar` : '—'}</dd>
      </dl>
      <p className="text-muted">
        Si ha perdido el móvil y sus códigos de recuperación, restablécelo para que pueda volver a entrar con su contraseña y configurar uno nuevo. Queda en el
        registro de auditoría.
      </p>
      {canReset ? (
        <div>
          <button type="button" onClick={() => void reset()} disabled={isBusy} className="btn-secondary border-danger/40 text-danger hover:bg-danger/10">
            {isBusy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <ShieldOff aria-hidden="true" className="size-4" />}
            {isBusy ? 'Restableciendo…' : 'Restablecer segundo factor'}
          </button>
        </div>
      ) : isSelf ? (
        <p className="text-muted">El tuyo se gestiona en Mi cuenta → Seguridad.</p>
      ) : null}
    </div>
  );
}

/** The loading screen's blocks of a person's page, in the shape the page takes. */
export function UserDetailSkeleton() {
  return (
    <>
      <Placeholder className="h-5 w-24 rounded bg-surface-muted" />
      <div className="flex items-center gap-4">
        <Placeholder className="size-16 rounded-full bg-surface-muted" />
        <div className="flex flex-col gap-2">
          <Placeholder className="h-8 w-64 rounded bg-surface-muted" />
          <Placeholder className="h-4 w-48 rounded bg-surface-muted" />
        </div>
      </div>
      <Placeholder className="card h-24" />
      <Placeholder className="card h-64" />
    </>
  );
}
