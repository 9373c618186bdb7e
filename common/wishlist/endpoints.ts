import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Success } from '../api/replies';
import { z } from '../zod';
import { WishlistAddBody, WishlistItem, WishlistProductParam, WishlistProductRef } from './contracts';

const wishlist = { tag: 'Lista de deseos', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;

export const wishlistEndpoints = defineEndpoints({
  'GET /user/wishlist': {
    ...wishlist,
    operationId: 'listWishlist',
    summary: 'Productos guardados',
    description:
      'Los productos que la clienta ha guardado y que siguen a la venta en la tienda (activos y visibles), el último guardado primero; como mucho 200.',
    reply: Success(z.array(WishlistItem)),
  },
  'POST /user/wishlist': {
    ...wishlist,
    operationId: 'addToWishlist',
    summary: 'Guarda un producto',
    description:
      'Añade un producto a la lista; guardarlo otra vez no lo repite. `product_id` es un número entero (o sus cifras como texto); 404 si el producto no existe o no está a la venta.',
    body: WishlistAddBody,
    status: 201,
    reply: Success(WishlistProductRef),
    errors: [404],
  },
  'DELETE /user/wishlist/{productId}': {
    ...wishlist,
    operationId: 'removeFromWishlist',
    summary: 'Quita un producto guardado',
    description: 'Quita el producto de la lista de la clienta; 404 si no estaba en ella.',
    params: WishlistProductParam,
    reply: Success(WishlistProductRef),
    errors: [404],
  },
});
