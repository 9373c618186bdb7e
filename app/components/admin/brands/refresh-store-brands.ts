import { api } from '~/lib/api/browser-client';
import { replaceStoreBrands } from '~/lib/store-facts';

/**
 * After a brand changes, this tab's header cards read the fresh list (the root loader ran once, at
 * the first page). A failure leaves them as they were: the next full load brings the new ones.
 */
export function refreshStoreBrands(): void {
  api('GET /brands', undefined, { skipAuthRedirect: true }).then(
    (reply) => replaceStoreBrands(reply.data),
    () => undefined,
  );
}
