import { lineTotal } from '../../common/cart/pricing';
import { oneClickUnsubscribePath, stockNote, unsubscribePagePath } from '../../common/marketing/rules';
import { formatPrice } from '../../common/money';
import { absoluteUrl, renderMail, type MailSection } from './render';

// The cart reminder (issue 25): the garments left in the cart with their prices and stock as they
// are now, a link back to the cart and the unsubscribe — the visible link and the one-click
// List-Unsubscribe of RFC 8058. Pure: the job (server/api/marketing/cart-reminders.ts) writes it to the outbox.

export const CART_REMINDER_MAIL_KIND = 'cart-reminder';

/** The cart's page (the checkout's first step shows the cart). */
export const CART_PAGE_PATH = '/checkout';

export interface CartReminderLine {
  name: string;
  brandName: string | null;
  size: string | null;
  colorName: string | null;
  quantity: number;
  /** The price now and the sale price when there is one (euros). */
  price: number;
  salePrice: number | null;
  /** Units available now. */
  stock: number;
}

export interface CartReminderInput {
  customerName: string;
  lines: CartReminderLine[];
  unsubscribeToken: string;
}

export interface RenderedCartReminder {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export function renderCartReminderMail(input: CartReminderInput): RenderedCartReminder {
  const title = 'Tus prendas te esperan en el carrito';
  const soldOut = input.lines.filter((line) => line.stock <= 0).length;
  const closing = [
    soldOut === 0
      ? 'Los precios y las unidades son los de ahora mismo y pueden cambiar hasta que hagas el pedido.'
      : soldOut === 1
        ? 'Una de las prendas se ha agotado y no podrá entrar en el pedido. Los precios y las unidades del resto son los de ahora mismo y pueden cambiar hasta que hagas el pedido.'
        : 'Algunas prendas se han agotado y no podrán entrar en el pedido. Los precios y las unidades del resto son los de ahora mismo y pueden cambiar hasta que hagas el pedido.',
  ];
  const { html, text } = renderMail({
    title,
    paragraphs: [`Hola, ${input.customerName}:`, 'Dejaste estas prendas en tu carrito de Tienda Diverso. Te las guardamos por si quieres terminar tu pedido.'],
    sections: [linesSection(input.lines)],
    closing,
    action: { label: 'Ver mi carrito', path: CART_PAGE_PATH },
    footer:
      'Tienda Diverso · Recibes este correo porque activaste los recordatorios de carrito en los ajustes de tu cuenta. Solo enviamos uno por carrito.',
    optOut: { label: 'No quiero más recordatorios de carrito', path: unsubscribePagePath(input.unsubscribeToken) },
  });
  return {
    subject: title,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${absoluteUrl(oneClickUnsubscribePath(input.unsubscribeToken))}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function linesSection(lines: CartReminderLine[]): MailSection {
  return {
    heading: 'Tu carrito',
    rows: lines.map((line) => {
      const name = line.brandName ? `${line.name} · ${line.brandName}` : line.name;
      const size = line.size ? (line.size === 'Única' ? 'Talla única' : `Talla ${line.size}`) : null;
      // A one-size garment's only variant ('Única', colour 'Único') says nothing worth reading.
      const color = line.colorName === 'Único' ? null : line.colorName;
      const details = [size, color, `${line.quantity} ${line.quantity === 1 ? 'unidad' : 'unidades'}`].filter(Boolean).join(' · ');
      const onSale = line.salePrice !== null && line.salePrice < line.price;
      const priceNote = onSale ? `Rebajada: ${formatPrice(line.salePrice!)} (antes ${formatPrice(line.price)})` : null;
      // A sold-out line says so in place of its price; the others say how many are left.
      if (line.stock <= 0) return { label: [name, details].join('\n'), value: stockNote(line.stock) };
      return { label: [name, details, priceNote, stockNote(line.stock)].filter(Boolean).join('\n'), value: formatPrice(lineTotal({ product: { price: line.price, sale_price: onSale ? line.salePrice : null }, quantity: line.quantity })) };
    }),
  };
}
