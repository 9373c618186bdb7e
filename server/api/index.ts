import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { registerAccountRoutes } from './account/routes';
import { registerAdminRoutes } from './admin/routes';
import { registerAnalyticsRoutes } from './analytics/routes';
import { registerAuthRoutes, registerLegacyAuthRoutes } from './auth/routes';
import { registerBannerRoutes } from './banners/routes';
import { registerCatalogRoutes } from './catalog/routes';
import { catalogueReadCache } from './catalog/read-cache';
import { forgetStoreSettings } from '../settings/store-settings';
import type { ApiApp, ApiDeps, ApiEnv } from './context';
import { registerDocsPage } from './docs-page';
import { handleApiError, validationResponse } from '../errors';
import { openApiDocument } from './openapi-document';
import { registerStatusRoutes } from './status/routes';
import { registerWishlistRoutes } from './wishlist/routes';
import { registerMarketingRoutes } from './marketing/routes';
import { registerUserAdminRoutes } from './users/routes';
import { registerRoleRoutes } from './access/routes';
import { registerBrandAdminRoutes } from './brands/routes';
import { registerCategoryAdminRoutes } from './catalog/admin-category-routes';
import { registerBannerAdminRoutes } from './banners/admin-routes';
import { registerSettingsRoutes } from './settings/routes';
import { registerAuditRoutes } from './audit/routes';
import { registerProductBulkRoutes } from './catalog/bulk-routes';
import { registerCouponRoutes } from './coupons/routes';
import { registerCampaignRoutes } from './campaigns/routes';
import { registerSearchRuleRoutes } from './search/routes';
import { registerAccountPaymentRoutes } from './payments/account-routes';
import { registerCustomerOrderRoutes } from './orders/customer-routes';
import { registerAdminOrderRoutes } from './orders/admin-routes';
import { registerPaymentGatewayRoutes } from './payments/routes';
import { registerCheckoutRoutes } from './checkout/routes';
import { registerAdminEmailRoutes } from './emails/routes';
import { registerAdminJobRoutes } from './jobs/routes';
import { registerAdminBackupRoutes } from './backups/routes';
import { registerServerCartRoutes } from './cart/routes';
import { registerSustainabilityRoutes } from './sustainability/routes';
import { registerDirectoryRoutes } from './directory/routes';
import { registerInventoryRoutes } from './inventory/routes';
import { registerInvoiceRoutes } from './invoices/routes';
import { registerReturnRoutes } from './returns/routes';
import { registerSupportRoutes } from './support/routes';
import { registerReviewRoutes } from './reviews/routes';
import { registerStockAlertRoutes } from './stock-alerts/routes';
import { registerSizeAdviceRoutes } from './size-advice/routes';
import { registerPrivacyRoutes } from './privacy/routes';
import { registerSecondFactorRoutes } from './second-factor/routes';
import { registerConsentRoutes } from './consent/routes';
import { registerSearchReportRoutes } from './search/report-routes';

export type { ApiDeps };

/** JSON bodies are small (the longest is a product with its description); uploads set their own limit. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: (c) => {
    // The rest of the body is never read: the connection closes so the next request starts clean.
    c.header('Connection', 'close');
    return c.json({ message: 'La petición es demasiado grande: como máximo 1 MB.' }, 413);
  },
});

/**
 * An answer given before the body was read (the session check comes first; a wrong content type
 * is refused unread) closes the connection, as the 413 does. Kept alive, the listener gives up
 * draining the unread body after half a second and drops the connection, and the client's next
 * request on it fails (server/api/connection-reuse.api.test.ts).
 */
const closeIfBodyUnread: MiddlewareHandler = async (c, next) => {
  await next();
  const length = c.req.header('content-length');
  const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
  if (hasBody && !c.req.raw.bodyUsed) c.header('Connection', 'close');
};

/**
 * Answers that belong to one person are never stored by a browser or a shared cache: any request
 * carrying credentials, the account and back-office areas, and the calls that hand out or end a
 * token. Public catalogue answers keep their own Cache-Control.
 */
const PRIVATE_PATH = /^\/(api\/(admin|user|account)(\/|$)|api\/(login|register|logout)$|auth\/)/;
const noStoreWhenPrivate: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.header('authorization') !== undefined || PRIVATE_PATH.test(c.req.path)) c.header('Cache-Control', 'no-store');
};

function newApiApp(deps: ApiDeps): ApiApp {
  const app = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationResponse(c, result.error);
    },
  });
  app.use('*', closeIfBodyUnread);
  app.use('*', noStoreWhenPrivate);
  // Only a request that may carry a body is measured (asking a GET for its body would build a whole Request).
  app.use('*', (c, next) =>
    BODYLESS_METHODS.has(c.req.method) || c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ? next() : jsonBodyLimit(c, next),
  );
  app.notFound((c) => c.json({ message: 'Ruta de la API no encontrada.' }, 404));
  app.onError((err, c) => handleApiError(err, c, deps.logger));
  return app;
}

/**
 * The REST API, mounted under /api by the server, and `/auth/*`, the other reading of the login
 * call that the spec names outside /api; one OpenAPI document covers both.
 */
export function createApi(deps: ApiDeps): { api: ApiApp; legacyAuth: ApiApp } {
  const api = newApiApp(deps);
  // After a write that may change the catalogue, this instance's cached answers go (read-cache.ts).
  const readCache = catalogueReadCache(deps);
  api.use('*', readCache.invalidateAfterWrites());
  // Another instance's settings save arrives as a catalogue change: the kept settings go with it.
  readCache.follow(() => forgetStoreSettings(deps.database.db));

  registerStatusRoutes(api, deps);
  registerBannerRoutes(api, deps);
  registerAuthRoutes(api, deps);
  // Before the catalogue: its GET /admin/products/{id} would otherwise take /admin/products/export.csv (routes match in the order they are added).
  registerProductBulkRoutes(api, deps);
  // Before the catalogue: the store's searches are counted around its cache (cached answers count too).
  registerSearchReportRoutes(api, deps);
  registerCatalogRoutes(api, deps);
  registerAccountRoutes(api, deps);
  registerWishlistRoutes(api, deps);
  registerMarketingRoutes(api, deps);
  registerAdminRoutes(api, deps);
  registerAnalyticsRoutes(api, deps);
  registerUserAdminRoutes(api, deps);
  registerRoleRoutes(api, deps);
  registerBrandAdminRoutes(api, deps);
  registerCategoryAdminRoutes(api, deps);
  registerBannerAdminRoutes(api, deps);
  registerSettingsRoutes(api, deps);
  registerAuditRoutes(api, deps);
  registerCouponRoutes(api, deps);
  registerCampaignRoutes(api, deps);
  registerAccountPaymentRoutes(api, deps);
  registerCustomerOrderRoutes(api, deps);
  registerAdminOrderRoutes(api, deps);
  registerPaymentGatewayRoutes(api, deps);
  registerCheckoutRoutes(api, deps);
  registerAdminEmailRoutes(api, deps);
  registerAdminJobRoutes(api, deps);
  registerAdminBackupRoutes(api, deps);
  registerServerCartRoutes(api, deps);
  registerSustainabilityRoutes(api, deps);
  registerDirectoryRoutes(api, deps);
  registerSupportRoutes(api, deps);
  registerReturnRoutes(api, deps);
  registerInvoiceRoutes(api, deps);
  registerInventoryRoutes(api, deps);
  registerReviewRoutes(api, deps);
  registerStockAlertRoutes(api, deps);
  registerSizeAdviceRoutes(api, deps);
  registerPrivacyRoutes(api, deps);
  registerSecondFactorRoutes(api, deps);
  registerConsentRoutes(api, deps);
  registerSearchRuleRoutes(api, deps);

  const legacyAuth = newApiApp(deps);
  registerLegacyAuthRoutes(legacyAuth, deps);

  const documentAt = openApiDocument(api, legacyAuth);
  // At the origin it is asked at: PUBLIC_URL's when set (server/http/public-origin.ts).
  api.get('/openapi.json', (c) => c.json(documentAt(new URL(c.req.url).origin)));
  registerDocsPage(api);
  return { api, legacyAuth };
}
