import { productBulkActionEndpoints } from './bulk-action-endpoints';
import { productCsvEndpoints } from './csv-endpoints';

/** Products at scale: bulk actions, CSV export and import. */
export const adminProductBulkEndpoints = {
  // Bulk actions on the list's selection (common/catalog/bulk-action-endpoints.ts).
  ...productBulkActionEndpoints,
  // CSV export and import (common/catalog/csv-endpoints.ts).
  ...productCsvEndpoints,
};
