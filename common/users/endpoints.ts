import { defineEndpoints } from '../api/contract';

/** Users of the back-office: list, detail, edit, roles, staff accounts, deactivation. */
export const adminUserEndpoints = defineEndpoints({});
