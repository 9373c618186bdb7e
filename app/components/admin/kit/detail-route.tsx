import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { data, isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import type { AuthUser } from '@common/auth/contracts';
import type { PermissionName } from '@common/roles';
import { ApiRequestError } from '~/lib/api/errors';
import { requireAdmin } from '../admin-route';
import { AdminErrorGate } from '../admin-status-panel';
import { LoadErrorCard } from './load-error-card';

// A back-office detail route (/admin/<things>/:id) is its loader, its loading screen and its error
// screen around the view; what is new about one is the call and the words:
//
//   export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
//     const { record } = await loadDetail(request, params.id, 'returns.manage', (id, signal) => api('GET /admin/returns/{id}', { params: { id } }, { signal }));
//     return { ret: record };
//   }
//   clientLoader.hydrate = true as const;
//   export const { HydrateFallback, ErrorBoundary } = detailScreens({ loading: 'Cargando la devolución…', back: …, notFound: …, failure: … });
//
// An editor whose form draws its own loading and error states takes them with `editorScreens`, one
// that opens an empty form without such states with `formScreens`.

/** An id the API could name: digits, as the routes' ids are. */
const RECORD_ID = /^\d{1,10}$/;

/**
 * The staff member (with `permission`, else a 403 route error: `requireAdmin`) and the record of
 * the route's id: an id that is no number, or that the API does not know (404, or 422 for an id it
 * refuses), is a 404 route error; any other failure is thrown as it came.
 */
export async function loadDetail<T>(
  request: Request,
  id: string | undefined,
  permission: PermissionName | readonly PermissionName[],
  load: (id: string, signal: AbortSignal) => Promise<{ data: T }>,
): Promise<{ me: AuthUser; record: T }> {
  const me = await requireAdmin(request, permission);
  if (id === undefined || !RECORD_ID.test(id)) throw data(null, { status: 404 });
  const reply = await load(id, request.signal).catch((error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  });
  return { me, record: reply.data };
}

/** A grey block of a loading screen. */
export function Placeholder({ className }: { className: string }) {
  return <div className={clsx('animate-pulse motion-reduce:animate-none', className)} />;
}

/** A detail route's loading screen: what loads, said to screen readers, over the page's shape (a heading and two cards unless given). */
export function DetailFallback({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      {children ?? (
        <>
          <Placeholder className="h-8 w-64 rounded bg-surface-muted" />
          <Placeholder className="card h-24" />
          <Placeholder className="card h-64" />
        </>
      )}
    </div>
  );
}

interface DetailErrorProps {
  /** The list the record belongs to: 'Volver a pedidos'. */
  back: { to: string; label: string };
  /** 'Este pedido no existe.' and how to find it. */
  notFound: { title: string; detail: string };
  /** 'No se pudo cargar el pedido.' */
  failure: string;
}

/**
 * A detail route's error screen: the "no permission" panel for a 403, the record's own 404 with
 * the way back to its list, or the load failure with Reintentar.
 */
export function DetailErrorBoundary({ back, notFound, failure }: DetailErrorProps) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <LoadErrorCard
          title={notFound.title}
          detail={notFound.detail}
          action={
            <Link to={back.to} className="btn-secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {back.label}
            </Link>
          }
        />
      ) : (
        <LoadErrorCard title={failure} detail={CHECK_AND_RETRY} onRetry={() => void revalidator.revalidate()} />
      )}
    </AdminErrorGate>
  );
}

const CHECK_AND_RETRY = 'Comprueba la conexión e inténtalo de nuevo.';

interface DetailScreens extends DetailErrorProps {
  /** Said while the record loads: 'Cargando el pedido…'. */
  loading: string;
  /** The loading screen's blocks, when the page's shape is not a heading and two cards. */
  skeleton?: ReactNode;
}

/** A detail route's HydrateFallback and ErrorBoundary from their words. */
export function detailScreens({ loading, skeleton, ...error }: DetailScreens) {
  return {
    HydrateFallback: () => <DetailFallback label={loading}>{skeleton}</DetailFallback>,
    ErrorBoundary: () => <DetailErrorBoundary {...error} />,
  };
}

/** An editor's screen of its own while it loads or cannot load (its frame, its words for a new or a stored record). */
type EditorState = ComponentType<{ isEdit: boolean }>;

/**
 * The HydrateFallback and ErrorBoundary of an editor route (/admin/<things>/:id/edit) whose form
 * draws its own loading and error states: the error one behind the 403 panel.
 */
export function editorScreens({ loading: Loading, error: ErrorState, isEdit }: { loading: EditorState; error: EditorState; isEdit: boolean }) {
  return {
    HydrateFallback: () => <Loading isEdit={isEdit} />,
    ErrorBoundary: () => (
      <AdminErrorGate>
        <ErrorState isEdit={isEdit} />
      </AdminErrorGate>
    ),
  };
}

/** The error screen of a route that opens an empty form: the "no permission" panel for a 403, else what failed with Reintentar. */
function FormErrorBoundary({ failure, detail }: { failure: string; detail: string }) {
  const revalidator = useRevalidator();
  return (
    <AdminErrorGate>
      <LoadErrorCard title={failure} detail={detail} onRetry={() => void revalidator.revalidate()} />
    </AdminErrorGate>
  );
}

/**
 * The HydrateFallback and ErrorBoundary of a route that opens an empty form (/admin/<things>/new)
 * whose form has no loading and error states of its own: 'Cargando permisos…' while its choices
 * load, and 'No se pudo abrir el formulario.' with what is missing and Reintentar.
 */
export function formScreens({ loading, failure, detail = CHECK_AND_RETRY }: { loading: string; failure: string; detail?: string }) {
  return {
    HydrateFallback: () => <DetailFallback label={loading} />,
    ErrorBoundary: () => <FormErrorBoundary failure={failure} detail={detail} />,
  };
}
