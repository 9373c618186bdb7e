import { useId, useRef, useState, type ChangeEvent } from 'react';
import clsx from 'clsx';
import { ImageUp, LoaderCircle, Plus, Trash2 } from 'lucide-react';
import { FieldError, FieldFrame } from '~/components/forms/field-frame';
import { controlClass } from '~/components/forms/field-look';
import { fieldErrorsOf } from '~/components/forms/field-errors';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { ruleKey, type BannerRuleRow } from './banner-form-values';

/** A colour: the native picker and its hex text side by side, both the same value. */
export function ColorField({
  label,
  name,
  value,
  error,
  hint,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
}) {
  const isHex = /^#[0-9A-Fa-f]{6}$/.test(value);
  return (
    <FieldFrame label={label} error={error} hint={hint} required>
      {({ id, describedBy, isInvalid, look }) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label}: selector`}
            value={isHex ? value.toLowerCase() : '#000000'}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-line bg-surface p-1"
          />
          <input
            id={id}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={isInvalid}
            aria-describedby={describedBy}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            placeholder="#1C355E"
            className={clsx(controlClass(look, 'input', isInvalid), 'font-mono uppercase')}
          />
        </div>
      )}
    </FieldFrame>
  );
}

/** Suggestions for the 'dónde se muestra' editor: the store's main pages. */
const QUICK_RULES: { label: string; kind: BannerRuleRow['kind']; path: string }[] = [
  { label: 'Portada', kind: 'exact', path: '/' },
  { label: 'Tienda', kind: 'exact', path: '/store' },
  { label: 'Toda la tienda', kind: 'prefix', path: '/store' },
  { label: 'Ofertas', kind: 'exact', path: '/store/offers' },
  { label: 'Fichas de producto', kind: 'prefix', path: '/store/products' },
  { label: 'Marcas', kind: 'prefix', path: '/brands' },
];

/**
 * Where the banner shows: every page, or a list of pages, each either that page alone (exact) or
 * that page and every page under it (prefix, stored as '/store/*').
 */
export function RulesEditor({
  allPages,
  rows,
  errors,
  onAllPagesChange,
  onRowsChange,
  clearError,
}: {
  allPages: boolean;
  rows: BannerRuleRow[];
  errors: Readonly<Record<string, string>>;
  onAllPagesChange: (value: boolean) => void;
  onRowsChange: (rows: BannerRuleRow[]) => void;
  clearError: (path: string) => void;
}) {
  const groupName = useId();
  const listError = errors.rutas;
  const listErrorId = useId();
  const update = (index: number, patch: Partial<BannerRuleRow>) => {
    onRowsChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    clearError(`rutas.${index}`);
    clearError('rutas');
  };
  const add = (kind: BannerRuleRow['kind'] = 'exact', path = '/') => {
    onRowsChange([...rows, { key: ruleKey(), kind, path }]);
    clearError('rutas');
  };
  const remove = (index: number) => onRowsChange(rows.filter((_, i) => i !== index));

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-fg">Páginas</legend>
        <label className="flex items-start gap-3 rounded-lg border border-line p-3 has-checked:border-primary has-checked:bg-primary/5">
          <input type="radio" name={groupName} checked={allPages} onChange={() => onAllPagesChange(true)} className="mt-0.5 size-4 accent-primary" />
          <span>
            <span className="block text-sm font-semibold text-fg">Todas las páginas</span>
            <span className="block text-xs text-muted">Portada, tienda, fichas, ayuda… en cualquier página pública.</span>
          </span>
        </label>
        <label className="flex items-start gap-3 rounded-lg border border-line p-3 has-checked:border-primary has-checked:bg-primary/5">
          <input
            type="radio"
            name={groupName}
            checked={!allPages}
            onChange={() => {
              onAllPagesChange(false);
              if (rows.length === 0) add('exact', '/');
            }}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>
            <span className="block text-sm font-semibold text-fg">Solo en algunas páginas</span>
            <span className="block text-xs text-muted">
              «Solo esta página» muestra el banner en esa dirección exacta (<code>/store</code>). «Y todo lo que cuelga» lo muestra en las
              páginas de debajo (<code>/store/*</code>: <code>/store/offers</code>, <code>/store/products/…</code>), pero no en la propia
              <code> /store</code>: añade las dos si lo quieres en ambas.
            </span>
          </span>
        </label>
      </fieldset>

      {!allPages && (
        <div className="flex flex-col gap-3">
          <ul aria-label="Páginas donde se muestra" className="flex flex-col gap-3">
            {rows.map((row, index) => {
              const error = errors[`rutas.${index}`];
              const errorId = `${groupName}-rule-${index}-error`;
              return (
                <li key={row.key} className="flex flex-col gap-1.5">
                  <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_15rem_auto]">
                    <input
                      name={`rutas.${index}`}
                      aria-label={`Dirección ${index + 1}`}
                      value={row.path}
                      onChange={(event) => update(index, { path: event.target.value })}
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? errorId : undefined}
                      placeholder="/store"
                      spellCheck={false}
                      autoComplete="off"
                      className={clsx(controlClass('panel', 'input', Boolean(error)), 'font-mono')}
                    />
                    <select
                      aria-label={`Alcance de la dirección ${index + 1}`}
                      value={row.kind}
                      onChange={(event) => update(index, { kind: event.target.value === 'prefix' ? 'prefix' : 'exact' })}
                      className={clsx(controlClass('panel', 'select', false), 'col-span-1 row-start-2 sm:row-start-auto')}
                    >
                      <option value="exact">Solo esta página</option>
                      <option value="prefix">Y todo lo que cuelga (/*)</option>
                    </select>
                    <button
                      type="button"
                      onClick={() => remove(index)}
                      className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-danger/10 hover:text-danger"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span className="sr-only">Quitar la dirección {index + 1}</span>
                    </button>
                  </div>
                  {error && <FieldError id={errorId}>{error}</FieldError>}
                </li>
              );
            })}
          </ul>
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" onClick={() => add()} className="btn-secondary">
              <Plus aria-hidden="true" className="size-4" />
              Añadir dirección
            </button>
            <span className="text-xs text-muted">Atajos:</span>
            {QUICK_RULES.map((quick) => (
              <button
                key={`${quick.kind}${quick.path}`}
                type="button"
                onClick={() => add(quick.kind, quick.path)}
                className="rounded-full border border-line px-3 py-1 text-xs font-medium text-fg hover:border-primary hover:text-primary"
              >
                {quick.label} <span className="font-mono text-muted">{quick.kind === 'prefix' ? `${quick.path}/*` : quick.path}</span>
              </button>
            ))}
          </div>
        </div>
      )}
      {listError && (
        <div id={listErrorId}>
          <FieldError>{listError}</FieldError>
        </div>
      )}
    </div>
  );
}

/** Uploading a large picture takes longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The banner's picture: uploaded at once through the image pipeline; the form keeps its path. */
export function BannerImageField({
  imageUrl,
  alt,
  error,
  onUploaded,
  onRemove,
}: {
  imageUrl: string | null;
  alt: string;
  error?: string;
  onUploaded: (image: { imagen_url: string; imagen_completa_url: string }) => void;
  onRemove: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const id = useId();
  const shownError = uploadError ?? error;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setIsUploading(true);
    setUploadError(null);
    const form = new FormData();
    form.append('image', file);
    try {
      const reply = await api('POST /admin/ad-banners/images', { form }, { timeoutMs: UPLOAD_TIMEOUT_MS });
      onUploaded(reply.data);
    } catch (failure) {
      setUploadError(Object.values(fieldErrorsOf(failure))[0] ?? apiErrorMessage(failure, 'No se pudo subir la imagen. Inténtalo de nuevo.'));
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-label`} className="text-sm font-medium text-fg">
        Imagen
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-48 items-center justify-center overflow-hidden rounded-lg border border-dashed border-line bg-surface-muted">
          {imageUrl ? (
            <img src={imageUrl} alt={alt ? `Vista de la imagen: ${alt}` : 'Vista de la imagen subida'} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-xs text-muted">Sin imagen</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            name="imagen_url"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-invalid={Boolean(shownError)}
            aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
            tabIndex={-1}
            onChange={(event) => void upload(event)}
          />
          <button type="button" className="btn-secondary" onClick={() => inputRef.current?.click()} disabled={isUploading}>
            {isUploading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <ImageUp aria-hidden="true" className="size-4" />}
            {isUploading ? 'Subiendo…' : imageUrl ? 'Cambiar imagen' : 'Subir imagen'}
          </button>
          {imageUrl && (
            <button type="button" className="btn-secondary" onClick={onRemove}>
              <Trash2 aria-hidden="true" className="size-4" />
              Quitar imagen
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        JPG, PNG, WebP, AVIF o GIF. Se guarda en WebP; en la franja se muestra a 32 px de alto.
      </p>
      {shownError && <FieldError id={`${id}-error`}>{shownError}</FieldError>}
    </div>
  );
}
