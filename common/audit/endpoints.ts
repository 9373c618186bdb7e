import { defineEndpoints } from '../api/contract';

/** The audit log. */
export const auditEndpoints = defineEndpoints({});
