import { defineEndpoints } from '../api/contract';

/** Store settings: the public facts and their back-office screen. */
export const settingsEndpoints = defineEndpoints({});
