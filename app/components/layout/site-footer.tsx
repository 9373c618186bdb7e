import { Link } from 'react-router';
import { APP_NAME } from '@common/constants';
import { BRANDS } from '@common/theme';
import { FooterStatus } from './footer-status';
import { FOOTER_COLUMNS } from './navigation';

/** Site footer of spec §2: public link columns, brand blurb, copyright and system status. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-line bg-surface-muted text-fg">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,2fr)] lg:gap-16 lg:py-20">
        <div className="flex max-w-sm flex-col gap-5">
          <p className="font-display text-3xl leading-tight font-semibold">{APP_NAME}</p>
          <p className="text-sm leading-relaxed text-muted">
            Dos marcas propias bajo un mismo techo: {BRANDS.ruediverso.name}, moda de calle
            sostenible cosida en talleres de proximidad, y {BRANDS.divergente.name}, moda
            corporativa inclusiva pensada para todos los cuerpos y todas las jornadas.
          </p>
          <ul aria-label="Nuestras marcas" className="flex flex-wrap gap-2">
            {(['ruediverso', 'divergente'] as const).map((brand) => (
              <li key={brand}>
                <Link
                  to={BRANDS[brand].path}
                  className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-xs font-medium transition-colors hover:bg-bg"
                >
                  <span
                    aria-hidden="true"
                    className={
                      brand === 'ruediverso'
                        ? 'size-2.5 rounded-full bg-rd-brown'
                        : 'size-2.5 rounded-full bg-dv-sky'
                    }
                  />
                  {BRANDS[brand].name}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Enlaces del pie de página" className="grid grid-cols-2 gap-x-8 gap-y-10 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">
                {column.title}
              </h2>
              <ul className="mt-4 flex flex-col gap-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-sm text-fg underline-offset-4 transition-colors hover:text-primary hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {APP_NAME}
          </p>
          <FooterStatus />
        </div>
      </div>
    </footer>
  );
}
