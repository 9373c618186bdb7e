import { useState, type ReactNode } from 'react';
import { KeyRound, ShieldCheck, ShieldOff, Smartphone, Trash2 } from 'lucide-react';
import { RECOVERY_CODE_COUNT, type PasskeyInfo, type SecondFactorStatus, type SecurityEvent } from '@common/second-factor/contracts';
import { api } from '~/lib/api/browser-client';
import { toast } from '~/lib/toast';
import { formatDateTime, formatLongDate } from '../account-format';
import { SectionCard } from '../account-page';
import { PasswordConfirmForm } from './password-confirm-form';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { AuthenticatorSetup, PasskeySetup, refreshSessionUser } from './second-factor-setup';

type Open = { kind: 'totp-setup' } | { kind: 'totp-remove' } | { kind: 'codes-new' } | { kind: 'passkey-add' } | { kind: 'passkey-remove'; passkey: PasskeyInfo } | null;

/** How many recovery codes are left, in words. */
export function remainingCodesText(remaining: number): string {
  if (remaining === 0) return 'No te queda ningún código de recuperación: genera códigos nuevos.';
  if (remaining === 1) return `Te queda 1 código de recuperación de ${RECOVERY_CODE_COUNT}.`;
  return `Te quedan ${remaining} códigos de recuperación de ${RECOVERY_CODE_COUNT}.`;
}

function StatusBadge({ isOn }: { isOn: boolean }) {
  return isOn ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-success/15 px-3 py-1 text-sm font-semibold text-success">
      <ShieldCheck aria-hidden="true" className="size-4" />
      Activa
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-sm font-semibold text-muted">
      <ShieldOff aria-hidden="true" className="size-4" />
      No activa
    </span>
  );
}

function Part({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t border-line pt-5 first:border-t-0 first:pt-0">
      <h3 id={id} className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * 'Verificación en dos pasos' on /user/security (issue 33): whether it is on and whether a role
 * requires it, the authenticator app, the recovery codes (shown once after they are made), the
 * passkeys. Every change is confirmed with the current password, and the status is loaded again
 * after it (`onChanged`).
 */
export function SecondFactorSection({ status, onChanged }: { status: SecondFactorStatus; onChanged: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => setOpen(null);

  async function changed(message: string, newCodes: string[] | null = null) {
    setOpen(null);
    if (newCodes) setCodes(newCodes);
    toast({ type: 'success', message });
    await refreshSessionUser();
    onChanged();
  }

  const { totp, passkeys, recovery_codes: recovery } = status;

  return (
    <SectionCard
      id="dos-pasos"
      title="Verificación en dos pasos"
      description="Además de la contraseña, al entrar te pedimos un código de tu app de autenticación o tu llave de acceso. Así nadie entra solo con tu contraseña."
      aside={<StatusBadge isOn={status.enabled} />}
    >
      <div className="grid gap-6">
        {status.required ? (
          <p className="rounded-xl border border-primary/30 bg-primary/5 px-4 py-3 text-sm font-medium">
            Tu rol la exige: {status.enabled ? 'no puedes quedarte sin ningún método.' : 'configúrala para poder usar el back-office.'}
          </p>
        ) : null}
        {status.enabled && !status.session_verified ? (
          <p className="text-sm text-muted">Esta sesión se abrió sin el segundo paso. La próxima vez que entres te lo pediremos.</p>
        ) : null}

        {codes ? <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} /> : null}

        <Part id="dos-pasos-app" title="App de autenticación" icon={<Smartphone aria-hidden="true" className="size-4 text-primary" />}>
          {totp.enabled ? (
            <p className="text-sm text-muted">Activa{totp.since ? ` desde el ${formatLongDate(totp.since)}` : ''}. Al entrar te pediremos el código de 6 cifras que muestra.</p>
          ) : (
            <p className="text-sm text-muted">Una app del móvil (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) que muestra un código nuevo cada 30 segundos.</p>
          )}
          {open?.kind === 'totp-setup' ? (
            <AuthenticatorSetup
              level={4}
              onCancel={close}
              onEnrolled={(newCodes) => changed('App de autenticación activada.', newCodes)}
            />
          ) : open?.kind === 'totp-remove' ? (
            <PasswordConfirmForm
              level={4}
              title="Quitar la app de autenticación"
              description="Dejará de pedirse su código al entrar."
              submitLabel="Quitar la app"
              busyLabel="Quitando…"
              isDanger
              send={(current_password) => api('POST /user/second-factor/totp/remove', { body: { current_password } }).then((reply) => reply.data)}
              onDone={(reply) => changed(reply.message)}
              onCancel={close}
            />
          ) : (
            <div>
              {totp.enabled ? (
                <button type="button" className="btn-secondary" onClick={() => setOpen({ kind: 'totp-remove' })}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Quitar la app
                </button>
              ) : (
                <button type="button" className="btn-primary" onClick={() => setOpen({ kind: 'totp-setup' })}>
                  <Smartphone aria-hidden="true" className="size-4" />
                  Configurar la app
                </button>
              )}
            </div>
          )}
        </Part>

        <Part id="dos-pasos-llaves" title="Llaves de acceso" icon={<KeyRound aria-hidden="true" className="size-4 text-primary" />}>
          <p className="text-sm text-muted">Entra con la huella, la cara o el PIN de tu dispositivo, o con una llave de seguridad, sin escribir la contraseña.</p>
          {passkeys.length === 0 ? (
            <p className="text-sm">No tienes ninguna llave de acceso.</p>
          ) : (
            <ul aria-label="Tus llaves de acceso" className="divide-y divide-line rounded-2xl border border-line">
              {passkeys.map((passkey) => (
                <li key={passkey.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold break-words">{passkey.name}</p>
                    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-muted">
                      <div className="flex gap-1">
                        <dt>Creada:</dt>
                        <dd>{formatDateTime(passkey.created_at)}</dd>
                      </div>
                      <div className="flex gap-1">
                        <dt>Último uso:</dt>
                        <dd>{passkey.last_used_at ? formatDateTime(passkey.last_used_at) : 'nunca'}</dd>
                      </div>
                      <div className="flex gap-1">
                        <dt>Sincronizada:</dt>
                        <dd>{passkey.backed_up ? 'sí, entre tus dispositivos' : 'no, solo en este dispositivo o llave'}</dd>
                      </div>
                    </dl>
                  </div>
                  <button type="button" className="btn-secondary self-start sm:self-auto" onClick={() => setOpen({ kind: 'passkey-remove', passkey })}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Quitar<span className="sr-only"> la llave {passkey.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {open?.kind === 'passkey-remove' ? (
            <PasswordConfirmForm
              level={4}
              title={`Quitar la llave «${open.passkey.name}»`}
              description="Ya no podrás entrar con ella."
              submitLabel="Quitar la llave"
              busyLabel="Quitando…"
              isDanger
              send={(current_password) =>
                api('POST /user/second-factor/passkeys/{id}/remove', { params: { id: open.passkey.id }, body: { current_password } }).then((reply) => reply.data)
              }
              onDone={(reply) => changed(reply.message)}
              onCancel={close}
            />
          ) : open?.kind === 'passkey-add' ? (
            <PasskeySetup
              level={4}
              onCancel={close}
              onAdded={(passkey, newCodes) => changed(`Llave de acceso «${passkey.name}» añadida.`, newCodes)}
            />
          ) : (
            <div>
              <button type="button" className="btn-secondary" onClick={() => setOpen({ kind: 'passkey-add' })}>
                <KeyRound aria-hidden="true" className="size-4" />
                Añadir llave de acceso
              </button>
            </div>
          )}
        </Part>

        <Part id="dos-pasos-codigos" title="Códigos de recuperación" icon={<ShieldCheck aria-hidden="true" className="size-4 text-primary" />}>
          {status.enabled ? (
            <>
              <p className="text-sm">
                {remainingCodesText(recovery.remaining)}
                {recovery.created_at ? <span className="text-muted"> Generados el {formatLongDate(recovery.created_at)}.</span> : null}
              </p>
              {open?.kind === 'codes-new' ? (
                <PasswordConfirmForm
                  level={4}
                  title="Generar códigos nuevos"
                  description="Los códigos que tienes ahora dejarán de valer."
                  submitLabel="Generar códigos nuevos"
                  busyLabel="Generando…"
                  send={(current_password) => api('POST /user/second-factor/recovery-codes', { body: { current_password } }).then((reply) => reply.data)}
                  onDone={(reply) => changed('Códigos de recuperación nuevos generados: guárdalos.', reply.codes)}
                  onCancel={close}
                />
              ) : (
                <div>
                  <button type="button" className="btn-secondary" onClick={() => setOpen({ kind: 'codes-new' })}>
                    Generar códigos nuevos
                  </button>
                </div>
              )}
            </>
          ) : (
            <p className="text-sm text-muted">Te daremos {RECOVERY_CODE_COUNT} códigos de un solo uso al activar la app o tu primera llave, para entrar si pierdes el móvil.</p>
          )}
        </Part>
      </div>
    </SectionCard>
  );
}

/** 'Actividad de seguridad': the latest changes and failed attempts of the second factor. */
export function SecurityActivity({ events }: { events: readonly SecurityEvent[] }) {
  return (
    <SectionCard
      id="actividad-seguridad"
      title="Actividad de seguridad"
      description="Las últimas altas, bajas y fallos de la verificación en dos pasos de tu cuenta. Si ves algo que no has hecho tú, cambia tu contraseña."
    >
      {events.length === 0 ? (
        <p className="text-sm text-muted">Todavía no hay actividad.</p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line">
          {events.map((event) => (
            <li key={event.id} className="flex flex-col gap-1 p-4 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <span className="font-medium">{event.description}</span>
              <span className="shrink-0 text-muted">
                <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                {event.ip_address ? ` · IP ${event.ip_address}` : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
