import { z } from '../zod';

// The store's backups (issue 35): `npm run backup` and the nightly job write the whole database and
// the stored files' manifest to a folder or a private bucket; staff see on /admin when the last one
// was taken and are warned when it is over a day old.

/** A last backup older than this (or none at all) is a warning on /admin. */
export const BACKUP_STALE_AFTER_HOURS = 24;

export const AdminBackupStatus = z
  .object({
    destination: z.enum(['folder', 'bucket']).meta({ description: 'Dónde se guardan: una carpeta (BACKUP_DIR) o un bucket privado (BACKUP_URL).' }),
    nightly: z.boolean().meta({ description: 'Si la copia nocturna (03:00 UTC, conservando 7 diarias, 5 semanales y 12 mensuales) está activada.' }),
    count: z.int().min(0).meta({ description: 'Copias completas guardadas.' }),
    last: z
      .object({
        name: z.string(),
        created_at: z.iso.datetime({ offset: true }),
        bytes: z.int().min(0).meta({ description: 'El tamaño del archivo de la base de datos, comprimido.' }),
      })
      .nullable(),
    is_stale: z.boolean().meta({ description: `No hay ninguna copia o la última tiene más de ${BACKUP_STALE_AFTER_HOURS} horas.` }),
  })
  .meta({ id: 'AdminBackupStatus', description: 'La última copia de seguridad de la tienda.' });
export type AdminBackupStatus = z.infer<typeof AdminBackupStatus>;

export const BackupRequested = z
  .object({ queued: z.literal(true) })
  .meta({ id: 'BackupRequested', description: 'La copia está en la cola de trabajos: se hace en segundo plano en unos segundos.' });
