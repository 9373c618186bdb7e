import clsx from 'clsx';
import { EyeOff, ImageOff } from 'lucide-react';
import type { AdminProduct } from '@common/catalog/contracts';
import type { ProductStatus } from '@common/catalog/publishing';

export const STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Activo',
  draft: 'Borrador',
  archived: 'Archivado',
};

const STATUS_TONE: Record<ProductStatus, string> = {
  active: 'bg-success/12 text-success ring-success/25',
  draft: 'bg-surface-muted text-muted ring-line',
  archived: 'bg-warning/12 text-warning ring-warning/25',
};

/** Activo / Borrador / Archivado, and 'Oculto' when the store does not list it. */
export function ProductStatusBadges({ product, className }: { product: Pick<AdminProduct, 'status' | 'visibility'>; className?: string }) {
  return (
    <span className={clsx('inline-flex flex-wrap items-center gap-1.5', className)}>
      <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_TONE[product.status])}>
        {STATUS_LABELS[product.status]}
      </span>
      {product.visibility === 'hidden' && (
        <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-semibold text-muted ring-1 ring-line ring-inset">
          <EyeOff aria-hidden="true" className="size-3" />
          Oculto
        </span>
      )}
    </span>
  );
}

/** A small square picture of the product, or the grey 'Sin imagen' box (spec §8). */
export function ProductThumb({ product, className }: { product: Pick<AdminProduct, 'images' | 'main_image_url'>; className?: string }) {
  const image = product.images[0];
  const src = image?.thumbnail_url ?? product.main_image_url;
  return (
    <span className={clsx('flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface-muted text-muted', className)}>
      {src ? (
        <img src={src} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <>
          <ImageOff aria-hidden="true" className="size-4" strokeWidth={1.5} />
          <span className="sr-only">Sin imagen</span>
        </>
      )}
    </span>
  );
}
