import { z } from '../zod';

// Fields that several back-office bodies share, with the same Spanish messages.

/** An optional date and time (ISO 8601 with zone); null clears it ('sin límite'). */
export const optionalDateTime = (label: string) =>
  z
    .string({ error: `${label} debe ser una fecha y hora.` })
    .pipe(z.iso.datetime({ offset: true, error: `${label} debe ser una fecha y hora válida (ISO 8601).` }))
    .nullable()
    .optional()
    .meta({ description: `${label}: fecha y hora ISO 8601 con zona; null = sin límite.` });

/** An optional true/false. */
export const optionalFlag = (label: string) => z.boolean({ error: `${label} debe ser verdadero o falso.` }).optional();
