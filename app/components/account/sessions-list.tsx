import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useFetcher } from 'react-router';
import type { Session } from '@common/account/contracts';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { describeDevice, formatDateTime, formatRelative, isMobileDevice } from './account-format';
import { readIntent } from './account-route';

/** How a session was opened (issue 33): 'Contraseña + app', 'Llave de acceso'… */
export function signInMethodLabel(session: Pick<Session, 'sign_in_method' | 'second_factor'>): string {
  if (session.sign_in_method === 'passkey') return 'Llave de acceso';
  switch (session.second_factor) {
    case 'totp':
      return 'Contraseña + app';
    case 'recovery-code':
      return 'Contraseña + código de recuperación';
    case 'passkey':
      return 'Contraseña + llave de acceso';
    default:
      return 'Contraseña';
  }
}

/** What the sessions list posts to the /user/security action. */
export type SessionIntent = 'revoke' | 'revoke-others';

/** Active sessions: close one, or every one but this (the route's action; the list is loaded again). */
export function SessionsList({ sessions }: { sessions: Session[] }) {
  const fetcher = useFetcher();
  const { show } = useAlertDialog();
  const pending = fetcher.formData ? readIntent(fetcher.formData) : null;
  const busy = pending ? (pending.intent === 'revoke-others' ? 'others' : pending.id) : null;
  const others = sessions.filter((session) => !session.is_current);

  const submit = (fields: { intent: SessionIntent; id?: number; device?: string }) =>
    void fetcher.submit(fields, { method: 'post' });

  async function revokeOthers() {
    const answer = await show({
      type: 'warning',
      title: '¿Cerrar las demás sesiones?',
      message: 'Tendrás que volver a entrar en esos dispositivos. Esta sesión sigue abierta.',
      confirmText: 'Cerrar sesiones',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') submit({ intent: 'revoke-others' });
  }

  const now = new Date();
  return (
    <div>
      <ul className="divide-y divide-line rounded-2xl border border-line">
        {[...sessions].sort((a, b) => Number(b.is_current) - Number(a.is_current)).map((session) => {
          const Icon = isMobileDevice(session.device) ? Smartphone : Monitor;
          const device = describeDevice(session.device);
          const lastUse = session.last_used_at ?? session.created_at;
          return (
            <li key={session.id} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-5">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-surface-muted">
                <Icon aria-hidden="true" className="size-5 text-primary" strokeWidth={1.75} />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {device}
                  {session.is_current ? (
                    <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">
                      Esta sesión
                    </span>
                  ) : null}
                </p>
                <p className="mt-1 text-sm text-muted">
                  Entró con: {signInMethodLabel(session)}
                  {' · '}
                  {session.ip_address ? <>IP {session.ip_address} · </> : null}
                  Último uso:{' '}
                  <time dateTime={lastUse} title={formatDateTime(lastUse)}>
                    {formatRelative(lastUse, now)}
                  </time>
                </p>
              </div>
              {!session.is_current ? (
                <button
                  type="button"
                  onClick={() => submit({ intent: 'revoke', id: session.id, device })}
                  disabled={busy !== null}
                  className="btn-secondary self-start px-4 py-2 sm:self-auto"
                >
                  <LogOut aria-hidden="true" className="size-3.5" />
                  {busy === session.id ? 'Cerrando…' : 'Cerrar sesión'}
                  <span className="sr-only"> en {device}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {others.length === 0
            ? 'Solo tienes abierta esta sesión.'
            : others.length === 1
              ? 'Tienes 1 sesión abierta en otro dispositivo.'
              : `Tienes ${others.length} sesiones abiertas en otros dispositivos.`}
        </p>
        {others.length > 0 ? (
          <button type="button" onClick={() => void revokeOthers()} disabled={busy !== null} className="btn-secondary">
            <LogOut aria-hidden="true" className="size-4" />
            {busy === 'others' ? 'Cerrando…' : 'Cerrar las demás sesiones'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
