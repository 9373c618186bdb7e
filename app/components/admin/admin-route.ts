import { data, redirect } from 'react-router';
import type { AuthUser } from '@common/auth/contracts';
import type { PermissionName } from '@common/roles';
import { HOME_PATH, loginPathFrom } from '~/components/auth/auth-paths';
import { sessionUser } from '~/lib/auth';
import { canAccess, isStaffUser } from './admin-navigation';
import { secondFactorGate, secondFactorRefusal } from './second-factor-access';

export const ADMIN_FORBIDDEN_MESSAGE = 'No tienes permiso para ver esta pantalla.';

/**
 * Every back-office loader starts here: it waits for the stored session (spec §4 route guard), so
 * no call goes out before the token is known good. A guest goes to /login with ?redirect=, a
 * signed-in user who is not staff to guest.home (as the layout's guard would send them), and a
 * staff member without the screen's permission (a name, or a list of which any one will do) gets a
 * 403 route error (so does a session without the second factor the person's role requires, while
 * the layout shows its set-up instead of the screen): the screen's ErrorBoundary shows it with `<AdminErrorGate>` (from
 * `./admin-status-panel`) as the "No tienes permiso" panel inside the admin layout.
 *
 *   await requireAdmin(request, 'users.view');
 */
export async function requireAdmin(
  request: Request,
  permission?: PermissionName | readonly PermissionName[],
): Promise<AuthUser> {
  const user = await sessionUser();
  if (!user) throw redirect(loginPathFrom(new URL(request.url)));
  if (!isStaffUser(user)) throw redirect(HOME_PATH);
  // Issue 33: no back-office call before the second factor its role requires (the layout shows the set-up or sign-in again).
  if ((await secondFactorGate(user)) !== 'open') throw secondFactorRefusal();
  if (permission !== undefined && !canAccess(user, permission)) {
    throw data({ message: ADMIN_FORBIDDEN_MESSAGE }, { status: 403, statusText: 'Forbidden' });
  }
  return user;
}
