import { Outlet, useRouteError } from 'react-router';
import { AdminShell } from '~/components/admin/admin-shell';
import { adminStatusOf, AdminStatusPanel } from '~/components/admin/admin-status-panel';
import { LoadErrorCard } from '~/components/admin/kit/load-error-card';
import { isSecondFactorRefusal } from '~/components/admin/second-factor-access';
import { SecondFactorGate } from '~/components/admin/second-factor-gate';
import { RequireAdmin } from '~/components/auth/require-auth';
import { apiErrorMessage } from '~/lib/api/errors';
import { BARE_LAYOUT, type RouteHandle } from '~/lib/layout';

// Spec §2: the admin area hides everything but the accessibility widget.
export const handle: RouteHandle = { layout: BARE_LAYOUT };

/** Staff only; and a role that requires a second factor opens it only to a session that has it (issue 33). */
export default function AdminLayout() {
  return (
    <RequireAdmin>
      <SecondFactorGate>
        <AdminShell>
          <Outlet />
        </AdminShell>
      </SecondFactorGate>
    </RequireAdmin>
  );
}

/**
 * A screen without an ErrorBoundary of its own lands here: the error still shows inside the
 * back-office frame, as the "no permission" or "not found" panel or a load error. A refusal for
 * want of the second factor shows its set-up or the way to sign in again instead.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const kind = adminStatusOf(error);
  return (
    <RequireAdmin>
      <SecondFactorGate refused={isSecondFactorRefusal(error)}>
        <AdminShell>
          {kind ? (
            <AdminStatusPanel kind={kind} />
          ) : (
            <LoadErrorCard
              title="No hemos podido abrir esta pantalla"
              detail={apiErrorMessage(error, 'Comprueba la conexión e inténtalo de nuevo.')}
              onRetry={() => window.location.reload()}
            />
          )}
        </AdminShell>
      </SecondFactorGate>
    </RequireAdmin>
  );
}
