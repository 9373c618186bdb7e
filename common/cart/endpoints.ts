import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { ServerCart, ServerCartBody } from './contracts';

/** The signed-in customer's cart on the server. */
export const serverCartEndpoints = defineEndpoints({
  'GET /user/cart': {
    operationId: 'getServerCart',
    tag: 'Cuenta',
    access: 'customer',
    summary: 'El carrito guardado en la cuenta',
    description:
      'Las líneas del carrito de la cuenta con cada producto como está ahora (precio, rebaja, foto y stock). Los productos que ya no están a la venta, las tallas retiradas y lo agotado no se devuelven; las unidades, como mucho las que quedan. La web lo une al carrito del navegador al iniciar sesión.',
    reply: Success(ServerCart),
  },
  'PUT /user/cart': {
    operationId: 'saveServerCart',
    tag: 'Cuenta',
    access: 'customer',
    summary: 'Guarda el carrito de la cuenta',
    description:
      'Sustituye el carrito guardado por el enviado (como mucho 50 líneas distintas, de 1 a 99 unidades; una línea repetida es un 422) y responde como GET: se guardan solo las líneas que siguen a la venta, con las unidades limitadas al stock. Una lista vacía vacía el carrito.',
    body: ServerCartBody,
    reply: Success(ServerCart),
  },
});
