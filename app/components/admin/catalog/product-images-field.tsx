import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { MAX_IMAGES_PER_UPLOAD } from '@common/catalog/admin-endpoints';
import type { ProductImage } from '@common/catalog/contracts';
import { DEFAULT_UPLOAD_MAX_MB } from '@common/constants';
import { StoredProductImages } from './stored-product-images';
import { ACCEPTED_IMAGE_TYPES, checkImageFiles } from './product-form-values';

export interface PendingImage {
  key: string;
  file: File;
}

let nextKey = 1;

/** Object URLs for the chosen files, released when they leave. */
function usePreviews(pending: readonly PendingImage[]) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made: Record<string, string> = {};
    for (const item of pending) made[item.key] = URL.createObjectURL(item.file);
    setUrls(made);
    return () => {
      for (const url of Object.values(made)) URL.revokeObjectURL(url);
    };
  }, [pending]);
  return urls;
}

interface ProductImagesFieldProps {
  /** The product being edited; a new product has no stored photos yet. */
  productId?: number;
  stored: readonly ProductImage[];
  pending: readonly PendingImage[];
  onPendingChange: (pending: PendingImage[]) => void;
  /** A server 422 about images[]. */
  error?: string;
}

/** The stored photos, and new ones chosen here that are uploaded (images[]) when the product is saved. */
export function ProductImagesField({ productId, stored, pending, onPendingChange, error }: ProductImagesFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = usePreviews(pending);
  const hintId = useId();
  const errorId = useId();
  const shown = problem ?? error ?? null;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const reason = checkImageFiles(files, pending.length);
    setProblem(reason);
    if (reason) return;
    onPendingChange([...pending, ...files.map((file) => ({ key: `image-${nextKey++}`, file }))]);
  }

  return (
    <div className="flex flex-col gap-4">
      {productId !== undefined ? (
        <StoredProductImages productId={productId} images={stored} />
      ) : null}

      {pending.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-fg">Se subirán al guardar ({pending.length})</h3>
          <ul className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-5">
            {pending.map((item) => (
              <li key={item.key} className="group relative aspect-[4/5] overflow-hidden rounded-lg border border-dashed border-primary/60 bg-surface-muted">
                {previews[item.key] ? (
                  <img src={previews[item.key]} alt={`Nueva: ${item.file.name}`} className="size-full object-cover" />
                ) : (
                  <span className="flex size-full items-center justify-center p-2 text-center text-xs break-all text-muted">{item.file.name}</span>
                )}
                <button
                  type="button"
                  onClick={() => onPendingChange(pending.filter((p) => p.key !== item.key))}
                  className="absolute top-1.5 right-1.5 inline-flex size-8 items-center justify-center rounded-full bg-surface/95 text-fg shadow-sm transition-colors hover:bg-danger hover:text-white"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sr-only">Quitar {item.file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-line p-4 sm:flex-row sm:items-center sm:justify-between">
        <p id={hintId} className="text-sm text-muted">
          JPG, PNG, WebP, AVIF o GIF, hasta {DEFAULT_UPLOAD_MAX_MB} MB cada una y {MAX_IMAGES_PER_UPLOAD} por vez. La primera de la tienda es la principal.
        </p>
        <input
          ref={inputRef}
          type="file"
          name="images"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-label="Elegir imágenes del producto"
          aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
          aria-invalid={shown ? true : undefined}
          tabIndex={-1}
          className="sr-only"
          onChange={choose}
        />
        <button type="button" className="btn-secondary shrink-0" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
          <ImagePlus aria-hidden="true" className="size-4" />
          Añadir imágenes
        </button>
      </div>
      {shown && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {shown}
        </p>
      )}
    </div>
  );
}
