import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicStoreSettings } from '@common/settings/contracts';
import { BRANDS } from '@common/theme';
import { FOOTER_COLUMNS } from './navigation';

const SOCIAL_NAMES: Record<keyof PublicStoreSettings['social'], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
};

/** The footer's brand blurb, contact, social links and link columns (spec §2), from the store settings. */
export function FooterColumns({ settings }: { settings: PublicStoreSettings }) {
  const social = (Object.keys(SOCIAL_NAMES) as (keyof typeof SOCIAL_NAMES)[]).filter((network) => settings.social[network]);
  return (
    <>
      <div className="flex max-w-sm flex-col gap-5">
        <p className="font-display text-3xl leading-tight font-semibold">{settings.store_name}</p>
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
        <ul aria-label="Contacto" className="flex flex-col gap-2 text-sm">
          <li>
            <a
              href={`mailto:${settings.contact_email}`}
              className="inline-flex items-center gap-2 text-fg underline-offset-4 transition-colors hover:text-primary hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {settings.contact_email}
            </a>
          </li>
          {settings.phone && (
            <li>
              <a
                href={`tel:${settings.phone.replace(/\s/g, '')}`}
                className="inline-flex items-center gap-2 text-fg underline-offset-4 transition-colors hover:text-primary hover:underline"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {settings.phone}
              </a>
            </li>
          )}
        </ul>
        {social.length > 0 && (
          <ul aria-label="Redes sociales" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {social.map((network) => (
              <li key={network}>
                <a
                  href={settings.social[network]}
                  rel="noopener noreferrer me"
                  target="_blank"
                  className="font-medium text-fg underline underline-offset-4 transition-colors hover:text-primary"
                >
                  {SOCIAL_NAMES[network]}
                  <span className="sr-only"> (se abre en una pestaña nueva)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
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
    </>
  );
}
