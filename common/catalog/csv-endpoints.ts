import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { z } from '../zod';
import { PRODUCT_CSV_COLUMN_HELP, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MAX_BYTES, PRODUCT_CSV_MAX_ROWS } from './csv-columns';
import { ProductCsvExportQuery, ProductImportJob, ProductImportJobParams, ProductImportQuery, ProductImportRefusal, ProductImportResult } from './csv-contracts';

const TAG = 'Admin · Catálogo';
const MAX_MB = PRODUCT_CSV_MAX_BYTES / 1024 / 1024;

/** The products CSV, as the endpoints' descriptions tell it. */
export const PRODUCT_CSV_FORMAT = [
  'Una fila por variante: las columnas del producto se repiten en cada una de sus variantes; un producto sin variantes es una fila con las columnas de variante vacías.',
  `Columnas: ${PRODUCT_CSV_COLUMNS.map((c) => `${c} (${PRODUCT_CSV_COLUMN_HELP[c]})`).join(' ')}`,
  'UTF-8 (la exportación lleva BOM para que Excel lea los acentos), separado por ; (la exportación) o por , (se detecta al importar); precios en euros con coma o punto decimal.',
].join(' ');

/** Export and import of the products CSV (listed in adminProductBulkEndpoints). */
export const productCsvEndpoints = defineEndpoints({
  'GET /admin/products/export.csv': {
    operationId: 'exportAdminProductsCsv',
    tag: TAG,
    access: 'admin',
    permission: 'products.view',
    summary: 'Exporta los productos a CSV',
    description: `Todos los productos que cumplen los filtros de la lista (search, status, category_id), sin paginar, como archivo productos-AAAA-MM-DD.csv (text/csv). ${PRODUCT_CSV_FORMAT}`,
    query: ProductCsvExportQuery,
    replyMediaType: 'text/csv',
    reply: z.string().meta({ description: 'El CSV, con BOM, separado por ;.' }),
  },
  'POST /admin/products/import': {
    operationId: 'importAdminProductsCsv',
    tag: TAG,
    access: 'admin',
    permission: 'products.manage',
    summary: 'Revisa o importa un CSV de productos',
    description: `Crea o actualiza productos por su SKU (sus variantes por variant_sku) con las mismas reglas que el formulario de producto. mode=dry_run (por defecto) revisa todo el archivo y devuelve cada fila con errores (fila, columna, mensaje) y cuántos productos se crearían, actualizarían o quedan igual, sin escribir nada. mode=apply vuelve a revisarlo: con cualquier error responde 422 con el mismo informe y no escribe nada; si está limpio empieza la importación (todo o nada, en una transacción) y devuelve su trabajo, cuyo progreso da GET /admin/products/import/{jobId}. Una sola importación a la vez (409). Como máximo ${MAX_MB} MB (413) y ${PRODUCT_CSV_MAX_ROWS} filas. ${PRODUCT_CSV_FORMAT}`,
    query: ProductImportQuery,
    upload: {
      field: 'file',
      maxFiles: 1,
      description: 'El archivo CSV de productos.',
      missingMessage: 'Elige un archivo CSV (campo file).',
      messages: {
        tooBig: () => `El archivo puede ocupar como máximo ${MAX_MB} MB.`,
        tooMany: () => 'Envía un solo archivo CSV.',
      },
    },
    reply: Success(ProductImportResult),
    alternateReplies: { 422: { description: 'Archivo no válido: sin importar nada, con el informe de cada fila con errores', schema: ProductImportRefusal } },
    errors: [409],
  },
  'GET /admin/products/import/{jobId}': {
    operationId: 'getAdminProductImport',
    tag: TAG,
    access: 'admin',
    permission: 'products.manage',
    summary: 'Progreso de una importación de productos',
    description: 'Cuántos productos lleva una importación en marcha y, al acabar, cuántos creó, actualizó o dejó igual, o por qué falló (entonces no guardó nada).',
    params: ProductImportJobParams,
    reply: Success(ProductImportJob),
    errors: [404],
  },
});
