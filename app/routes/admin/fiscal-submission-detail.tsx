import { ArrowLeft } from 'lucide-react';
import { data, isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { adminMeta } from '~/components/admin/admin-meta';
import { requireAdmin } from '~/components/admin/admin-route';
import { AdminErrorGate } from '~/components/admin/admin-status-panel';
import { LoadErrorCard } from '~/components/admin/kit/load-error-card';
import { FiscalSubmissionDetail } from '~/components/admin/invoices/fiscal-submissions';
import { ADMIN_SUBMISSIONS_PATH } from '~/components/admin/invoices/invoice-query';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/fiscal-submission-detail';

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData ? `Envío de ${loaderData.submission.invoice_number}` : 'Envío a la AEAT');

/** One submission with its XML; an id that names none is a 404. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdmin(request, 'invoices.manage');
  if (!/^\d{1,10}$/.test(params.id)) throw data(null, { status: 404 });
  const reply = await api('GET /admin/fiscal-submissions/{id}', { params: { id: params.id } }, { signal: request.signal }).catch((error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) throw data(null, { status: 404 });
    throw error;
  });
  return { submission: reply.data };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        Cargando el envío…
      </p>
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
    <Link to={ADMIN_SUBMISSIONS_PATH} className="btn-secondary">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Volver a los envíos
    </Link>
  );
  return (
    <AdminErrorGate>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <LoadErrorCard title="Este envío no existe." detail="Puede que el enlace esté mal copiado. Búscalo en la lista de envíos a la AEAT." action={back} />
      ) : (
        <LoadErrorCard title="No se pudo cargar el envío." detail="Comprueba la conexión e inténtalo de nuevo." onRetry={() => void revalidator.revalidate()} />
      )}
    </AdminErrorGate>
  );
}

export default function AdminFiscalSubmissionDetailScreen({ loaderData }: Route.ComponentProps) {
  return <FiscalSubmissionDetail key={loaderData.submission.id} submission={loaderData.submission} />;
}
