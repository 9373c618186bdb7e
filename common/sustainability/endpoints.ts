import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { MaterialsReport } from './contracts';

/** The public figures of /sustainability. */
export const sustainabilityEndpoints = defineEndpoints({
  'GET /sustainability/materials': {
    operationId: 'getSustainabilityMaterials',
    tag: 'Sostenibilidad',
    access: 'public',
    summary: 'Materiales del catálogo',
    description:
      'Qué parte de la composición de las prendas publicadas (activas, visibles y no borradas) es fibra orgánica, reciclada o de otro tipo, calculado en el momento a partir de sus pasaportes. Cada prenda pesa lo mismo y, dentro de ella, cada fibra según su porcentaje. Las prendas sin pasaporte o sin composición se cuentan aparte.',
    reply: Success(MaterialsReport),
  },
});
