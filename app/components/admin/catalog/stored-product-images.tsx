import * as Popover from '@radix-ui/react-popover';
import { ArrowLeft, ArrowRight, LoaderCircle, Pencil, Star, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { toast } from '~/lib/toast';
import { adminErrorMessage } from '../admin-error-message';
import { TextAreaField } from '../form-field';
import { deleteProductImage, reorderProductImages, updateProductImage, type AdminImage } from './catalog-api';

const ALT_MAX = 200;

/** Moves the photo at `from` to `to`, as a list of ids. */
export function movedIds(images: readonly AdminImage[], from: number, to: number): number[] {
  const ids = images.map((image) => image.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  return ids;
}

interface StoredProductImagesProps {
  productId: number;
  images: readonly AdminImage[];
}

/**
 * The photos the store shows now. Unlike new photos, changes here (order, description,
 * removal) apply at once, each with its own confirmation.
 */
export function StoredProductImages({ productId, images: initial }: StoredProductImagesProps) {
  const [images, setImages] = useState<readonly AdminImage[]>(initial);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { show } = useAlertDialog();
  const headingId = useId();

  useEffect(() => setImages(initial), [initial]);

  async function move(index: number, to: number, message: string) {
    const image = images[index]!;
    setBusyId(image.id);
    try {
      setImages(await reorderProductImages(productId, movedIds(images, index, to)));
      setAnnouncement(message);
    } catch (error) {
      toast({ type: 'error', message: adminErrorMessage(error, 'No se pudo cambiar el orden. Inténtalo de nuevo.') });
    } finally {
      setBusyId(null);
    }
  }

  async function remove(image: AdminImage, index: number) {
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
    setBusyId(image.id);
    try {
      await deleteProductImage(productId, image.id);
      setImages((current) => current.filter((item) => item.id !== image.id));
      toast({ type: 'success', message: 'Foto borrada.' });
    } catch (error) {
      toast({ type: 'error', message: adminErrorMessage(error, 'No se pudo borrar la foto. Inténtalo de nuevo.') });
    } finally {
      setBusyId(null);
    }
  }

  function described(updated: AdminImage) {
    setImages((current) => current.map((item) => (item.id === updated.id ? updated : item)));
    toast({ type: 'success', message: 'Descripción guardada.' });
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
                <img src={image.thumbnail_url ?? image.image_url} alt={image.alt ? `${image.alt} (${label.toLowerCase()})` : label} className="size-full object-cover" />
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
                <AltEditor productId={productId} image={image} label={label} disabled={busyId !== null} onSaved={described} />
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

function IconButton({ label, tone, disabled, onClick, children }: { label: string; tone?: 'danger'; disabled?: boolean; onClick: () => void; children: React.ReactNode }) {
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

/** The alternative text shoppers with a screen reader hear for the photo. */
function AltEditor({ productId, image, label, disabled, onSaved }: { productId: number; image: AdminImage; label: string; disabled: boolean; onSaved: (image: AdminImage) => void }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(image.alt ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setValue(image.alt ?? '');
      setError(null);
    }
  }, [open, image.alt]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const alt = value.trim();
    if (alt.length > ALT_MAX) {
      setError(`Como máximo ${ALT_MAX} caracteres.`);
      return;
    }
    setSaving(true);
    try {
      onSaved(await updateProductImage(productId, image.id, { alt: alt || null }));
      setOpen(false);
    } catch (err) {
      setError(adminErrorMessage(err, 'No se pudo guardar. Inténtalo de nuevo.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
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
              error={error}
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
