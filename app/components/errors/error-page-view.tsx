import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteLoaderData } from 'react-router';

/** React Router's stand-in, in the browser, for an error the server already told (and reported). */
const SERVER_ERROR_STAND_IN = 'Unexpected Server Error';

/**
 * An error raised in the browser (a render, a client loader) goes to the error reports when the
 * store has them (SENTRY_DSN_BROWSER): their code is loaded only then.
 */
function useReportedInBrowser(error: unknown) {
  const dsn = (useRouteLoaderData('root') as { errorReportDsn?: string | null } | undefined)?.errorReportDsn;
  useEffect(() => {
    if (!dsn || !(error instanceof Error) || error.message === SERVER_ERROR_STAND_IN) return;
    void import('~/lib/error-reports').then((reports) => reports.reportBrowserError(dsn, error));
  }, [dsn, error]);
}

/**
 * The frame of an error page. 'Reintentar' is a plain link to this same address: it reloads the
 * page before the scripts have run as well as after (an error page is often what a slow or failing
 * store shows first).
 */
function ErrorPage({ eyebrow, title, children, actions, detail }: { eyebrow: string; title: string; children: ReactNode; actions?: ReactNode; detail?: string | null }) {
  const { pathname, search } = useLocation();
  return (
    <main id="main" className="container-page max-w-3xl py-16 sm:py-24">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-5 max-w-xl text-lg text-muted">{children}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={`${pathname}${search}`} className="btn-primary">
          Reintentar
        </a>
        {actions}
        <Link to="/status" className="btn-secondary">
          Estado del sistema
        </Link>
      </div>
      {detail && <pre className="mt-10 overflow-x-auto rounded-xl bg-surface-muted p-4 text-xs text-fg">{detail}</pre>}
    </main>
  );
}

/** Any failure other than a missing page: friendly, in Spanish, with a way to try again. */
export function ErrorView({ error }: { error: unknown }) {
  useReportedInBrowser(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  // 503: the store cannot reach its database for a moment (issue 24); the answer carries Retry-After.
  if (status === 503) {
    return (
      <ErrorPage eyebrow="Error 503" title="Volvemos enseguida">
        La tienda no puede atenderte en este momento. Tu carrito y tus favoritos siguen guardados en este navegador: vuelve a
        intentarlo en unos segundos.
      </ErrorPage>
    );
  }
  return (
    <ErrorPage
      eyebrow={status ? `Error ${status}` : 'Error inesperado'}
      title="Algo ha salido mal"
      actions={
        <Link to="/" className="btn-secondary">
          Volver al inicio
        </Link>
      }
      detail={import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null}
    >
      No hemos podido mostrar esta página. Inténtalo de nuevo en unos segundos; si sigue pasando, consulta el estado del sistema o
      escríbenos.
    </ErrorPage>
  );
}
