import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { AdminPageHeader } from '../admin-page-header';
import { LoadErrorCard } from '../kit/load-error-card';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader eyebrow="Tienda" title="Configuración" />
      {children}
    </div>
  );
}

/** While the settings arrive: the sections' outline, so the page does not jump. */
export function SettingsLoading() {
  return (
    <Frame>
      <div role="status" aria-label="Cargando la configuración" className="flex flex-col gap-8">
        {['Tienda y datos legales', 'Contacto', 'Horario'].map((title) => (
          <div key={title} className="grid gap-4 border-t border-line pt-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
            <div className="h-6 w-40 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
            <div className="card h-40 animate-pulse bg-surface-muted motion-reduce:animate-none" />
          </div>
        ))}
      </div>
    </Frame>
  );
}

/** The settings could not be loaded: Reintentar asks again. */
export function SettingsLoadError() {
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <SettingsLoading />;
  return (
    <Frame>
      <LoadErrorCard
        title="No se pudo cargar la configuración."
        detail="Comprueba la conexión e inténtalo de nuevo."
        onRetry={() => void revalidator.revalidate()}
      />
    </Frame>
  );
}
