import { isRouteErrorResponse, Link } from 'react-router';

/** Any failure other than a missing page: friendly, in Spanish, with a way to try again. */
export function ErrorView({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (status === 503) return <UnavailableView />;
  const devDetail = import.meta.env.DEV && error instanceof Error ? error.stack ?? error.message : null;
  return (
    <main id="main" className="container-page max-w-3xl py-16 sm:py-24">
      <p className="eyebrow">{status ? `Error ${status}` : 'Error inesperado'}</p>
      <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight sm:text-5xl">Algo ha salido mal</h1>
      <p className="mt-5 max-w-xl text-lg text-muted">
        No hemos podido mostrar esta página. Inténtalo de nuevo en unos segundos; si sigue pasando, consulta el
        estado del sistema o escríbenos.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Reintentar
        </button>
        <Link to="/" className="btn-secondary">
          Volver al inicio
        </Link>
        <Link to="/status" className="btn-secondary">
          Estado del sistema
        </Link>
      </div>
      {devDetail && (
        <pre className="mt-10 overflow-x-auto rounded-xl bg-surface-muted p-4 text-xs text-fg">{devDetail}</pre>
      )}
    </main>
  );
}

/**
 * 503: the store cannot reach its database for a moment (issue 24). The answer carries Retry-After;
 * nothing the shopper did is lost (the cart lives in the browser).
 */
function UnavailableView() {
  return (
    <main id="main" className="container-page max-w-3xl py-16 sm:py-24">
      <p className="eyebrow">Error 503</p>
      <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight sm:text-5xl">Volvemos enseguida</h1>
      <p className="mt-5 max-w-xl text-lg text-muted">
        La tienda no puede atenderte en este momento. Tu carrito y tus favoritos siguen guardados en este
        navegador: vuelve a intentarlo en unos segundos.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Reintentar
        </button>
        <Link to="/status" className="btn-secondary">
          Estado del sistema
        </Link>
      </div>
    </main>
  );
}
