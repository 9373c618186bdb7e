import { AlertTriangle, CircleCheckBig, DatabaseBackup, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { BACKUP_STALE_AFTER_HOURS, type AdminBackupStatus } from '@common/backups/contracts';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { useAuth } from '~/lib/auth';
import { toast } from '~/lib/toast';
import { canAccess } from './admin-navigation';
import { formatAgo } from './jobs-health';

const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Madrid' });
const megabytes = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** 830 kB, 12,4 MB, 1,2 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  if (bytes < 1024 ** 3) return `${megabytes.format(bytes / 1024 ** 2)} MB`;
  return `${megabytes.format(bytes / 1024 ** 3)} GB`;
}

/**
 * The dashboard's 'Copias de seguridad' from GET /api/admin/backups: when the last complete backup
 * was taken and its size, or a warning when there is none or it is over a day old (the nightly
 * job failed, or is off), and for staff with settings.manage 'Hacer una copia ahora' (POST
 * /api/admin/backups: the job runs it in the background). `null` when the state could not be loaded.
 */
export function BackupStatus({ status, now = new Date() }: { status: AdminBackupStatus | null; now?: Date }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card flex flex-col p-5 sm:p-6">
      <h2 id={titleId} className="flex items-center gap-2 font-display text-xl font-semibold text-fg">
        <DatabaseBackup aria-hidden="true" className="size-5 text-primary" />
        Copias de seguridad
      </h2>
      {status === null ? (
        <p role="alert" className="mt-4 flex items-center gap-2 text-sm text-muted">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0 text-danger" />
          No se pudo saber cuándo se hizo la última copia. Pulsa «Actualizar» para intentarlo de nuevo.
        </p>
      ) : (
        <BackupStatusBody status={status} now={now} />
      )}
      <BackupNow />
    </section>
  );
}

/** Queues the backup job now; the card shows it once staff press «Actualizar». */
function BackupNow() {
  const { user } = useAuth();
  const [isSending, setSending] = useState(false);
  if (!canAccess(user, 'settings.manage')) return null;
  async function request() {
    setSending(true);
    try {
      await api('POST /admin/backups');
      toast({ type: 'success', message: 'La copia de seguridad se está haciendo en segundo plano. Pulsa «Actualizar» en unos segundos para verla.' });
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, 'No se pudo pedir la copia. Inténtalo de nuevo.') });
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="mt-4">
      <button type="button" onClick={() => void request()} disabled={isSending} className="btn-secondary">
        {isSending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <DatabaseBackup aria-hidden="true" className="size-4" />}
        Hacer una copia ahora
      </button>
    </div>
  );
}

function BackupStatusBody({ status, now }: { status: AdminBackupStatus; now: Date }) {
  const { last } = status;
  const where = status.destination === 'bucket' ? 'en el bucket de copias' : 'en la carpeta de copias';
  return (
    <>
      <p className="mt-1 text-xs text-muted">
        La base de datos entera (pedidos, facturas y su cadena VERI*FACTU, devoluciones, clientes) y la lista de archivos guardados, {where}.{' '}
        {status.nightly ? 'Se hace cada noche y se conservan 7 diarias, 5 semanales y 12 mensuales.' : 'La copia nocturna está desactivada (BACKUP_NIGHTLY=false).'}
      </p>
      <div className="mt-4">
        {last && !status.is_stale ? (
          <p className="flex items-start gap-3 rounded-xl border border-success/40 bg-success/10 p-4 text-sm text-fg">
            <CircleCheckBig aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>
              <strong className="font-semibold">Última copia: </strong>
              <time dateTime={last.created_at} title={dateTime.format(new Date(last.created_at))}>
                {formatAgo(last.created_at, now)}
              </time>
              , {formatBytes(last.bytes)}. {status.count === 1 ? 'Se conserva 1 copia.' : `Se conservan ${status.count} copias.`}
            </span>
          </p>
        ) : (
          <div role="alert" className="flex items-start gap-3 rounded-xl border-2 border-warning/60 bg-warning/10 p-4 text-sm text-fg">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg" />
            <div>
              <p className="font-semibold">
                {last ? `Atención: la última copia tiene más de ${BACKUP_STALE_AFTER_HOURS} horas.` : 'Atención: no hay ninguna copia de seguridad.'}
              </p>
              <p className="mt-1">
                {last && (
                  <>
                    Es de{' '}
                    <time dateTime={last.created_at} title={dateTime.format(new Date(last.created_at))}>
                      {formatAgo(last.created_at, now)}
                    </time>{' '}
                    ({formatBytes(last.bytes)}).{' '}
                  </>
                )}
                Revisa «Hacer la copia de seguridad nocturna» en los trabajos en segundo plano, o haz una ahora.
              </p>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
