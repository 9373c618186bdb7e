import { unknownField } from '../api/unknown-field';
import { MAX_DB_INT } from '../query-params';
import { z } from '../zod';
import { MAX_CART_LINES } from './merge';
import { MAX_LINE_QUANTITY } from './pricing';

// The signed-in customer's cart kept on the server (issue 12), merged with the browser's cart at
// login and kept in step while signed in. The browser's storage stays the cart of spec §4; this is
// its copy for the account (another device, after a logout).

const id = (label: string) =>
  z.int({ error: `${label} debe ser un número entero.` }).min(1, `${label} debe ser positivo.`).max(MAX_DB_INT, `${label} es demasiado grande.`);

export const ServerCartLineInput = z
  .object({
    product_id: id('product_id'),
    variant_id: id('variant_id').nullable(),
    quantity: z
      .int({ error: 'La cantidad debe ser un número entero.' })
      .min(1, 'La cantidad debe ser al menos 1.')
      .max(MAX_LINE_QUANTITY, `Como mucho ${MAX_LINE_QUANTITY} unidades por producto.`),
    added_at: z.iso.datetime({ offset: true, error: 'added_at debe ser una fecha ISO 8601.' }),
  })
  .catchall(unknownField)
  .meta({ id: 'ServerCartLineInput', description: 'Una línea del carrito: producto, variante (talla y color), unidades y cuándo se añadió.' });

export const ServerCartBody = z
  .object({
    items: z
      .array(ServerCartLineInput, { error: 'items debe ser una lista de productos.' })
      .max(MAX_CART_LINES, `Como mucho ${MAX_CART_LINES} productos distintos en el carrito.`)
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          const key = `${item.product_id}:${item.variant_id ?? 'none'}`;
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: 'Este producto, en esta talla y color, ya está en el carrito.' });
          seen.add(key);
        });
      }),
  })
  .catchall(unknownField)
  .meta({ id: 'ServerCartBody', description: 'El carrito entero, que sustituye al guardado.' });
export type ServerCartBody = z.input<typeof ServerCartBody>;

export const ServerCartLine = z
  .object({
    product: z.object({
      id: z.int(),
      slug: z.string(),
      name: z.string(),
      brand_name: z.string().nullable(),
      image_url: z.string().nullable(),
      price: z.number(),
      sale_price: z.number().nullable(),
    }),
    variant: z.object({ id: z.int(), size: z.string(), color_name: z.string(), color_hex: z.string(), sku: z.string() }).nullable(),
    quantity: z.int().meta({ description: 'Las unidades guardadas, como mucho las que hay en stock.' }),
    added_at: z.iso.datetime({ offset: true }),
    stock: z.int().meta({ description: 'Unidades en stock ahora.' }),
  })
  .meta({ id: 'ServerCartLine', description: 'Una línea del carrito con el producto como está ahora (precio, rebaja, foto, stock).' });
export type ServerCartLine = z.infer<typeof ServerCartLine>;

export const ServerCart = z
  .object({
    items: z.array(ServerCartLine),
    updated_at: z.iso.datetime({ offset: true }).nullable().meta({ description: 'Cuándo se guardó por última vez; null si la cuenta aún no tiene carrito.' }),
  })
  .meta({ id: 'ServerCart', description: 'El carrito de la cuenta, sin los productos que ya no están a la venta o se han agotado.' });
export type ServerCart = z.infer<typeof ServerCart>;
