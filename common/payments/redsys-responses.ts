// What a shopper reads when Redsys did not take the money: the Ds_Response of the notification
// (Redsys's "Ds_Response" table and its glossary of SIS errors, whose codes reach the
// notification as 9xxx: SIS0673 → 9673) in words a shopper understands, each saying that nothing
// was charged and what to do next. Codes 0000–0099 are authorisations and never reach this.

const NEXT_CARD = 'No se ha cobrado nada: paga con otra tarjeta o con Bizum.';
const TRY_AGAIN_LATER = 'No se ha cobrado nada: vuelve a intentarlo en unos minutos o paga con otro método de pago.';
const CANCELLED = 'Has cancelado el pago. No se ha cobrado nada: puedes volver a intentarlo o elegir otro método de pago.';
const DECLINED = `El banco ha rechazado la tarjeta. ${NEXT_CARD}`;

const GENERIC = 'El pago no se ha podido completar. No se ha cobrado nada: vuelve a intentarlo o paga con otro método de pago.';

const MESSAGES: Record<string, string> = {
  '0101': `La tarjeta está caducada. ${NEXT_CARD}`,
  '0102': 'El banco ha bloqueado la tarjeta de forma temporal. No se ha cobrado nada: consulta con tu banco o paga con otra tarjeta.',
  '0104': `Tu banco no permite este pago con esta tarjeta. ${NEXT_CARD}`,
  '0106': 'La tarjeta está bloqueada por demasiados intentos con el PIN. No se ha cobrado nada: consulta con tu banco o paga con otra tarjeta.',
  '0116': 'La tarjeta no tiene saldo suficiente. No se ha cobrado nada: paga con otra tarjeta o con Bizum.',
  '0118': 'El banco no reconoce esta tarjeta. No se ha cobrado nada: revisa el número o paga con otra tarjeta.',
  '0125': 'La tarjeta todavía no está activa. No se ha cobrado nada: actívala con tu banco o paga con otra tarjeta.',
  '0129': 'El código de seguridad (CVV) no es correcto. No se ha cobrado nada: vuelve a intentarlo con los tres dígitos del dorso de la tarjeta.',
  '0172': `El banco ha rechazado la tarjeta y pide no repetir el pago con ella. ${NEXT_CARD}`,
  '0173': 'El banco ha rechazado la tarjeta. No se ha cobrado nada: revisa el número y la fecha de caducidad antes de volver a intentarlo, o paga con otra tarjeta.',
  '0174': 'El banco ha rechazado la tarjeta por ahora. No se ha cobrado nada: vuelve a intentarlo dentro de tres días o paga con otra tarjeta.',
  '0180': `Esta tarjeta no se acepta en la tienda. ${NEXT_CARD}`,
  '0184': 'Tu banco no ha podido confirmar que eres el titular de la tarjeta. No se ha cobrado nada: vuelve a intentarlo y confirma el pago cuando te lo pida tu banco.',
  '0190': 'El banco ha rechazado el pago sin indicar el motivo. No se ha cobrado nada: paga con otra tarjeta o con Bizum, o consulta con tu banco.',
  '0191': 'La fecha de caducidad no es correcta. No se ha cobrado nada: revísala y vuelve a intentarlo.',
  '0195': 'Tu banco pide confirmar este pago y no se ha completado la confirmación. No se ha cobrado nada: vuelve a intentarlo y confírmalo en la app o con el código de tu banco.',
  '0202': 'El banco ha bloqueado la tarjeta por sospecha de fraude. No se ha cobrado nada: consulta con tu banco o paga con otra tarjeta.',
  '0904': 'La tienda no puede cobrar ahora por un problema en su configuración de pagos. No se ha cobrado nada: vuelve a intentarlo más tarde.',
  '0909': `El sistema de pago ha tenido un error. ${TRY_AGAIN_LATER}`,
  '0912': `Tu banco no responde en este momento. ${TRY_AGAIN_LATER}`,
  '0913': 'Este intento de pago estaba repetido y no se ha cobrado. Vuelve a la tienda y mira el estado del pedido antes de pagar otra vez.',
  '0944': 'La sesión de pago no es válida. No se ha cobrado nada: vuelve a la tienda y empieza el pago otra vez.',
  '9064': 'El número de la tarjeta no tiene los dígitos correctos. No se ha cobrado nada: revísalo y vuelve a intentarlo.',
  '9078': `Esta tarjeta no admite este tipo de pago. ${NEXT_CARD}`,
  '9093': DECLINED,
  '9094': DECLINED,
  '9104': 'Tu tarjeta no tiene activadas las compras seguras por internet. No se ha cobrado nada: actívalas con tu banco o paga con otra tarjeta o con Bizum.',
  '9218': 'La tienda solo acepta pagos confirmados con tu banco y este no se ha podido confirmar. No se ha cobrado nada: vuelve a intentarlo.',
  '9253': 'El número de la tarjeta no es válido. No se ha cobrado nada: revísalo y vuelve a intentarlo.',
  '9256': 'La tienda no puede cobrar ahora este tipo de pago con tarjeta. No se ha cobrado nada: paga con Bizum o vuelve a intentarlo más tarde.',
  '9257': `Esta tarjeta no admite este tipo de pago. ${NEXT_CARD}`,
  '9261': 'La tarjeta ha superado sus límites de uso. No se ha cobrado nada: paga con otra tarjeta o con Bizum, o consulta con tu banco.',
  '9672': 'No se ha podido confirmar tu identidad después de tres intentos. No se ha cobrado nada: paga con otra tarjeta o vuelve a intentarlo más tarde.',
  '9673': CANCELLED,
  '9912': `Tu banco no responde en este momento. ${TRY_AGAIN_LATER}`,
  '9915': CANCELLED,
  '9929': CANCELLED,
  '9997': 'Hay otro pago en curso con esta tarjeta. No se ha cobrado nada: espera unos minutos y vuelve a intentarlo.',
};

/** The 4-digit form of a Ds_Response ('190' → '0190'), or null when it is not one. */
export function normaliseRedsysResponse(code: string): string | null {
  const digits = code.trim();
  return /^\d{1,4}$/.test(digits) ? digits.padStart(4, '0') : null;
}

/** The Spanish message for a Ds_Response that did not authorise the payment ('0190', '190', '9915'…). */
export function redsysResponseMessage(code: string): string {
  const normalised = normaliseRedsysResponse(code);
  return (normalised && MESSAGES[normalised]) || GENERIC;
}
