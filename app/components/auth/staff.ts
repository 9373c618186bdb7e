import { isBuiltInRole, isStaff, ROLE_PERMISSIONS, roleNames, type RoleSubject } from '@common/roles';

/**
 * Staff may enter /admin: administrators, editors and anyone a role gives a back-office permission.
 * Here, not in the admin navigation, so the store's header (account links, route guard) does not
 * pull the back office's code into public pages (issue 14).
 */
export function isStaffUser(user: RoleSubject | null | undefined): boolean {
  return isStaff(user) || roleNames(user).some((role) => isBuiltInRole(role) && ROLE_PERMISSIONS[role].length > 0);
}
