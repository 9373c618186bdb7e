import { isAdministrator, type RoleSubject } from '@common/roles';
import { ADMIN_DASHBOARD_PATH, HOME_PATH, USER_DASHBOARD_PATH } from './auth-paths';

// Apart from auth-paths.ts: the pages that only link to the login (a product's heart, its reviews)
// then do not download the roles and permissions with them (issue 36).

/** Spec §4: after register or login, administrators go to the admin dashboard, everyone else to guest.home. */
export function pathAfterSignIn(user: RoleSubject | null | undefined): string {
  return isAdministrator(user) ? ADMIN_DASHBOARD_PATH : HOME_PATH;
}

/** Spec §4 Route guard: a signed-in user on a guest-only route goes to their dashboard. */
export function dashboardPathFor(user: RoleSubject | null | undefined): string {
  return isAdministrator(user) ? ADMIN_DASHBOARD_PATH : USER_DASHBOARD_PATH;
}
