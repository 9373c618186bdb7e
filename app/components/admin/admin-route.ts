import { redirect } from 'react-router';
import type { AuthUser } from '@common/auth/contracts';
import { isAdministrator } from '@common/roles';
import { HOME_PATH, loginPathFrom } from '~/components/auth/auth-paths';
import { sessionUser } from '~/lib/auth';

/**
 * Every back-office loader starts here: it waits for the stored session (spec §4 route guard), so
 * no call goes out before the token is known good. A guest goes to /login with ?redirect=, and a
 * signed-in user without super-admin or admin to guest.home, as the layout's guard would send them.
 */
export async function requireAdmin(request: Request): Promise<AuthUser> {
  const user = await sessionUser();
  if (!user) throw redirect(loginPathFrom(new URL(request.url)));
  if (!isAdministrator(user)) throw redirect(HOME_PATH);
  return user;
}
