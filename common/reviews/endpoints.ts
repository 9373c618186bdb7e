import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { optionalPhotoUpload } from '../api/photo-upload';
import { Message, Success } from '../api/replies';
import { ProductIdOrSlugParam } from '../catalog/contracts';
import { IdParam } from '../query-params';
import {
  AdminReview,
  AdminReviewsPage,
  AdminReviewsQuery,
  HelpfulVote,
  MyReview,
  MyReviewsOverview,
  ProductReviews,
  ProductReviewsQuery,
  RejectReviewBody,
  ReviewEligibility,
  ReplyReviewBody,
  ReviewForm,
} from './contracts';

/** The optional photo (common/api/photo-upload.ts). */
const photo = optionalPhotoUpload('Una foto de la prenda puesta (opcional): JPG, PNG, WebP, AVIF o GIF.');

const shopper = { tag: 'Opiniones', access: 'public' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const customer = { tag: 'Opiniones', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const staff = { tag: 'Admin · Opiniones', access: 'admin', permission: 'reviews.manage' } as const satisfies Pick<EndpointSpec, 'tag' | 'access' | 'permission'>;

export const reviewEndpoints = defineEndpoints({
  'GET /products/{idOrSlug}/reviews': {
    ...shopper,
    operationId: 'listProductReviews',
    summary: 'Opiniones de un producto',
    description:
      'El resumen (media, número, estrellas y ajuste) y las opiniones publicadas del producto a la venta, las más recientes o las más útiles primero; `with_photos=true` deja solo las que traen foto. Nada pendiente de moderación ni rechazado aparece nunca. 404 si el producto no está a la venta.',
    params: ProductIdOrSlugParam,
    query: ProductReviewsQuery,
    reply: Success(ProductReviews),
    errors: [404],
  },
  'POST /reviews/{id}/helpful': {
    ...customer,
    operationId: 'markReviewHelpful',
    summary: 'Marca una opinión como útil',
    description: 'Un voto por clienta y opinión: votar otra vez no suma. No se puede votar la propia. 404 si la opinión no está publicada.',
    params: IdParam,
    reply: Success(HelpfulVote),
    errors: [404, 409],
  },
  'GET /user/reviews': {
    ...customer,
    operationId: 'listMyReviews',
    summary: 'Mis opiniones',
    description: 'Las opiniones de la clienta con su estado (y el motivo, si se rechazó), y los productos de sus pedidos entregados que aún no ha opinado.',
    reply: Success(MyReviewsOverview),
  },
  'GET /user/reviews/products/{id}': {
    ...customer,
    operationId: 'getMyReviewEligibility',
    summary: '¿Puedo opinar sobre este producto?',
    description:
      'Lo que la ficha del producto ofrece a la clienta con sesión: escribir una opinión (un pedido suyo entregado y aún sin opinión, con la talla comprada), ver la suya y su estado, o esperar a que le llegue. Un producto que no existe es `not_bought`.',
    params: IdParam,
    reply: Success(ReviewEligibility),
  },
  'POST /user/reviews': {
    ...customer,
    operationId: 'createReview',
    summary: 'Escribe una opinión',
    description:
      'Solo sobre un producto de un pedido suyo ya entregado, y una vez por producto (si no, 422 en `product_id`). Queda pendiente de moderación: no se publica hasta que el equipo la revisa. La foto, si la hay, se lee entera (lo que no sea una imagen válida es un 422 en `photo`), se guarda en WebP sin metadatos y como mucho a 1600 px de lado.',
    body: ReviewForm,
    upload: photo,
    status: 201,
    reply: Success(MyReview),
  },
  'DELETE /user/reviews/{id}': {
    ...customer,
    operationId: 'deleteMyReview',
    summary: 'Borra una opinión propia',
    description:
      'La clienta borra su opinión, esté pendiente, publicada o rechazada (con su foto y sus votos): deja de verse y, si el pedido sigue entregado, puede escribir otra, que vuelve a pasar por moderación. 404 si la opinión no es suya.',
    params: IdParam,
    reply: Success(Message),
    errors: [404],
  },
  'GET /admin/reviews': {
    ...staff,
    operationId: 'listReviewsForModeration',
    summary: 'Opiniones para moderar',
    description: 'Por estado (todas si no se indica): las pendientes, la más antigua primero; las demás, la más reciente primero. Con el número de cada estado.',
    query: AdminReviewsQuery,
    reply: Success(AdminReviewsPage),
  },
  'POST /admin/reviews/{id}/publish': {
    ...staff,
    operationId: 'publishReview',
    summary: 'Publica una opinión',
    description: 'La opinión aparece en la ficha del producto y se avisa a la clienta por email. Publicar una ya publicada no cambia nada (409).',
    params: IdParam,
    reply: Success(AdminReview),
    errors: [404, 409],
  },
  'POST /admin/reviews/{id}/reject': {
    ...staff,
    operationId: 'rejectReview',
    summary: 'Rechaza una opinión',
    description: 'Con un motivo, que se envía a la clienta por email. Una opinión rechazada nunca es pública; si estaba publicada, deja de estarlo.',
    params: IdParam,
    body: RejectReviewBody,
    reply: Success(AdminReview),
    errors: [404, 409],
  },
  'PUT /admin/reviews/{id}/reply': {
    ...staff,
    operationId: 'replyReview',
    summary: 'Responde en público a una opinión',
    description: 'La respuesta de la tienda se muestra bajo la opinión publicada; vacía, se quita.',
    params: IdParam,
    body: ReplyReviewBody,
    reply: Success(AdminReview),
    errors: [404],
  },
});
