import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Compass, ShieldAlert, ShieldCheck } from 'lucide-react';
import { ApiRequestError } from '~/lib/api/errors';
import { ADMIN_HOME_PATH } from './admin-navigation';
import { ADMIN_FORBIDDEN_MESSAGE } from './admin-route';
import { isSecondFactorRefusal } from './second-factor-access';

export type AdminStatusKind = 'forbidden' | 'not-found' | 'second-factor';

const COPY: Record<AdminStatusKind, { eyebrow: string; title: string; detail: string }> = {
  forbidden: {
    eyebrow: 'Error 403',
    title: ADMIN_FORBIDDEN_MESSAGE,
    detail: 'Tu rol no incluye el permiso que necesita esta pantalla. Si crees que deberías tenerlo, pídeselo a un administrador.',
  },
  'not-found': {
    eyebrow: 'Error 404',
    title: 'Página no encontrada',
    detail: 'La pantalla que buscas no existe en la administración o ha cambiado de dirección.',
  },
  // Issue 33: the server refused for want of the second factor (the role may have started requiring it since this session began).
  'second-factor': {
    eyebrow: 'Verificación en dos pasos',
    title: 'Tu rol exige un segundo factor',
    detail: 'El back-office ya no responde a esta sesión sin él. Continúa para configurarlo o para volver a entrar con él.',
  },
};

/** The back-office's own "no permission" and "not found" panels, shown inside the admin layout. */
export function AdminStatusPanel({ kind }: { kind: AdminStatusKind }) {
  const copy = COPY[kind];
  const Icon = kind === 'forbidden' ? ShieldAlert : kind === 'second-factor' ? ShieldCheck : Compass;
  return (
    <section aria-labelledby="admin-status-title" className="card mx-auto mt-6 flex max-w-xl flex-col items-center gap-4 p-8 text-center sm:p-10">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="eyebrow">{copy.eyebrow}</p>
      <h1 id="admin-status-title" className="font-display text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
        {copy.title}
      </h1>
      <p className="max-w-md text-sm text-muted sm:text-base">{copy.detail}</p>
      {kind === 'second-factor' ? (
        // A fresh load reads the session again, and the back-office's gate takes over.
        <button type="button" className="btn-primary mt-2" onClick={() => window.location.reload()}>
          Continuar
        </button>
      ) : (
        <Link to={ADMIN_HOME_PATH} className="btn-primary mt-2">
          Volver al panel
        </Link>
      )}
    </section>
  );
}

/** 403 (for want of the second factor, or of a permission) or 404 when the route error (a thrown route response or a refused API call) is one of them. */
export function adminStatusOf(error: unknown): AdminStatusKind | null {
  const status = isRouteErrorResponse(error) ? error.status : error instanceof ApiRequestError ? error.status : null;
  if (isSecondFactorRefusal(error)) return 'second-factor';
  if (status === 403) return 'forbidden';
  if (status === 404 && isRouteErrorResponse(error)) return 'not-found';
  return null;
}

/**
 * For a screen's ErrorBoundary: the "no permission" panel when `requireAdmin(request, permission)`
 * (or the API) refused with 403, else the screen's own error state given as children (a screen
 * keeps its own 404 wording, e.g. "Este producto no existe").
 *
 *   export function ErrorBoundary() {
 *     return <AdminErrorGate><LoadErrorCard … /></AdminErrorGate>;
 *   }
 */
export function AdminErrorGate({ children }: { children?: ReactNode }) {
  const kind = adminStatusOf(useRouteError());
  if (kind === 'forbidden' || kind === 'second-factor') return <AdminStatusPanel kind={kind} />;
  return <>{children}</>;
}
