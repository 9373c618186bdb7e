import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useMatches } from 'react-router';
import { FEED_PATHS, type FeedKind } from '@common/seo/feed-paths';
import { originFromMatches } from '~/lib/seo/meta';
import { toast } from '~/lib/toast';
import { SettingsSection } from '../settings-section';

const FEEDS: readonly { kind: FeedKind; label: string; hint: string }[] = [
  { kind: 'google', label: 'Google Merchant Center (XML)', hint: 'En Merchant Center: Productos › Fuentes de datos › Añadir › Archivo desde una URL.' },
  { kind: 'meta', label: 'Meta: Facebook e Instagram (CSV)', hint: 'En Commerce Manager: Catálogo › Fuentes de datos › Añadir artículos › Feed programado.' },
];

async function copyAddress(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ type: 'success', message: 'Dirección del catálogo copiada.' });
  } catch {
    toast({ type: 'info', message: 'No hemos podido copiarla: selecciónala y cópiala a mano.' });
  }
}

/** The store's public origin as the root loader saw it (PUBLIC_URL when set), else this window's. */
function useStoreOrigin(): string {
  const matches = useMatches();
  return originFromMatches(matches) ?? window.location.origin;
}

/**
 * /admin/settings › Catálogo para Google y Meta, read-only: the addresses of the product feeds
 * (server/feeds) to paste into Google Merchant Center and Meta's Commerce Manager.
 */
export function ProductFeedsSection() {
  const origin = useStoreOrigin();
  return (
    <SettingsSection
      title="Catálogo para Google y Meta"
      description="Las direcciones de las que Google Shopping, Facebook e Instagram leen los productos, con sus variantes, stock y precios. Se actualizan solas con cada cambio del catálogo."
    >
      <ul className="flex flex-col gap-5">
        {FEEDS.map((feed) => (
          <FeedAddress key={feed.kind} label={feed.label} hint={feed.hint} url={`${origin}${FEED_PATHS[feed.kind]}`} />
        ))}
      </ul>
      <p className="mt-5 border-t border-line pt-4 text-sm text-muted">
        Solo salen los productos activos y visibles, con foto, que no sean digitales ni estén dañados. Una rebaja se anuncia con el precio más bajo de los 30 días anteriores como precio
        anterior, igual que en la tienda.
      </p>
    </SettingsSection>
  );
}

function FeedAddress({ label, hint, url }: { label: string; hint: string; url: string }) {
  const labelId = useId();
  const hintId = useId();
  return (
    <li>
      <h3 id={labelId} className="text-sm font-semibold text-fg">
        {label}
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <a
          href={url}
          aria-describedby={hintId}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface-muted px-3 py-2 font-mono text-sm break-all text-fg underline-offset-4 hover:underline"
        >
          {url}
        </a>
        <button type="button" onClick={() => void copyAddress(url)} className="btn-secondary px-3 py-1.5 text-xs">
          <Copy aria-hidden="true" className="size-3.5" />
          Copiar<span className="sr-only"> la dirección de {label}</span>
        </button>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-muted">
        {hint}
      </p>
    </li>
  );
}
