import { defineEndpoints } from '../api/contract';

/** Categories in the back-office. */
export const adminCategoryEndpoints = defineEndpoints({});
