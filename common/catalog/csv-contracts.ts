import { queryEnum, queryId, strictQuery } from '../query-params';
import { ValidationErrorReply } from '../api/replies';
import { z } from '../zod';
import { AdminProductListQuery } from './contracts';

/** GET /admin/products/export.csv: the list's filters, without its page. */
export const ProductCsvExportQuery = AdminProductListQuery.omit({ page: true, per_page: true });
export type ProductCsvExportQuery = z.infer<typeof ProductCsvExportQuery>;

export const PRODUCT_IMPORT_MODES = ['dry_run', 'apply'] as const;
export type ProductImportMode = (typeof PRODUCT_IMPORT_MODES)[number];

/** POST /admin/products/import?mode=dry_run|apply (dry_run unless said). */
export const ProductImportQuery = strictQuery({
  mode: queryEnum('mode', PRODUCT_IMPORT_MODES, 'mode debe ser dry_run o apply.').default('dry_run'),
});

/** /admin/products/import/{jobId}. */
export const ProductImportJobParams = z.object({ jobId: queryId('jobId') });

const count = z.int().min(0);

export const ProductImportIssue = z
  .object({
    line: z.int().min(1).meta({ description: 'Fila de la hoja: la cabecera es la 1.' }),
    column: z.string().nullable().meta({ description: 'La columna, o null si es la fila entera o el archivo.' }),
    message: z.string(),
  })
  .meta({ id: 'ProductImportIssue', description: 'Un error del archivo: fila, columna y mensaje en español.' });
export type ProductImportIssue = z.infer<typeof ProductImportIssue>;

export const PRODUCT_IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;

export const ProductImportItem = z
  .object({
    line: z.int().min(1),
    sku: z.string(),
    name: z.string().nullable(),
    action: z.enum(PRODUCT_IMPORT_ACTIONS),
    variants: count.meta({ description: 'Filas de variante del producto en el archivo.' }),
  })
  .meta({ id: 'ProductImportItem', description: 'Qué hará la importación con un producto del archivo.' });
export type ProductImportItem = z.infer<typeof ProductImportItem>;

export const ProductImportReport = z
  .object({
    valid: z.boolean().meta({ description: 'Ninguna fila tiene errores: se puede importar.' }),
    rows: count,
    products: count,
    to_create: count,
    to_update: count,
    unchanged: count,
    errors: z.array(ProductImportIssue),
    items: z.array(ProductImportItem),
  })
  .meta({ id: 'ProductImportReport', description: 'El resultado de revisar un CSV de productos: cada error y lo que se haría.' });
export type ProductImportReport = z.infer<typeof ProductImportReport>;

export const PRODUCT_IMPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;

export const ProductImportJob = z
  .object({
    id: z.int().min(1),
    status: z.enum(PRODUCT_IMPORT_JOB_STATUSES),
    total: count.meta({ description: 'Productos que se crean o actualizan.' }),
    processed: count,
    created: count,
    updated: count,
    unchanged: count,
    error: z.string().nullable().meta({ description: 'Por qué falló (no se guardó nada).' }),
    created_at: z.iso.datetime(),
    finished_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ProductImportJob', description: 'Una importación de productos: su progreso y su resultado.' });
export type ProductImportJob = z.infer<typeof ProductImportJob>;

export const ProductImportResult = z
  .object({
    mode: z.enum(PRODUCT_IMPORT_MODES),
    report: ProductImportReport,
    job: ProductImportJob.nullable().meta({ description: 'La importación empezada (solo con mode=apply).' }),
  })
  .meta({ id: 'ProductImportResult', description: 'La revisión del archivo y, al aplicarlo, la importación en marcha.' });
export type ProductImportResult = z.infer<typeof ProductImportResult>;

/** A 422 of the import: the usual message and fields, with the whole report when the file had bad rows. */
export const ProductImportRefusal = ValidationErrorReply.extend({ report: ProductImportReport.optional() }).meta({
  id: 'ProductImportRefusal',
  description: 'Archivo no válido (422): el mensaje, los campos y, si hay filas con errores, el informe completo.',
});
export type ProductImportRefusal = z.infer<typeof ProductImportRefusal>;
