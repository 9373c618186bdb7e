import { z } from '../zod';

/**
 * The catch-all of a JSON body: a key the contract does not know is a 422 on that key ('Campo no
 * admitido.'), so a client sees which of its fields is wrong instead of a sentence about the body.
 */
export const unknownField = z.unknown().superRefine((_value, ctx) => {
  ctx.addIssue({ code: 'custom', message: 'Campo no admitido.' });
});
