import { ArrowLeft } from 'lucide-react';
import { data, isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { LoadErrorCard } from '~/components/admin/kit/load-error-card';
import { EmailDetailView } from '~/components/admin/emails/email-detail-view';
import { ADMIN_EMAILS_PATH } from '~/components/admin/emails/email-query';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/email-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData?.email.subject ?? 'Email');

/** One e-mail; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'emails.view');
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  const reply = await api('GET /admin/emails/{id}', { params: { id: params.id } }, { signal: request.signal }).catch((error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  });
  return { email: reply.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando el email…
      </p>
      <div className="h-5 w-32 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
      <div className="h-8 w-80 max-w-full animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
      <div className="card h-28 animate-pulse motion-reduce:animate-none" />
      <div className="card h-96 animate-pulse motion-reduce:animate-none" />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const back = (
    <Link to={ADMIN_EMAILS_PATH} className="btn-secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver a los emails
    </Link>
  );
  return (
    <AdminErrorGate>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <LoadErrorCard title="Este email no existe." detail="Puede que el enlace esté mal copiado. Búscalo en la lista de emails." action={back} />
      ) : (
        <LoadErrorCard title="No se pudo cargar el email." detail="Comprueba la conexión e inténtalo de nuevo." onRetry={() => void revalidator.revalidate()} />
      )}
    </AdminErrorGate>
  );
}

export default function AdminEmailDetailScreen({ loaderData }: Route.ComponentProps) {
  return <EmailDetailView key={loaderData.email.id} email={loaderData.email} />;
}
