import { z } from '../zod';
import { FIBRE_KINDS } from './rules';

const Percent = z.number().min(0).max(100);

/** The materials of the catalogue, as /sustainability shows them. */
export const MaterialsReport = z
  .object({
    shares: z
      .object({
        organic: Percent.meta({ description: 'Porcentaje de fibra orgánica (algodón orgánico, ecológico…), con un decimal.' }),
        recycled: Percent.meta({ description: 'Porcentaje de fibra reciclada, con un decimal.' }),
        other: Percent.meta({ description: 'Porcentaje del resto de fibras, con un decimal.' }),
      })
      .nullable()
      .meta({ description: 'Reparto de la composición del catálogo; null cuando ninguna prenda publicada declara su composición.' }),
    fibres: z.array(
      z.object({
        fibre: z.string().meta({ description: 'La fibra tal como la escribe el pasaporte.' }),
        kind: z.enum(FIBRE_KINDS),
        percent: Percent,
      }),
    ),
    products_with_passport: z.number().int().min(0).meta({ description: 'Prendas publicadas cuyo pasaporte declara su composición.' }),
    products_without_passport: z.number().int().min(0).meta({ description: 'Prendas publicadas sin pasaporte o sin composición.' }),
    computed_at: z.iso.datetime(),
  })
  .meta({ id: 'MaterialsReport', description: 'Reparto de fibras orgánicas, recicladas y del resto en las prendas publicadas.' });
export type MaterialsReport = z.infer<typeof MaterialsReport>;
