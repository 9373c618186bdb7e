import { z } from '../zod';
import { REVIEW_FITS } from './fit';

const units = z.int().min(0);

/** The advice beside a product's sizes (common/reviews/size-advice.ts). */
export const SizeAdvice = z
  .object({
    verdict: z.enum(REVIEW_FITS).meta({ description: 'small: suele quedar pequeña; true: talla fiel; large: suele quedar grande.' }),
    text: z.string().meta({ description: 'La frase que lee quien compra.' }),
    based_on: units.meta({ description: 'Opiniones y devoluciones por talla en las que se apoya.' }),
    reviews: units.meta({ description: 'Opiniones publicadas con su ajuste.' }),
    returns: units.meta({ description: 'Unidades devueltas por talla pequeña o grande que cuentan.' }),
  })
  .meta({
    id: 'SizeAdvice',
    description: 'Consejo de talla según las opiniones publicadas y las devoluciones por talla; solo con evidencia suficiente y una mayoría clara.',
  });
export type SizeAdvice = z.infer<typeof SizeAdvice>;

const SizeReturnRow = z.object({
  size: z.string().meta({ description: 'La talla vendida; «Sin talla» para las líneas sin ella.' }),
  units_delivered: units,
  units_returned: units.meta({ description: 'Unidades en devoluciones no rechazadas, por cualquier motivo.' }),
  return_rate: z.number().nullable().meta({ description: 'Unidades devueltas por cada 100 entregadas (%); null sin entregas.' }),
  returned_small: units.meta({ description: 'Devueltas por «Talla pequeña».' }),
  returned_large: units.meta({ description: 'Devueltas por «Talla grande».' }),
  returned_other: units.meta({ description: 'Devueltas por cualquier otro motivo.' }),
});

export const AdminSizeInsights = z
  .object({
    product_id: z.int().min(1),
    advice: SizeAdvice.nullable().meta({ description: 'Lo que ve ahora quien compra; null: no se muestra ningún consejo.' }),
    reviews: z.object({ small: units, true: units, large: units }).meta({ description: 'Opiniones publicadas por ajuste.' }),
    size_returns_count: z.boolean().meta({ description: 'Si las devoluciones por talla pesan lo bastante frente a lo entregado para contar en el consejo.' }),
    sizes: z.array(SizeReturnRow),
    totals: SizeReturnRow.omit({ size: true }),
    thresholds: z.object({
      min_signals: units,
      majority_percent: units,
      min_size_return_percent: units,
    }),
  })
  .meta({ id: 'AdminSizeInsights', description: 'Devoluciones por talla de un producto, las opiniones por ajuste y el consejo de talla que se muestra.' });
export type AdminSizeInsights = z.infer<typeof AdminSizeInsights>;
