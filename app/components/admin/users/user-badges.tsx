import clsx from 'clsx';
import { isBuiltInRole, type RoleName } from '@common/roles';
import { USER_STATUS_LABELS, type UserStatus } from '@common/users/contracts';
import { formatWhen } from '../dashboard-format';

const ROLE_LABELS: Record<RoleName, string> = {
  'super-admin': 'Super admin',
  admin: 'Administrador',
  editor: 'Editor',
  user: 'Cliente',
};

/** The name a role goes by on screen: the built-in ones in Spanish, custom ones as their staff named them. */
export function roleLabel(name: string): string {
  return isBuiltInRole(name) ? ROLE_LABELS[name] : name;
}

const STATUS_TONE: Record<UserStatus, string> = {
  active: 'bg-success/12 text-success ring-success/25',
  deactivated: 'bg-danger/10 text-danger ring-danger/25',
};

/** Activa / Desactivada. */
export function UserStatusBadge({ status, className }: { status: UserStatus; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', STATUS_TONE[status], className)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {USER_STATUS_LABELS[status]}
    </span>
  );
}

/** The account's roles as small chips; staff roles stand out from the customer one. */
export function RoleChips({ roles, className }: { roles: readonly string[]; className?: string }) {
  if (roles.length === 0) return <span className={clsx('text-xs text-muted', className)}>Sin roles</span>;
  return (
    <ul aria-label="Roles" className={clsx('flex flex-wrap gap-1.5', className)}>
      {roles.map((role) => (
        <li
          key={role}
          className={clsx(
            'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
            role === 'user' ? 'bg-surface-muted text-muted ring-line' : 'bg-primary/10 text-fg ring-primary/30',
          )}
        >
          {roleLabel(role)}
        </li>
      ))}
    </ul>
  );
}

/** A date and time in Spanish, or the given words when there is none ('Nunca'). */
export function formatWhenOr(iso: string | null, none: string): string {
  return (iso && formatWhen(iso)) ?? none;
}

const dayFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' });

/** A day in Spanish ('14 mar 2025'). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dayFormat.format(date);
}
