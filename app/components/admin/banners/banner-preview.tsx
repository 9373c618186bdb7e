import { useId, useState } from 'react';
import clsx from 'clsx';
import type { AdBannerPublic } from '@common/banners/contracts';
import { AdBannerView } from '~/components/banners/ad-banner-strip';
import { useAppearance } from '~/lib/appearance';
import type { Theme } from '@common/theme';

const THEMES: { value: Theme; label: string }[] = [
  { value: 'ruediverso', label: 'Rue Diverso' },
  { value: 'divergente', label: 'Divergente' },
];

/**
 * The live preview: the store's own banner component, fed the unsaved values, above a sketch of
 * the store's header in the chosen brand theme (and this screen's light or dark mode).
 */
export function BannerPreview({ banner, isSanitising }: { banner: AdBannerPublic; isSanitising: boolean }) {
  const appearance = useAppearance();
  const [theme, setTheme] = useState<Theme>(appearance.theme);
  const [isClosed, setIsClosed] = useState(false);
  const groupId = useId();
  const isEmpty =
    banner.tipo_banner === 'html'
      ? !banner.html_content
      : !banner.texto_principal && !banner.texto_secundario && !banner.imagen_completa_url;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="radiogroup" aria-labelledby={groupId} className="flex items-center gap-2">
          <span id={groupId} className="text-sm font-medium text-fg">
            Tema
          </span>
          <span className="inline-flex rounded-full border border-line bg-surface-muted p-0.5">
            {THEMES.map((option) => (
              <button
                key={option.value}
                type="button"
                role="radio"
                aria-checked={theme === option.value}
                onClick={() => setTheme(option.value)}
                className={clsx(
                  'rounded-full px-3 py-1 text-xs font-semibold transition-colors',
                  theme === option.value ? 'bg-surface text-fg shadow-xs ring-1 ring-line' : 'text-muted hover:text-fg',
                )}
              >
                {option.label}
              </button>
            ))}
          </span>
        </div>
        <p aria-live="polite" className="text-xs text-muted">
          {isSanitising ? 'Saneando el HTML en el servidor…' : 'Así lo verá quien visite la tienda.'}
        </p>
      </div>
      <div
        data-theme={theme}
        className={clsx('overflow-hidden rounded-xl border border-line bg-bg text-fg', appearance.isDark && 'dark')}
        // The preview's links and close button must not leave the form.
        onClickCapture={(event) => {
          if ((event.target as Element).closest('a')) event.preventDefault();
        }}
      >
        {isClosed ? (
          <p className="flex min-h-11 items-center justify-center gap-2 bg-surface-muted px-4 text-xs text-muted">
            Cerrado: así desaparece para quien pulsa «Cerrar».
            <button type="button" onClick={() => setIsClosed(false)} className="font-semibold text-fg underline underline-offset-2">
              Volver a mostrar
            </button>
          </p>
        ) : isEmpty ? (
          <p className="flex min-h-11 items-center justify-center bg-surface-muted px-4 text-xs text-muted">
            Escribe el texto, sube una imagen o pega el HTML para verlo aquí.
          </p>
        ) : (
          <AdBannerView banner={banner} label="Vista previa del banner" onDismiss={() => setIsClosed(true)} />
        )}
        <div aria-hidden="true" className="flex items-center justify-between border-b border-line bg-surface px-4 py-3">
          <span className="font-display text-sm font-semibold text-fg">Tienda Diverso</span>
          <span className="flex gap-3 text-xs text-muted">
            <span>Tienda</span>
            <span>Marcas</span>
            <span>Ayuda</span>
          </span>
        </div>
        <div aria-hidden="true" className="flex flex-col gap-2 px-4 py-5">
          <span className="h-3 w-2/5 rounded bg-surface-muted" />
          <span className="h-3 w-3/5 rounded bg-surface-muted" />
          <span className="mt-1 h-8 w-28 rounded-full bg-primary" />
        </div>
      </div>
    </div>
  );
}
