import { CANCEL_ALERT_PATH, CONFIRM_ALERT_PATH, productChoicePath } from '../../common/stock-alerts/rules';
import type { Db } from '../db/client';
import { sendMail } from './outbox';
import { renderMail } from './render';

interface AlertMailInput {
  to: string;
  userId: number | null;
  productName: string;
  productSlug: string;
  size: string;
  colorName: string;
}

const FOOTER = 'Tienda Diverso · Te escribimos porque pediste que te avisáramos de esta talla. Solo te escribiremos una vez.';
const cancelLink = (token: string) => ({ label: 'Cancelar este aviso', path: `${CANCEL_ALERT_PATH}?token=${token}` });

/** To a guest who asked for an alert: confirm it's their address before anything else is sent (double opt-in). */
export async function sendAlertConfirmationMail(db: Db, input: AlertMailInput & { confirmToken: string; cancelToken: string }): Promise<void> {
  const content = renderMail({
    title: 'Confirma tu aviso de disponibilidad',
    paragraphs: [
      'Hola:',
      `Has pedido que te avisemos cuando vuelva «${input.productName}» en talla ${input.size}, color ${input.colorName}. Confirma que este email es tuyo y te escribiremos una sola vez, en cuanto vuelva.`,
    ],
    closing: ['Si no lo has pedido tú, ignora este mensaje: sin confirmar no te enviaremos nada.'],
    action: { label: 'Confirmar el aviso', path: `${CONFIRM_ALERT_PATH}?token=${input.confirmToken}` },
    footer: FOOTER,
    optOut: cancelLink(input.cancelToken),
  });
  await sendMail(db, { to: input.to, userId: input.userId, kind: 'stock-alert-confirm', subject: 'Confirma tu aviso de disponibilidad', ...content });
}

/** The one e-mail an alert exists for: the size is back, with a link to the product with that size chosen. */
export async function sendBackInStockMail(db: Db, input: AlertMailInput): Promise<void> {
  const content = renderMail({
    title: '¡Ha vuelto tu talla!',
    paragraphs: [
      'Hola:',
      `«${input.productName}» vuelve a estar disponible en talla ${input.size}, color ${input.colorName}. Las unidades son pocas: si la quieres, no esperes mucho.`,
    ],
    action: { label: 'Ver la prenda', path: productChoicePath(input.productSlug, { size: input.size, color_name: input.colorName }) },
    // The alert ends with this e-mail: there is nothing left to cancel.
    footer: 'Tienda Diverso · Este era el aviso que pediste: no volveremos a escribirte por esta talla.',
  });
  await sendMail(db, { to: input.to, userId: input.userId, kind: 'stock-alert', subject: `Ha vuelto: ${input.productName} en talla ${input.size}`, ...content });
}
