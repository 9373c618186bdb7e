import { BACKUP_STALE_AFTER_HOURS } from '../../../common/backups/contracts';
import { adminBackupEndpoints } from '../../../common/backups/endpoints';
import { success } from '../../../common/api/replies';
import { listBackups } from '../../backup/take-backup';
import type { ApiApp, ApiDeps } from '../context';
import { ConflictError } from '../../errors';
import { serve } from '../route-kit';

/** The last backup for staff's dashboard (/admin): when, how large, and whether it is over a day old. */
export function registerAdminBackupRoutes(app: ApiApp, deps: ApiDeps): void {
  serve(app, deps, adminBackupEndpoints['GET /admin/backups'], async () => {
    const backups = deps.backups;
    const list = backups ? await listBackups(backups.destination) : [];
    const last = list[0] ?? null;
    const isStale = !last || deps.now().getTime() - last.date.getTime() > BACKUP_STALE_AFTER_HOURS * 3_600_000;
    return success({
      destination: backups?.destination.kind ?? 'folder',
      nightly: backups?.nightly ?? false,
      count: list.length,
      last: last && { name: last.name, created_at: last.date.toISOString(), bytes: last.bytes },
      is_stale: isStale,
    });
  });
  serve(app, deps, adminBackupEndpoints['POST /admin/backups'], async () => {
    if (!deps.jobs || !deps.backups) throw new ConflictError('Esta instancia no tiene cola de trabajos: haz la copia con npm run backup.');
    await deps.jobs.send('back-up-database');
    return success({ queued: true as const });
  });
}
