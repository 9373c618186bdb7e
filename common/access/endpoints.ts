import { defineEndpoints } from '../api/contract';

/** Roles and their permissions. */
export const adminRoleEndpoints = defineEndpoints({});
