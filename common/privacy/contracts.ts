import { unknownField } from '../api/unknown-field';
import { IdParam, queryText, strictQuery } from '../query-params';
import { z } from '../zod';
import { AccountCode } from '../second-factor/contracts';

/** A copy of the customer's data (issue 33): how long its link works, and how many a day. */
export const DATA_EXPORT_LINK_DAYS = 7;
export const DATA_EXPORTS_PER_DAY = 3;

export const DATA_EXPORT_STATES = ['queued', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const DATA_EXPORT_STATE_LABELS: Record<DataExportState, string> = {
  queued: 'Preparándose',
  ready: 'Lista para descargar',
  failed: 'No se pudo preparar',
  expired: 'Caducada',
};

export const DataExportStateSchema = z.enum(DATA_EXPORT_STATES).meta({ id: 'DataExportState' });

export const DataExport = z
  .object({
    id: z.int(),
    state: DataExportStateSchema,
    state_label: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    ready_at: z.iso.datetime({ offset: true }).nullable(),
    expires_at: z.iso.datetime({ offset: true }).nullable().meta({ description: 'Hasta cuándo funciona el enlace (7 días desde que está lista).' }),
    size_bytes: z.int().nullable(),
    download_url: z
      .string()
      .nullable()
      .meta({ description: 'Solo si está lista: la descarga con la sesión de la cuenta. El email lleva su propio enlace con código.' }),
  })
  .meta({ id: 'DataExport', description: 'Una copia de los datos de la cuenta (ZIP de JSON y CSV).' });
export type DataExport = z.infer<typeof DataExport>;

export const DataExportIdParam = IdParam;

export const DataExportDownloadQuery = strictQuery({
  token: queryText('token', 100).optional().meta({ description: 'El código del enlace del email.' }),
});

export const AccountDeletionBody = z
  .object({
    current_password: z
      .string({ error: 'Introduce tu contraseña actual.' })
      .min(1, 'Introduce tu contraseña actual.')
      .max(200, 'La contraseña no puede superar 200 caracteres.')
      .meta({ description: 'La contraseña de la cuenta, para confirmar que eres tú.' }),
    code: AccountCode.optional().meta({ description: 'Con segundo factor: un código de la app o uno de recuperación.' }),
  })
  .catchall(unknownField)
  .meta({ id: 'AccountDeletionBody' });
export type AccountDeletionBody = z.input<typeof AccountDeletionBody>;

export const AccountDeleted = z
  .object({ message: z.string() })
  .meta({ id: 'AccountDeleted', description: 'La cuenta ya no existe: sus datos personales se han anonimizado y las sesiones se han cerrado.' });
