import { success } from '../../../common/api/replies';
import { wishlistEndpoints as wishlist } from '../../../common/wishlist/endpoints';
import type { ApiApp, ApiDeps } from '../context';
import { serve } from '../route-kit';
import { addToWishlist, listWishlist, removeFromWishlist } from './service';

/** /api/user/wishlist: the signed-in customer's saved products. */
export function registerWishlistRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  serve(app, deps, wishlist['GET /user/wishlist'], async (_input, c) => success(await listWishlist(db, c.get('auth').user.id)));

  serve(app, deps, wishlist['POST /user/wishlist'], async ({ body }, c) => {
    await addToWishlist(db, c.get('auth').user.id, body.product_id, deps.now());
    return success({ product_id: body.product_id });
  });

  serve(app, deps, wishlist['DELETE /user/wishlist/{productId}'], async ({ params }, c) => {
    await removeFromWishlist(db, c.get('auth').user.id, params.productId);
    return success({ product_id: params.productId });
  });
}
