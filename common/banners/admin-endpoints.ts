import { defineEndpoints } from '../api/contract';

/** Ad banners in the back-office. */
export const adminBannerEndpoints = defineEndpoints({});
