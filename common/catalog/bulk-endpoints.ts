import { defineEndpoints } from '../api/contract';

/** Products at scale: bulk actions, CSV export and import. */
export const adminProductBulkEndpoints = defineEndpoints({});
