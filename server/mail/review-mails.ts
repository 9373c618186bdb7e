import type { Db } from '../db/client';
import { sendMail } from './outbox';
import { renderMail } from './render';

/** Where the customer follows their reviews. */
export const MY_REVIEWS_PATH = '/user/reviews';

interface ReviewMailInput {
  userId: number;
  to: string;
  customerName: string;
  productName: string;
  productSlug: string | null;
}

/** To the author, when staff publish their review: where it is now shown. */
export async function sendReviewPublishedMail(db: Db, input: ReviewMailInput): Promise<void> {
  const content = renderMail({
    title: 'Tu opinión ya está publicada',
    paragraphs: [
      `Hola, ${input.customerName}:`,
      `Gracias por contarnos qué tal te queda «${input.productName}». Hemos revisado tu opinión y ya la puede leer cualquiera que mire la prenda: ayuda a elegir talla a la próxima persona.`,
    ],
    action: input.productSlug
      ? { label: 'Ver la prenda', path: `/store/products/${encodeURIComponent(input.productSlug)}#opiniones` }
      : { label: 'Ver mis opiniones', path: MY_REVIEWS_PATH },
    footer: 'Tienda Diverso · Publicamos las opiniones de quien ha comprado y recibido la prenda, después de leerlas.',
  });
  await sendMail(db, { to: input.to, userId: input.userId, kind: 'review-published', subject: `Tu opinión sobre «${input.productName}» está publicada`, ...content });
}

/** To the author, when staff decide not to publish their review: why. */
export async function sendReviewRejectedMail(db: Db, input: ReviewMailInput & { reason: string }): Promise<void> {
  const content = renderMail({
    title: 'No hemos podido publicar tu opinión',
    paragraphs: [`Hola, ${input.customerName}:`, `Hemos leído tu opinión sobre «${input.productName}» y no la vamos a publicar, por este motivo:`],
    sections: [{ heading: 'Motivo', rows: [{ label: input.reason }] }],
    closing: [
      'Si quieres, puedes borrarla en Mis opiniones y escribir otra: la leeremos de nuevo antes de publicarla.',
      'Si crees que es un error, escríbenos desde Soporte en tu cuenta y lo revisamos.',
    ],
    action: { label: 'Ver mis opiniones', path: MY_REVIEWS_PATH },
    footer: 'Tienda Diverso · Publicamos las opiniones de quien ha comprado y recibido la prenda, después de leerlas.',
  });
  await sendMail(db, { to: input.to, userId: input.userId, kind: 'review-rejected', subject: `Tu opinión sobre «${input.productName}»`, ...content });
}
