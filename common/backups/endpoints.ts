import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { AdminBackupStatus, BackupRequested } from './contracts';

/** The backups' state, for staff (/admin). */
export const adminBackupEndpoints = defineEndpoints({
  'GET /admin/backups': {
    operationId: 'getAdminBackups',
    tag: 'Admin · Copias de seguridad',
    access: 'admin',
    permission: 'dashboard.view',
    summary: 'La última copia de seguridad',
    description:
      'Cuándo se hizo la última copia completa de la base de datos (con el manifiesto de los archivos guardados), su tamaño, cuántas se conservan y si la última tiene más de un día. Las copias las hacen `npm run backup` y el trabajo nocturno.',
    reply: Success(AdminBackupStatus),
  },
  'POST /admin/backups': {
    operationId: 'requestAdminBackup',
    tag: 'Admin · Copias de seguridad',
    access: 'admin',
    permission: 'settings.manage',
    summary: 'Hacer una copia de seguridad ahora',
    description:
      'Pone en la cola el trabajo de la copia nocturna, que se hace en segundo plano en la instancia que ejecuta los trabajos (con la base de datos integrada, la única que puede abrirla) y aplica después la regla de conservación. 409 si esta instancia no tiene cola de trabajos.',
    status: 202,
    reply: Success(BackupRequested),
    errors: [409],
  },
});
