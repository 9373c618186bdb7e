import { describe, expect, it } from 'vitest';
import { sampleOrder } from './order-mails.fixture';
import { renderOrderMail as render, type OrderMailContext } from './order-mails';

/** The mail with the non-breaking spaces of the amounts ('62,80 €') written as plain spaces, to read the expectations. */
function renderOrderMail(...args: Parameters<typeof render>) {
  const mail = render(...args);
  const plain = (s: string) => s.replace(/\u00a0/g, ' ');
  return { subject: plain(mail.subject), html: plain(mail.html), text: plain(mail.text) };
}

const settings: OrderMailContext['settings'] = {
  store_name: 'Tienda Diverso',
  support_email: 'support@tiendadiverso.es',
  phone: '910 000 000',
  cash_on_delivery_fee: 3,
  legal_name: 'Tienda Diverso S.L.',
  bank_transfer_holder: '',
  bank_transfer_iban: 'ES91 2100 0418 4502 0005 1332',
  bank_transfer_bank: 'CaixaBank',
};

const customer: OrderMailContext = { settings, signedUpCustomer: true };
const guest: OrderMailContext = { settings, signedUpCustomer: false };

describe('order confirmation mail', () => {
  it('lists the lines with size, colour, units and prices, the totals with the VAT included, the address and the payment', () => {
    const mail = renderOrderMail(sampleOrder(), 'confirmation', customer);
    expect(mail.subject).toBe('Hemos recibido tu pedido TD-2026-000123');
    expect(mail.text).toContain('Camiseta básica "orgánica"\nTalla M · Color Negro\n2 unidades × 19,95 €: 39,90 €');
    expect(mail.text).toContain('Gorra\n1 unidad × 22,90 €: 22,90 €');
    expect(mail.text).toContain('Descuento (cupón HOLA5): −4,95 €');
    expect(mail.text).toContain('Envío estándar: 4,95 €');
    expect(mail.text).toContain('Total: 62,80 €');
    expect(mail.text).toContain('IVA incluido (21 %): 10,90 €');
    expect(mail.text).toContain('28012 Madrid (Madrid)');
    expect(mail.text).toContain('Forma de pago: Tarjeta Visa acabada en 4242');
    expect(mail.text).toContain('el pago de 62,80 €');
    expect(mail.text).toContain('Ver mi pedido: http://localhost:3000/user/orders/TD-2026-000123');
    expect(mail.text).toContain('support@tiendadiverso.es o llámanos al 910 000 000');
    expect(mail.text).toContain('Las condiciones de compra que aceptaste con este pedido están en http://localhost:3000/terms.');
    expect(mail.html).toContain('IVA incluido (21 %)');
    expect(mail.html).toContain('<td style="padding:6px 0;border-top:1px solid #e5e7eb;font-size:15px;line-height:1.4;color:#1f2937;vertical-align:top;font-weight:700;">Total</td>');
  });

  it('escapes what the customer typed in the HTML', () => {
    const { html, text } = renderOrderMail(sampleOrder(), 'confirmation', customer);
    expect(html).not.toContain('<b>Pérez</b>');
    expect(html).toContain('Hola, Lucía &lt;b&gt;Pérez&lt;/b&gt;:');
    expect(html).toContain('Calle del Olmo 3, 2º &lt;izq&gt;');
    expect(html).toContain('Camiseta básica &quot;orgánica&quot;<br>Talla M · Color Negro');
    expect(text).toContain('Hola, Lucía <b>Pérez</b>:');
  });

  it('shows the promotion under its line, the line total after it, and the promotions in the totals', () => {
    const order = sampleOrder();
    const [first, second] = order.lines;
    const promoted = sampleOrder({
      lines: [{ ...first!, promotion: { label: '2ª unidad al 50 %', discount: 9.98 }, line_total: 29.92 }, second!],
      totals: { ...order.totals, subtotal: 52.82, promotions: 9.98, total: 52.82 },
    });
    const { text } = renderOrderMail(promoted, 'confirmation', customer);
    expect(text).toContain('2 unidades × 19,95 €\n2ª unidad al 50 %: −9,98 €: 29,92 €');
    expect(text).toContain('Subtotal: 62,80 €');
    expect(text).toContain('Promociones: −9,98 €');
    expect(text).toContain('Total: 52,82 €');
  });

  it('tells a cash-on-delivery customer what to pay on delivery, fee included', () => {
    const order = sampleOrder({
      payment_method: 'cash_on_delivery',
      payment_status: 'pending',
      status: 'pending_payment',
      payments: [],
      paid_at: null,
      totals: { subtotal: 62.8, promotions: 0, discount: 0, shipping: 0, payment_fee: 3, vat_exemption: 0, total: 65.8, vat: 11.42, vat_rate: 21 },
    });
    const { text } = renderOrderMail(order, 'confirmation', guest);
    expect(text).toContain('ten preparados 65,80 € para el transportista');
    expect(text).toContain('Recargo contra reembolso: 3,00 €');
    expect(text).toContain('A pagar en la entrega: 65,80 €');
    expect(text).toContain('incluye 3,00 € de recargo');
    expect(text).toContain('Envío estándar: Gratis');
    expect(text).toContain('Consultar mi pedido: http://localhost:3000/orders/lookup');
  });

  it('tells a bank-transfer customer how to pay and that the order waits for the transfer', () => {
    const order = sampleOrder({
      payment_method: 'bank_transfer',
      payment_status: 'pending',
      status: 'pending_payment',
      payments: [],
      paid_at: null,
      payment_due_at: '2026-12-01T10:00:00.000Z',
    });
    const { text } = renderOrderMail(order, 'confirmation', guest);
    expect(text).toContain('Lo prepararemos en cuanto llegue tu transferencia de 62,80 €.');
    expect(text).toContain('escribe TD-2026-000123 como concepto');
    // Without a holder of its own the account is the company's legal name.
    expect(text).toContain('a Tienda Diverso S.L., IBAN ES91 2100 0418 4502 0005 1332 (CaixaBank)');
    expect(text).toContain('antes del 1 de diciembre de 2026 a las 11:00 (hora peninsular)');
    expect(text).toContain('Forma de pago: Transferencia bancaria');
  });

  it('shows the VAT taken off for the Canary Islands', () => {
    const order = sampleOrder({
      shipping_zone: 'islands',
      totals: { subtotal: 62.8, promotions: 0, discount: 0, shipping: 9.95, payment_fee: 0, vat_exemption: 10.9, total: 61.85, vat: 0, vat_rate: 21 },
      coupon_code: null,
    });
    const { text } = renderOrderMail(order, 'confirmation', customer);
    expect(text).toContain('IVA no aplicable (Canarias, Ceuta y Melilla): −10,90 €');
    expect(text).toContain('Sin IVA: 0,00 €');
    expect(text).not.toContain('Descuento');
  });
});

describe('order shipped mail', () => {
  it('gives the carrier, the tracking number and its link', () => {
    const order = sampleOrder({
      status: 'shipped',
      tracking: { carrier: 'correos', carrier_name: 'Correos', tracking_number: 'PQ123<456>', tracking_url: 'https://www.correos.es/x?n=PQ123&a=1' },
    });
    const { subject, html, text } = renderOrderMail(order, 'shipped', customer);
    expect(subject).toBe('Tu pedido TD-2026-000123 está en camino');
    expect(text).toContain('ya va de camino con Correos. El número de seguimiento es PQ123<456>.');
    expect(text).toContain('Número de seguimiento: PQ123<456>');
    expect(text).toContain('https://www.correos.es/x?n=PQ123&a=1');
    expect(html).toContain('PQ123&lt;456&gt;');
    expect(html).toContain('https://www.correos.es/x?n=PQ123&amp;a=1');
  });
});

describe('order cancelled mail', () => {
  it('gives the reason, the refund and when it arrives when the order was paid by card', () => {
    const order = sampleOrder({
      status: 'cancelled',
      payment_status: 'refunded',
      cancel_reason: 'Sin stock de la talla <M>',
      payments: [
        ...sampleOrder().payments,
        { id: 2, kind: 'refund', method: 'card', status: 'succeeded', amount: 62.8, card_brand: 'Visa', card_last4: '4242', failure_message: null, created_at: '2026-11-25T10:00:00.000Z' },
      ],
    });
    const { subject, html, text } = renderOrderMail(order, 'cancelled', customer);
    expect(subject).toBe('Tu pedido TD-2026-000123 se ha cancelado');
    expect(text).toContain('Motivo: Sin stock de la talla <M>');
    expect(html).toContain('Motivo: Sin stock de la talla &lt;M&gt;');
    expect(text).toContain('Te devolvemos 62,80 € en la misma tarjeta con la que pagaste');
    expect(text).toContain('5 a 10 días hábiles');
  });

  it('a refund staff make by transfer is said to go by transfer, not back to the card the order was paid with', () => {
    const order = sampleOrder({
      status: 'cancelled',
      payment_status: 'refunded',
      payments: [
        ...sampleOrder().payments,
        { id: 2, kind: 'refund', method: 'bank_transfer', status: 'pending', amount: 62.8, card_brand: null, card_last4: null, failure_message: null, created_at: '2026-11-25T10:00:00.000Z' },
      ],
    });
    const { text } = renderOrderMail(order, 'cancelled', customer);
    expect(text).toContain('Te devolvemos 62,80 € por transferencia bancaria, en un plazo de 5 días hábiles.');
    expect(text).not.toContain('misma tarjeta');
  });

  it('says nothing was charged when the order had not been paid', () => {
    const order = sampleOrder({ status: 'cancelled', payment_method: 'bank_transfer', payment_status: 'cancelled', payments: [], paid_at: null });
    const { text } = renderOrderMail(order, 'cancelled', guest);
    expect(text).toContain('No se te ha cobrado nada por este pedido.');
    expect(text).not.toContain('Te devolvemos');
  });
});
