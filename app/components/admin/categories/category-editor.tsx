import { ImageUp, LoaderCircle, Save, Trash2, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { AdminCategoryNode } from '@common/catalog/admin-category-contracts';
import { DEFAULT_UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_MB } from '@common/constants';
import { CheckboxField } from '~/components/forms/checkbox-field';
import { fieldErrorsOf } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { SelectField } from '~/components/forms/select-field';
import { TextField } from '~/components/forms/text-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { buildTree, flatten, selfAndDescendants } from './category-tree';

interface CategoryFormValues {
  name: string;
  slug: string;
  description: string;
  parent_id: string;
  is_active: boolean;
}

export type EditorTarget = { mode: 'new'; parentId: number | null } | { mode: 'edit'; category: AdminCategoryNode };

/**
 * Create or edit one category: name, slug, description, parent (never itself nor one of its
 * subcategories), state; the image once it exists. Focus goes to its heading when it opens.
 */
export function CategoryEditor({
  target,
  categories,
  onClose,
  onSaved,
}: {
  target: EditorTarget;
  categories: readonly AdminCategoryNode[];
  onClose: () => void;
  onSaved: (saved: AdminCategoryNode) => void;
}) {
  const editing = target.mode === 'edit' ? target.category : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const parents = useMemo(() => {
    const excluded = editing ? selfAndDescendants(categories, editing.id) : new Set<number>();
    return flatten(buildTree(categories)).filter((node) => !excluded.has(node.category.id));
  }, [categories, editing]);

  const form = useFieldForm<CategoryFormValues, AdminCategoryNode>({
    initial: {
      name: editing?.name ?? '',
      slug: editing?.slug ?? '',
      description: editing?.description ?? '',
      parent_id: String((editing ? editing.parent_id : target.mode === 'new' ? target.parentId : null) ?? ''),
      is_active: editing?.is_active ?? true,
    },
    validate: (values): Record<string, string> => (values.name.trim() ? {} : { name: 'El nombre es obligatorio.' }),
    send: async (values) => {
      const body = {
        name: values.name,
        slug: values.slug.trim(),
        description: values.description,
        parent_id: values.parent_id ? Number(values.parent_id) : null,
        is_active: values.is_active,
      };
      return editing
        ? (await api('PUT /admin/categories/{id}', { params: { id: String(editing.id) }, body })).data
        : (await api('POST /admin/categories', { body })).data;
    },
    onSaved: (saved) => {
      toast({ type: 'success', message: editing ? `${saved.name}: cambios guardados.` : `Categoría ${saved.name} creada.` });
      onSaved(saved);
    },
    failureMessage: 'No se pudo guardar la categoría. Revisa los datos e inténtalo de nuevo.',
  });
  const title = editing ? `Editar ${editing.name}` : 'Nueva categoría';

  return (
    <section aria-labelledby="category-editor-title" className="card flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id="category-editor-title" ref={headingRef} tabIndex={-1} className="font-display text-xl font-semibold text-fg">
          {title}
        </h2>
        <button type="button" onClick={onClose} className="inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface-muted hover:text-fg">
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Cerrar el formulario</span>
        </button>
      </div>
      <form ref={form.formRef} onSubmit={(event) => void form.submit(event)} noValidate aria-label={title} className="flex flex-col gap-4">
        <TextField label="Nombre" required maxLength={80} {...form.field('name')} />
        <TextField label="Slug" maxLength={80} spellCheck={false} hint="Minúsculas, números y guiones. Vacío: se genera a partir del nombre." {...form.field('slug')} />
        <TextAreaField label="Descripción" rows={3} maxLength={2000} {...form.field('description')} />
        <SelectField label="Categoría padre" optionalText={null} hint="Una categoría no puede colgar de sí misma ni de sus subcategorías." {...form.field('parent_id')}>
          <option value="">Ninguna (primer nivel)</option>
          {parents.map((node) => (
            <option key={node.category.id} value={String(node.category.id)}>
              {`${'\u2014 '.repeat(node.depth)}${node.category.name}`}
            </option>
          ))}
        </SelectField>
        <CheckboxField label="Activa en la tienda" hint="Desactivada, no se ve en la tienda ni cuenta en su categoría padre." {...form.checkbox('is_active')} />
        <FormError message={form.formError} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={form.isSaving}>
            {form.isSaving ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <Save aria-hidden="true" className="size-4" />}
            {editing ? 'Guardar cambios' : 'Crear categoría'}
          </button>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancelar
          </button>
        </div>
      </form>
      {editing && <CategoryImage category={editing} onChanged={onSaved} />}
    </section>
  );
}

/** The category's picture: upload (with a preview while it goes), replace, remove. */
function CategoryImage({ category, onChanged }: { category: AdminCategoryNode; onChanged: (saved: AdminCategoryNode) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [imageUrl, setImageUrl] = useState(category.image_url);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  async function run(call: () => Promise<{ data: AdminCategoryNode }>, done: string, failure: string) {
    setBusy(true);
    setError(null);
    try {
      const saved = (await call()).data;
      setImageUrl(saved.image_url);
      toast({ type: 'success', message: done });
      onChanged(saved);
    } catch (err) {
      setError(fieldErrorsOf(err).image ?? apiErrorMessage(err, failure));
    } finally {
      setPreview(null);
      setBusy(false);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError('Elige una imagen (JPG, PNG, WebP, AVIF o GIF).');
    if (file.size > DEFAULT_UPLOAD_MAX_BYTES) return setError(`La imagen no puede superar ${DEFAULT_UPLOAD_MAX_MB} MB.`);
    setPreview(URL.createObjectURL(file));
    const form = new FormData();
    form.append('image', file);
    void run(() => api('POST /admin/categories/{id}/image', { params: { id: String(category.id) }, form }), 'Imagen guardada.', 'No se pudo guardar la imagen.');
  }

  const shown = preview ?? imageUrl;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-5">
      <h3 className="text-sm font-semibold text-fg">Imagen</h3>
      <div className="flex items-center gap-4">
        <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-surface-muted text-xs text-muted">
          {shown ? <img src={shown} alt={preview ? 'Vista previa de la imagen elegida' : `Imagen de ${category.name}`} className="size-full object-cover" /> : 'Sin imagen'}
        </span>
        <p className="text-xs text-muted">JPG, PNG, WebP, AVIF o GIF de al menos 200 × 200 px y hasta {DEFAULT_UPLOAD_MAX_MB} MB.</p>
      </div>
      <input ref={inputRef} type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" aria-label={`Elegir imagen de ${category.name}`} tabIndex={-1} className="sr-only" onChange={choose} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => inputRef.current?.click()}>
          {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <ImageUp aria-hidden="true" className="size-4" />}
          {imageUrl ? 'Cambiar imagen' : 'Subir imagen'}
        </button>
        {imageUrl && (
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => void run(() => api('DELETE /admin/categories/{id}/image', { params: { id: String(category.id) } }), 'Imagen quitada.', 'No se pudo quitar la imagen.')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Quitar imagen
          </button>
        )}
      </div>
      <p aria-live="polite" className="text-sm font-medium text-danger">
        {error}
      </p>
    </div>
  );
}
