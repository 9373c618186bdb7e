export { GuestOnly, RequireAdmin, RequireAuth } from './require-auth';
