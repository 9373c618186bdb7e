import { ArrowLeft } from 'lucide-react';
import { data, isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { LoadErrorCard } from '~/components/admin/kit/load-error-card';
import { ADMIN_SUPPORT_PATH } from '~/components/admin/support/admin-support-inbox';
import { AdminSupportThread } from '~/components/admin/support/admin-support-thread';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/support-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData ? loaderData.conversation.subject : 'Conversación de soporte');

/** One conversation; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const me = await requireAdmin(request, 'support.manage');
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  const reply = await api('GET /admin/support/{id}', { params: { id: params.id } }, { signal: request.signal }).catch((error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  });
  return { conversation: reply.data, me: { id: me.id, name: me.name } };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando la conversación…
      </p>
      <div className="h-8 w-64 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
      <div className="card h-64 animate-pulse motion-reduce:animate-none" />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const back = (
    <Link to={ADMIN_SUPPORT_PATH} className="btn-secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver a la bandeja
    </Link>
  );
  return (
    <AdminErrorGate>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <LoadErrorCard title="Esta conversación no existe." detail="Puede que el enlace esté mal copiado. Búscala en la bandeja de soporte." action={back} />
      ) : (
        <LoadErrorCard title="No se pudo cargar la conversación." detail="Comprueba la conexión e inténtalo de nuevo." onRetry={() => void revalidator.revalidate()} />
      )}
    </AdminErrorGate>
  );
}

export default function AdminSupportDetailScreen({ loaderData }: Route.ComponentProps) {
  return <AdminSupportThread key={loaderData.conversation.id} conversation={loaderData.conversation} me={loaderData.me} />;
}
