import { z } from '../zod';

// The background jobs (issue 24): work the store does outside a request — e-mails, payment windows,
// refunds, invoices, the AEAT's records, the sizes of an uploaded photo — in a durable queue on PostgreSQL (server/jobs). Staff see
// its health on /admin and send a failed job again.

/** Every kind of job, with the name staff read. */
export const JOB_LABELS = {
  'deliver-mail': 'Enviar los emails en cola',
  'send-cart-reminders': 'Enviar los recordatorios de carrito',
  'notify-stock-alerts': 'Avisar de las tallas que vuelven',
  'expire-abandoned-payments': 'Caducar los pagos abandonados',
  'retry-open-refunds': 'Reintentar los reembolsos pendientes',
  'issue-missing-invoices': 'Emitir las facturas pendientes',
  'send-fiscal-records': 'Enviar los registros VERI*FACTU a la AEAT',
  'draw-image-variants': 'Preparar los tamaños de las fotos subidas',
  'import-products': 'Importar productos desde CSV',
  'export-personal-data': 'Preparar las copias de datos pedidas por clientes',
  'apply-campaign-prices': 'Cambiar los precios al empezar y terminar las campañas',
  'back-up-database': 'Hacer la copia de seguridad nocturna',
  housekeeping: 'Borrar los datos que pasaron su plazo de conservación',
} as const;
export type JobName = keyof typeof JOB_LABELS;
export const JOB_NAMES = Object.keys(JOB_LABELS) as JobName[];

const jobName = z.enum(JOB_NAMES as [JobName, ...JobName[]], { error: 'Ese tipo de trabajo no existe.' });

export const JobQueueHealth = z
  .object({
    name: jobName,
    label: z.string(),
    waiting: z.int().min(0).meta({ description: 'Trabajos en cola o esperando un reintento.' }),
    active: z.int().min(0),
    failed: z.int().min(0).meta({ description: 'Trabajos que agotaron sus reintentos (estado de fallo, visibles aquí 7 días).' }),
    oldest_waiting_at: z.iso.datetime({ offset: true }).nullable().meta({ description: 'Desde cuándo espera el trabajo más antiguo que ya debería haber empezado.' }),
    last_completed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'JobQueueHealth', description: 'El estado de una cola de trabajos en segundo plano.' });
export type JobQueueHealth = z.infer<typeof JobQueueHealth>;

export const FailedJob = z
  .object({
    id: z.uuid(),
    name: jobName,
    label: z.string(),
    attempts: z.int().min(1),
    error: z.string().meta({ description: 'El mensaje del último intento.' }),
    created_at: z.iso.datetime({ offset: true }),
    failed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'FailedJob', description: 'Un trabajo que falló en todos sus intentos.' });
export type FailedJob = z.infer<typeof FailedJob>;

export const JobsOverview = z
  .object({
    queues: z.array(JobQueueHealth),
    failed: z.array(FailedJob).meta({ description: 'Los 20 fallos más recientes.' }),
    workers: z.boolean().meta({ description: 'Si esta instancia ejecuta trabajos (RUN_JOBS); basta con que una lo haga.' }),
  })
  .meta({ id: 'JobsOverview', description: 'La salud de la cola de trabajos en segundo plano.' });
export type JobsOverview = z.infer<typeof JobsOverview>;

export const JobParams = z.object({
  name: jobName.meta({ description: 'El tipo de trabajo.' }),
  id: z.uuid('El identificador del trabajo no es válido.'),
});

export const RetriedJob = z.object({ id: z.uuid(), name: jobName }).meta({ id: 'RetriedJob' });
