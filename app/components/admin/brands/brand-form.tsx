import clsx from 'clsx';
import { ArrowLeft, LoaderCircle, Plus, Save, X } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { HEX_COLOR_MESSAGE, MAX_PALETTE_COLORS, type AdminBrand } from '@common/brands/contracts';
import { CheckboxField } from '~/components/forms/checkbox-field';
import type { FieldErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextField } from '~/components/forms/text-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { api } from '~/lib/api/browser-client';
import { HEX_COLOR_PATTERN } from '@common/colors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { LogoUploadCard } from '../logo-upload-card';
import { readableOn } from './brand-swatches';
import { refreshStoreBrands } from './refresh-store-brands';


export interface BrandFormValues {
  name: string;
  slug: string;
  tagline: string;
  card_tagline: string;
  description: string;
  story: string;
  primary_color: string;
  accent_color: string;
  palette: { name: string; hex: string }[];
  is_active: boolean;
  sort_order: string;
}

export function brandFormValues(brand: AdminBrand | null): BrandFormValues {
  return {
    name: brand?.name ?? '',
    slug: brand?.slug ?? '',
    tagline: brand?.tagline ?? '',
    card_tagline: brand?.card_tagline ?? '',
    description: brand?.description ?? '',
    story: brand?.story ?? '',
    primary_color: brand?.primary_color ?? '',
    accent_color: brand?.accent_color ?? '',
    palette: brand?.palette.map((c) => ({ ...c })) ?? [],
    is_active: brand?.is_active ?? true,
    sort_order: brand ? String(brand.sort_order) : '',
  };
}

/** What the form sends: empty texts clear a field; an empty order is left to the server. */
export function brandBody(values: BrandFormValues) {
  const order = values.sort_order.trim();
  return {
    name: values.name,
    slug: values.slug.trim(),
    tagline: values.tagline,
    card_tagline: values.card_tagline,
    description: values.description,
    story: values.story,
    primary_color: values.primary_color.trim(),
    accent_color: values.accent_color.trim(),
    palette: values.palette.map((c) => ({ name: c.name, hex: c.hex.trim() })),
    is_active: values.is_active,
    ...(order === '' ? {} : { sort_order: Number(order) }),
  };
}

/** The checks the form can make before sending: colours are #RRGGBB. */
function checkColours(values: BrandFormValues): FieldErrors {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'El nombre es obligatorio.';
  for (const field of ['primary_color', 'accent_color'] as const) {
    if (values[field].trim() && !HEX_COLOR_PATTERN.test(values[field].trim())) errors[field] = HEX_COLOR_MESSAGE;
  }
  values.palette.forEach((colour, i) => {
    if (!HEX_COLOR_PATTERN.test(colour.hex.trim())) errors[`palette.${i}.hex`] = HEX_COLOR_MESSAGE;
    if (!colour.name.trim()) errors[`palette.${i}.name`] = 'El nombre del color es obligatorio.';
  });
  if (values.sort_order.trim() && !/^\d{1,5}$/.test(values.sort_order.trim())) errors.sort_order = 'El orden debe ser un número entero.';
  return errors;
}

/** A colour picker and its hex text, both editing one value. */
function ColourField({
  label,
  name,
  value,
  error,
  onChange,
  optional = true,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (hex: string) => void;
  optional?: boolean;
}) {
  const valid = HEX_COLOR_PATTERN.test(value.trim());
  return (
    <div className="flex items-end gap-2">
      <input
        type="color"
        aria-label={`${label}: selector de color`}
        value={valid ? value.trim().toLowerCase() : '#000000'}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        className="mb-0.5 h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-surface p-1"
      />
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        placeholder="#RRGGBB"
        maxLength={7}
        spellCheck={false}
        autoCapitalize="characters"
        optionalText={optional ? undefined : null}
        className="flex-1"
      />
    </div>
  );
}

/** The brand's named colours: add, edit (picker and hex), move and remove. */
function PaletteEditor({
  palette,
  errorAt,
  onChange,
}: {
  palette: BrandFormValues['palette'];
  errorAt: (path: string) => string | undefined;
  onChange: (palette: BrandFormValues['palette']) => void;
}) {
  const set = (i: number, patch: Partial<{ name: string; hex: string }>) => onChange(palette.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-fg">Paleta</legend>
      <p className="text-xs text-muted">Los colores con nombre que la página de la marca muestra. Hasta {MAX_PALETTE_COLORS}.</p>
      {palette.length === 0 && <p className="text-sm text-muted">Sin colores todavía.</p>}
      <ol className="flex flex-col gap-3">
        {palette.map((colour, i) => (
          <li key={i} className="grid gap-2 rounded-xl border border-line p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <TextField
              label={`Nombre del color ${i + 1}`}
              name={`palette.${i}.name`}
              value={colour.name}
              onChange={(event) => set(i, { name: event.target.value })}
              error={errorAt(`palette.${i}.name`)}
              maxLength={40}
              optionalText={null}
            />
            <ColourField
              label={`Hex del color ${i + 1}`}
              name={`palette.${i}.hex`}
              value={colour.hex}
              error={errorAt(`palette.${i}.hex`)}
              onChange={(hex) => set(i, { hex })}
              optional={false}
            />
            <button
              type="button"
              onClick={() => onChange(palette.filter((_, j) => j !== i))}
              className="mb-0.5 inline-flex size-11 items-center justify-center rounded-lg border border-line text-muted hover:bg-surface-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Quitar el color {colour.name || i + 1}</span>
            </button>
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          className="btn-secondary"
          disabled={palette.length >= MAX_PALETTE_COLORS}
          onClick={() => onChange([...palette, { name: '', hex: '#' }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Añadir color
        </button>
      </div>
    </fieldset>
  );
}

/** How the header's brand card will look with these values. */
function CardPreview({ values }: { values: BrandFormValues }) {
  const bg = HEX_COLOR_PATTERN.test(values.primary_color.trim()) ? values.primary_color.trim() : '#1C355E';
  const stripes = values.palette.filter((c) => HEX_COLOR_PATTERN.test(c.hex.trim()));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold text-fg">Vista previa de la tarjeta de la cabecera</figcaption>
      <div className={clsx('flex flex-col gap-1 rounded-xl p-5', readableOn(bg))} style={{ backgroundColor: bg }}>
        <span className="font-display text-2xl font-semibold">{values.name || 'Nombre de la marca'}</span>
        <span className="font-display italic">{values.card_tagline || 'lema de la tarjeta'}</span>
        <span className="text-sm">{values.tagline || 'Lema en español'}</span>
        {stripes.length > 0 && (
          <span aria-hidden="true" className="mt-3 flex h-1.5 overflow-hidden rounded-full">
            {stripes.map((c, i) => (
              <span key={i} className="flex-1" style={{ backgroundColor: c.hex }} />
            ))}
          </span>
        )}
      </div>
    </figure>
  );
}

/** The brand form (new or edit): data, colours and palette; the logo once the brand exists. */
export function BrandForm({ brand }: { brand: AdminBrand | null }) {
  const navigate = useNavigate();
  const isEdit = brand !== null;
  const form = useFieldForm<BrandFormValues, AdminBrand>({
    initial: () => brandFormValues(brand),
    validate: checkColours,
    send: async (values) => {
      const body = brandBody(values);
      return isEdit
        ? (await api('PUT /admin/brands/{id}', { params: { id: String(brand.id) }, body })).data
        : (await api('POST /admin/brands', { body })).data;
    },
    onSaved: async (saved) => {
      refreshStoreBrands();
      if (isEdit) {
        toast({ type: 'success', message: `${saved.name}: cambios guardados.` });
        return brandFormValues(saved);
      }
      toast({ type: 'success', message: `Marca ${saved.name} creada. Ya puedes subir su logo.` });
      await navigate(`/admin/brands/${saved.id}`);
    },
    failureMessage: 'No se pudo guardar la marca. Revisa los datos e inténtalo de nuevo.',
  });
  const { values, field, checkbox, errorAt, setValue } = form;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Marcas"
        title={isEdit ? `Editar ${brand.name}` : 'Nueva marca'}
        description="Lo que guardes aquí es lo que ven los clientes en la página de la marca y en su tarjeta de la cabecera."
        actions={
          <Link to="/admin/brands" className="btn-secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver a marcas
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form ref={form.formRef} onSubmit={(event) => void form.submit(event)} noValidate aria-label={isEdit ? `Editar ${brand.name}` : 'Nueva marca'} className="card flex flex-col gap-5 p-5 sm:p-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Nombre" required maxLength={80} {...field('name')} />
            <TextField label="Slug" maxLength={80} hint="Minúsculas, números y guiones. Vacío: se genera a partir del nombre." spellCheck={false} {...field('slug')} />
            <TextField label="Lema" maxLength={160} hint="En español, como «Moda de calle sostenible»." {...field('tagline')} />
            <TextField label="Lema de la tarjeta de la cabecera" maxLength={160} hint="En inglés, como «contemporary elegance»." {...field('card_tagline')} />
          </div>
          <TextAreaField label="Descripción" rows={3} maxLength={2000} {...field('description')} />
          <TextAreaField label="Historia" rows={8} maxLength={20000} hint="Separa los párrafos con una línea en blanco." {...field('story')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField label="Color principal" name="primary_color" value={values.primary_color} error={errorAt('primary_color')} onChange={(hex) => setValue('primary_color', hex)} />
            <ColourField label="Color de acento" name="accent_color" value={values.accent_color} error={errorAt('accent_color')} onChange={(hex) => setValue('accent_color', hex)} />
          </div>
          <PaletteEditor palette={values.palette} errorAt={errorAt} onChange={(palette) => setValue('palette', palette)} />
          <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
            <TextField label="Orden" inputMode="numeric" maxLength={5} hint="Las marcas se muestran de menor a mayor." {...field('sort_order')} />
            <CheckboxField label="Activa en la tienda" hint="Desactivada, no se ve en la tienda." {...checkbox('is_active')} />
          </div>
          <FormError message={form.formError} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={form.isSaving}>
              {form.isSaving ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" /> : <Save aria-hidden="true" className="size-4" />}
              {isEdit ? 'Guardar cambios' : 'Crear marca'}
            </button>
          </div>
        </form>
        <aside className="flex flex-col gap-6">
          {isEdit ? <LogoCard brand={brand} /> : <p className="card p-5 text-sm text-muted">Podrás subir el logo en cuanto crees la marca.</p>}
          <div className="card p-5">
            <CardPreview values={values} />
          </div>
        </aside>
      </div>
    </div>
  );
}

/** The stored logo, or the chosen file while it uploads; upload, replace, remove. */
export function LogoCard({ brand }: { brand: AdminBrand }) {
  const id = String(brand.id);
  return (
    <LogoUploadCard
      titleId="brand-logo-title"
      name={brand.name}
      logoUrl={brand.logo_url}
      frameClassName="aspect-[2/1]"
      minSize="64 px"
      removeMessage="La marca se mostrará con su nombre hasta que subas otro."
      upload={async (form) => (await api('POST /admin/brands/{id}/logo', { params: { id }, form })).data}
      remove={() => api('DELETE /admin/brands/{id}/logo', { params: { id } })}
    />
  );
}
