import * as Popover from '@radix-ui/react-popover';
import { ArrowLeft, ArrowRight, LoaderCircle, Pencil, Star, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { ProductImage } from '@common/catalog/contracts';
import { TextAreaField } from '~/components/forms/textarea-field';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { ADMIN_PRODUCTS_PATH } from './admin-products-list';
import type { ChangeResult } from '../kit/route-change';

const ALT_MAX = 200;

/** What the photo buttons post to the product's route action. */
export type PhotoIntent = 'reorder-images' | 'describe-image' | 'delete-image';

/** Moves the photo at `from` to `to`, as a list of ids. */
export function movedIds(images: readonly Pick<ProductImage, 'id'>[], from: number, to: number): number[] {
  const ids = images.map((image) => image.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  return ids;
}

/** The product's route, whose action changes its photos and whose loader reads them again. */
const productPath = (productId: number) => `${ADMIN_PRODUCTS_PATH}/${productId}`;

interface StoredProductImagesProps {
  productId: number;
  images: readonly ProductImage[];
}

/**
 * The photos the store shows now. Unlike new photos, changes here (order, description,
 * removal) apply at once, each with its own confirmation.
 */
export function StoredProductImages({ productId, images }: StoredProductImagesProps) {
  const changer = useFetcher<ChangeResult>();
  // What the live region says once a move is done.
  const [moveMessage, setMoveMessage] = useState('');
  const { show } = useAlertDialog();
  const headingId = useId();
  const busyId = changer.state !== 'idle' && changer.formData ? Number(changer.formData.get('image_id')) : null;
  const announcement = changer.state === 'idle' && changer.data?.ok ? moveMessage : '';

  function change(intent: PhotoIntent, image: ProductImage, fields: Record<string, string> = {}) {
    void changer.submit({ intent, image_id: image.id, ...fields }, { method: 'post', action: productPath(productId) });
  }

  function move(index: number, to: number, message: string) {
    setMoveMessage(message);
    change('reorder-images', images[index]!, { image_ids: movedIds(images, index, to).join(',') });
  }

  async function remove(image: ProductImage, index: number) {
    const answer = await show({
      type: 'warning',
      title: '¿Borrar esta foto?',
      message: index === 0 && images.length > 1
        ? 'Es la foto principal: la siguiente pasará a serlo. La tienda deja de mostrarla al momento.'
        : 'La tienda deja de mostrarla al momento. No se puede deshacer.',
      confirmText: 'Borrar foto',
      cancelText: 'Cancelar',
    });
    if (answer !== 'confirm') return;
    setMoveMessage('');
    change('delete-image', image);
  }

  if (images.length === 0) return null;

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-medium text-fg">
        En la tienda ({images.length})
      </h3>
      <p className="mt-0.5 text-xs text-muted">El orden, las descripciones y los borrados se aplican al momento.</p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 2xl:grid-cols-4">
        {images.map((image, index) => {
          const label = `Foto ${index + 1}`;
          const busy = busyId === image.id;
          return (
            <li key={image.id} className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface">
              <div className="relative aspect-[4/5] bg-surface-muted">
                <img src={image.thumbnail_url} alt={image.alt ? `${image.alt} (${label.toLowerCase()})` : label} className="size-full object-cover" />
                {index === 0 && (
                  <span className="absolute top-1.5 left-1.5 rounded-full bg-surface/90 px-2 py-0.5 text-[0.7rem] font-semibold text-fg">Principal</span>
                )}
                {busy && (
                  <span className="absolute inset-0 flex items-center justify-center bg-surface/60">
                    <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-fg" />
                  </span>
                )}
              </div>
              <p className="truncate px-2 pt-1.5 text-xs text-muted" title={image.alt ?? undefined}>
                {image.alt || 'Sin descripción'}
              </p>
              <div className="flex items-center justify-between gap-0.5 px-1 pb-1" role="group" aria-label={`Acciones de la ${label.toLowerCase()}`}>
                <IconButton label={`Mover la ${label.toLowerCase()} antes`} disabled={busyId !== null || index === 0} onClick={() => move(index, index - 1, `${label} movida a la posición ${index}.`)}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                </IconButton>
                <IconButton label={`Hacer principal la ${label.toLowerCase()}`} disabled={busyId !== null || index === 0} onClick={() => move(index, 0, `${label} es ahora la principal.`)}>
                  <Star aria-hidden="true" className="size-4" />
                </IconButton>
                <AltEditor productId={productId} image={image} label={label} disabled={busyId !== null} />
                <IconButton label={`Mover la ${label.toLowerCase()} después`} disabled={busyId !== null || index === images.length - 1} onClick={() => move(index, index + 1, `${label} movida a la posición ${index + 2}.`)}>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </IconButton>
                <IconButton label={`Borrar la ${label.toLowerCase()}`} tone="danger" disabled={busyId !== null} onClick={() => remove(image, index)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </IconButton>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function IconButton({ label, tone, disabled, onClick, children }: { label: string; tone?: 'danger'; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex size-8 items-center justify-center rounded-md text-fg transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40 ${tone === 'danger' ? 'hover:bg-danger/10 hover:text-danger' : ''}`}
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** The alternative text shoppers with a screen reader hear for the photo; a refusal shows under the field. */
function AltEditor({ productId, image, label, disabled }: { productId: number; image: ProductImage; label: string; disabled: boolean }) {
  const saver = useFetcher<ChangeResult>();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(image.alt ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const saving = saver.state !== 'idle';
  const refusal = saver.data && !saver.data.ok ? (saver.data.fieldErrors.alt ?? saver.data.error) : null;
  const isSaved = saver.state === 'idle' && saver.data?.ok === true;

  useEffect(() => {
    if (isSaved) setOpen(false);
  }, [isSaved]);

  function toggle(next: boolean) {
    if (next) {
      saver.reset();
      setValue(image.alt ?? '');
      setProblem(null);
    }
    setOpen(next);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    // The popover sits in a portal but inside the product form in React's tree: its submit must not save the product.
    event.stopPropagation();
    const alt = value.trim();
    if (alt.length > ALT_MAX) {
      setProblem(`Como máximo ${ALT_MAX} caracteres.`);
      return;
    }
    setProblem(null);
    void saver.submit({ intent: 'describe-image' satisfies PhotoIntent, image_id: image.id, alt }, { method: 'post', action: productPath(productId) });
  }

  return (
    <Popover.Root open={open} onOpenChange={toggle}>
      <Popover.Trigger asChild>
        <button
          type="button"
          title={`Describir la ${label.toLowerCase()}`}
          disabled={disabled}
          className="inline-flex size-8 items-center justify-center rounded-md text-fg transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40"
        >
          <Pencil aria-hidden="true" className="size-4" />
          <span className="sr-only">Describir la {label.toLowerCase()}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content sideOffset={6} collisionPadding={12} className="z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl border border-line bg-surface p-4 text-fg shadow-xl">
          <form onSubmit={save} className="flex flex-col gap-2" noValidate>
            <TextAreaField
              label={`Texto alternativo de la ${label.toLowerCase()}`}
              hint="Qué se ve: prenda, color, cómo se lleva. Lo oyen quienes usan lector de pantalla."
              rows={3}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={problem ?? refusal}
            />
            <div className="flex justify-end gap-2">
              <Popover.Close className="btn-secondary">Cancelar</Popover.Close>
              <button type="submit" className="btn-primary" disabled={saving}>
                {saving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                Guardar
              </button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
