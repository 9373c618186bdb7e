import { ArrowLeft } from 'lucide-react';
import { data, isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { LoadErrorCard } from '~/components/admin/kit/load-error-card';
import { AdminReturnDetail } from '~/components/admin/returns/admin-return-detail';
import { ADMIN_RETURNS_PATH } from '~/components/admin/returns/admin-returns-list';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/return-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData ? `Devolución ${loaderData.ret.number}` : 'Devolución');

/** One return; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'returns.manage');
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  const reply = await api('GET /admin/returns/{id}', { params: { id: params.id } }, { signal: request.signal }).catch((error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  });
  return { ret: reply.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando la devolución…
      </p>
      <div className="h-8 w-64 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
      <div className="card h-24 animate-pulse motion-reduce:animate-none" />
      <div className="card h-64 animate-pulse motion-reduce:animate-none" />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const back = (
    <Link to={ADMIN_RETURNS_PATH} className="btn-secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver a devoluciones
    </Link>
  );
  return (
    <AdminErrorGate>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <LoadErrorCard title="Esta devolución no existe." detail="Puede que el enlace esté mal copiado. Búscala por su número en la lista de devoluciones." action={back} />
      ) : (
        <LoadErrorCard title="No se pudo cargar la devolución." detail="Comprueba la conexión e inténtalo de nuevo." onRetry={() => void revalidator.revalidate()} />
      )}
    </AdminErrorGate>
  );
}

export default function AdminReturnDetailScreen({ loaderData }: Route.ComponentProps) {
  return <AdminReturnDetail key={`${loaderData.ret.id}`} ret={loaderData.ret} />;
}
