import { accountEndpoints } from './account/endpoints';
import { adminDashboardEndpoints } from './admin/dashboard';
import { adminAnalyticsEndpoints } from './analytics/endpoints';
import { authEndpoints } from './auth/endpoints';
import { bannerEndpoints } from './banners/endpoints';
import { adminCatalogEndpoints } from './catalog/admin-endpoints';
import { catalogEndpoints } from './catalog/endpoints';
import { searchEndpoints } from './catalog/search-endpoints';
import { statusEndpoints } from './status/endpoints';
import { wishlistEndpoints } from './wishlist/endpoints';
import { marketingEndpoints } from './marketing/endpoints';
import { adminUserEndpoints } from './users/endpoints';
import { adminRoleEndpoints } from './access/endpoints';
import { adminBrandEndpoints } from './brands/endpoints';
import { adminCategoryEndpoints } from './catalog/admin-category-endpoints';
import { adminBannerEndpoints } from './banners/admin-endpoints';
import { settingsEndpoints } from './settings/endpoints';
import { auditEndpoints } from './audit/endpoints';
import { adminProductBulkEndpoints } from './catalog/bulk-endpoints';
import { couponEndpoints } from './coupons/endpoints';
import { campaignEndpoints } from './campaigns/endpoints';
import { accountPaymentEndpoints } from './payments/account-endpoints';
import { customerOrderEndpoints } from './orders/endpoints';
import { adminOrderEndpoints } from './orders/admin-endpoints';
import { paymentGatewayEndpoints } from './payments/endpoints';
import { checkoutEndpoints } from './checkout/endpoints';
import { adminEmailEndpoints } from './emails/endpoints';
import { adminJobEndpoints } from './jobs/endpoints';
import { adminBackupEndpoints } from './backups/endpoints';
import { serverCartEndpoints } from './cart/endpoints';
import { directoryEndpoints } from './directory/endpoints';
import { sustainabilityEndpoints } from './sustainability/endpoints';
import { supportEndpoints } from './support/endpoints';
import { adminInventoryEndpoints } from './inventory/endpoints';
import { adminInvoiceEndpoints, customerInvoiceEndpoints, guestInvoiceEndpoints } from './invoices/endpoints';
import { adminReturnEndpoints, customerReturnEndpoints, guestReturnEndpoints } from './returns/endpoints';
import { reviewEndpoints } from './reviews/endpoints';
import { stockAlertEndpoints } from './stock-alerts/endpoints';
import { adminSizeAdviceEndpoints } from './reviews/size-advice-endpoints';
import { privacyEndpoints } from './privacy/endpoints';
import { secondFactorEndpoints } from './second-factor/endpoints';
import { consentEndpoints } from './consent/endpoints';
import { searchReportEndpoints } from './search/report-endpoints';
import { searchRuleEndpoints } from './search/endpoints';

/**
 * Every endpoint under /api, by key (`'GET /products/{idOrSlug}'`). The pages' client is typed
 * from this object's type alone (a type import: no schema reaches the browser through it).
 */
export const apiEndpoints = {
  ...statusEndpoints,
  ...bannerEndpoints,
  ...authEndpoints,
  ...accountEndpoints,
  ...wishlistEndpoints,
  ...marketingEndpoints,
  ...adminDashboardEndpoints,
  ...adminAnalyticsEndpoints,
  ...catalogEndpoints,
  ...searchEndpoints,
  ...adminCatalogEndpoints,
  ...adminUserEndpoints,
  ...adminRoleEndpoints,
  ...adminBrandEndpoints,
  ...adminCategoryEndpoints,
  ...adminBannerEndpoints,
  ...settingsEndpoints,
  ...auditEndpoints,
  ...adminProductBulkEndpoints,
  ...couponEndpoints,
  ...campaignEndpoints,
  ...accountPaymentEndpoints,
  ...customerOrderEndpoints,
  ...adminOrderEndpoints,
  ...paymentGatewayEndpoints,
  ...checkoutEndpoints,
  ...adminEmailEndpoints,
  ...adminJobEndpoints,
  ...adminBackupEndpoints,
  ...serverCartEndpoints,
  ...sustainabilityEndpoints,
  ...directoryEndpoints,
  ...customerReturnEndpoints,
  ...guestReturnEndpoints,
  ...adminReturnEndpoints,
  ...adminInventoryEndpoints,
  ...supportEndpoints,
  ...customerInvoiceEndpoints,
  ...guestInvoiceEndpoints,
  ...adminInvoiceEndpoints,
  ...reviewEndpoints,
  ...stockAlertEndpoints,
  ...adminSizeAdviceEndpoints,
  ...privacyEndpoints,
  ...consentEndpoints,
  ...secondFactorEndpoints,
  ...searchReportEndpoints,
  ...searchRuleEndpoints,
};

export type ApiEndpoints = typeof apiEndpoints;
export type ApiEndpointKey = keyof ApiEndpoints;
