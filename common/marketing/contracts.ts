import { strictQuery } from '../query-params';
import { z } from '../zod';
import { UNSUBSCRIBE_TOKEN_PATTERN } from './rules';

const INVALID_LINK = 'El enlace de baja no es válido: ábrelo tal y como llegó en el email.';

/** The token of an unsubscribe link (in the address: the List-Unsubscribe header's POST carries it there). */
export const MarketingUnsubscribeQuery = strictQuery({
  token: z
    .string({ error: INVALID_LINK })
    .trim()
    .regex(UNSUBSCRIBE_TOKEN_PATTERN, INVALID_LINK)
    .meta({ description: 'El código del enlace de baja del email.' }),
});

export const MarketingSubscription = z
  .object({
    topic: z.literal('cart_reminders').meta({ description: 'Qué correos: los recordatorios de carrito.' }),
    subscribed: z.boolean().meta({ description: 'Si la cuenta sigue recibiéndolos.' }),
  })
  .meta({ id: 'MarketingSubscription', description: 'Los correos de un enlace de baja y si se siguen recibiendo.' });
export type MarketingSubscription = z.infer<typeof MarketingSubscription>;
