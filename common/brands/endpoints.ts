import { defineEndpoints } from '../api/contract';

/** Brands in the back-office. */
export const adminBrandEndpoints = defineEndpoints({});
