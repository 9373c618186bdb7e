import { productBulkActionEndpoints } from './bulk-action-endpoints';

/** Products at scale: bulk actions, CSV export and import. */
export const adminProductBulkEndpoints = {
  // Bulk actions on the list's selection (common/catalog/bulk-action-endpoints.ts).
  ...productBulkActionEndpoints,
};
