import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ArrowLeft, ExternalLink, LoaderCircle } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { AdminCategory, AdminProduct, Brand } from '@common/catalog/contracts';
import { CONDITION_LABELS, PRODUCT_CONDITIONS, discountPercent, stockState } from '@common/catalog/rules';
import { PRODUCT_STATUSES } from '@common/catalog/publishing';
import { parseTags } from '@common/catalog/input-rules';
import { formatPrice } from '@common/money';
import { fieldErrorsOf, formFailure } from '~/components/forms/field-errors';
import { SelectField } from '~/components/forms/select-field';
import { TextField } from '~/components/forms/text-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { StockBadge } from '~/components/product/product-badges';
import { SwitchField } from '~/components/ui/switch-field';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { SettingsSection } from '../settings-section';
import { ADMIN_PRODUCTS_PATH } from './admin-products-list';
import { STATUS_LABELS } from './product-badges';
import { checkedProductBody, emptyProductValues, parseNumber, productFailure, productFormValues, validateProduct, type ProductFormValues } from './product-form-values';
import { ProductImagesField, type PendingImage } from './product-images-field';
import { PassportEditor } from './passport-editor';
import { SizeGuideEditor } from './size-guide-editor';
import { VariantsEditor, withRecordedStock } from './variants-editor';

const SAVE_FAILED = 'No se pudo guardar el producto. Comprueba la conexión e inténtalo de nuevo.';

/** Uploading a batch of full-size photos takes longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The form's values without the rows' React keys, which are new on every read of a product. */
const comparable = (values: ProductFormValues) => JSON.stringify(values, (name, value: unknown) => (name === 'key' ? undefined : value));

/** Uploads the chosen photos as images[]; says why not when they could not be (the product is saved either way). */
async function uploadPhotos(productId: number, pending: readonly PendingImage[]): Promise<string | null> {
  const form = new FormData();
  for (const item of pending) form.append('images[]', item.file);
  try {
    await api('POST /admin/products/{id}/images', { params: { id: productId }, form }, { timeoutMs: UPLOAD_TIMEOUT_MS });
    return null;
  } catch (error) {
    return Object.values(fieldErrorsOf(error))[0] ?? apiErrorMessage(error, 'No se pudieron subir las imágenes.');
  }
}

interface Saved {
  product: AdminProduct;
  imageError: string | null;
}

export interface ProductFormProps {
  product?: AdminProduct;
  brands: readonly Pick<Brand, 'id' | 'name'>[];
  categories: readonly AdminCategory[];
  /** A read-only panel after the photos (the size insights of issue 25). */
  sizePanel?: ReactNode;
}

/** Create (POST) or edit (PUT) a product, every field of the contract; new photos go up after the save. */
export function ProductForm({ product, brands, categories, sizePanel }: ProductFormProps) {
  const navigate = useNavigate();
  const isEdit = product !== undefined;
  const [pending, setPending] = useState<PendingImage[]>([]);

  const { values, setValues, errors, clearError, field, checkbox, formError, isSaving, formRef, submit } = useFieldForm<ProductFormValues, Saved>({
    initial: () => (product ? productFormValues(product) : emptyProductValues()),
    validate: validateProduct,
    send: async (current) => {
      const body = checkedProductBody(current);
      const reply = product ? await api('PUT /admin/products/{id}', { params: { id: product.id }, body }) : await api('POST /admin/products', { body });
      return { product: reply.data, imageError: pending.length ? await uploadPhotos(reply.data.id, pending) : null };
    },
    onSaved: ({ product: saved, imageError }) => {
      if (imageError) {
        // The product exists now: stay on its page so the photos can be tried again.
        toast({ type: 'warning', message: `«${saved.name}» se guardó, pero las imágenes no: ${imageError}`, duration: 0 });
        setPending([]);
        void navigate(`${ADMIN_PRODUCTS_PATH}/${saved.id}`, { replace: !isEdit });
        return productFormValues(saved);
      }
      toast({ type: 'success', message: isEdit ? `Cambios de «${saved.name}» guardados.` : `Producto «${saved.name}» creado.` });
      void navigate(ADMIN_PRODUCTS_PATH);
    },
    // Every control and group is named after its API path; a message for any other path is said under the form.
    describeFailure: (error) => productFailure(formFailure(error, SAVE_FAILED)),
  });
  const savedValues = useMemo(() => comparable(product ? productFormValues(product) : emptyProductValues()), [product]);
  const isDirty = pending.length > 0 || comparable(values) !== savedValues;

  // A closed tab or a reload would lose the edits without a word.
  useEffect(() => {
    if (!isDirty || isSaving) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, isSaving]);

  const price = parseNumber(values.price);
  const salePrice = parseNumber(values.sale_price);
  const discount = price !== undefined && salePrice !== undefined ? discountPercent(price, salePrice) : 0;
  const variantStock = values.variants.reduce((sum, v) => sum + (parseNumber(v.stock) || 0), 0);
  const totalStock = values.variants.length ? variantStock : parseNumber(values.stock_quantity) || 0;
  const minStock = parseNumber(values.min_stock_level);
  const tags = parseTags(values.tags);
  const errorCount = Object.keys(errors).length;

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        eyebrow={isEdit ? `Producto · ${product.sku}` : 'Catálogo'}
        title={isEdit ? product.name : 'Nuevo producto'}
        description={isEdit ? 'Los cambios se ven en la tienda en cuanto guardas.' : 'Rellena lo básico y el precio; lo demás puede esperar. Guardado como borrador no se ve en la tienda.'}
        actions={
          <>
            <Link to={ADMIN_PRODUCTS_PATH} className="btn-secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Volver al listado
            </Link>
            {isEdit && product.status === 'active' && product.visibility === 'visible' && (
              <Link to={`/store/products/${product.slug}`} className="btn-secondary">
                <ExternalLink aria-hidden="true" className="size-4" />
                Ver en la tienda
              </Link>
            )}
          </>
        }
      />

      <form ref={formRef} noValidate onSubmit={submit} aria-label={isEdit ? 'Editar producto' : 'Nuevo producto'} className="flex flex-col gap-8">
        <SettingsSection title="Datos básicos" description="Nombre, referencia y dónde aparece en la tienda.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Nombre" required maxLength={160} className="sm:col-span-2" {...field('name')} />
            <TextField label="SKU" required maxLength={64} spellCheck={false} hint="Letras, números, punto, guion y guion bajo." {...field('sku')} />
            <TextField label="Slug" maxLength={180} spellCheck={false} hint={isEdit ? 'Cambiarlo cambia la dirección de la página.' : 'Si lo dejas vacío se crea a partir del nombre.'} {...field('slug')} />
            <SelectField label="Marca" required {...field('brand_id')}>
              <option value="">Elige una marca</option>
              {brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </SelectField>
            <SelectField label="Categoría" required {...field('category_id')}>
              <option value="">Elige una categoría</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.is_active ? category.name : `${category.name} (oculta en la tienda)`}
                </option>
              ))}
            </SelectField>
            <SelectField label="Estado" required {...field('status')}>
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </SelectField>
            <SelectField label="Visibilidad" required {...field('visibility')}>
              <option value="visible">Visible en la tienda</option>
              <option value="hidden">Oculto</option>
            </SelectField>
            <SelectField label="Condición" required {...field('condition')}>
              {PRODUCT_CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {CONDITION_LABELS[condition]}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="mt-6 flex flex-col gap-4 border-t border-line pt-5">
            <SwitchField label="Destacado" description="Sale en la portada y en 'Destacados' de la tienda." {...checkbox('is_featured')} />
            <SwitchField label="Producto digital" description="No se envía: tarjetas regalo, patrones descargables." {...checkbox('is_digital')} />
            <SwitchField
              label="Personalizado o hecho a medida"
              description="Se confecciona para cada clienta: no admite devolución ni desistimiento, y la ficha lo avisa antes de comprar."
              {...checkbox('is_personalised')}
            />
          </div>
        </SettingsSection>

        <SettingsSection title="Precios" description="En euros, IVA incluido. El precio rebajado tiene que ser menor que el precio.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Precio (€)" required inputMode="decimal" placeholder="49,90" {...field('price')} />
            <TextField label="Precio rebajado (€)" inputMode="decimal" hint="Vacío si no está de oferta." {...field('sale_price')} />
          </div>
          {price !== undefined && !Number.isNaN(price) && (
            <p className="mt-4 rounded-lg bg-surface-muted px-4 py-3 text-sm text-muted">
              En la tienda:{' '}
              {discount > 0 && salePrice !== undefined ? (
                <>
                  <span className="font-semibold text-fg">{formatPrice(salePrice)}</span> <span className="line-through">{formatPrice(price)}</span>{' '}
                  <span className="font-semibold text-danger">-{discount} %</span>
                </>
              ) : (
                <span className="font-semibold text-fg">{formatPrice(price)}</span>
              )}
            </p>
          )}
        </SettingsSection>

        <SettingsSection isStacked title="Stock y variantes" description="Una fila por talla y color, cada una con su SKU y su stock. Sin variantes, el producto es de talla única.">
          <div className="flex flex-col gap-6">
            <VariantsEditor
              rows={values.variants}
              productSku={values.sku}
              price={price}
              errors={errors}
              clearError={clearError}
              onChange={(variants) => setValues((current) => ({ ...current, variants }))}
              onStockRecorded={(variantId, stock) => setValues((current) => withRecordedStock(current, variantId, stock))}
            />
            <div className="grid gap-5 border-t border-line pt-5 sm:grid-cols-2">
              {values.variants.length === 0 ? (
                <TextField label="Stock (talla única)" required inputMode="numeric" {...field('stock_quantity')} />
              ) : (
                <div className="flex flex-col gap-1.5">
                  <p className="text-sm font-medium text-fg">Stock total</p>
                  <p className="flex h-11 items-center text-sm text-muted">
                    <span className="font-semibold text-fg tabular-nums">{variantStock} uds.</span>&nbsp;entre todas las variantes
                  </p>
                </div>
              )}
              <TextField label="Stock mínimo" inputMode="numeric" hint="Por debajo se avisa de 'Últimas unidades'." {...field('min_stock_level')} />
            </div>
            <p className="flex items-center gap-2 text-sm text-muted">
              Estado del stock: <StockBadge state={stockState(totalStock, minStock ?? undefined)} />
            </p>
          </div>
        </SettingsSection>

        <SettingsSection title="Descripción" description="El resumen sale en las tarjetas; la descripción, en la página del producto.">
          <div className="flex flex-col gap-5">
            <TextAreaField label="Descripción corta" rows={2} maxLength={400} {...field('short_description')} />
            <TextAreaField label="Descripción" rows={7} {...field('description')} />
            <div>
              <TextField label="Etiquetas" hint="Separadas por comas. Sirven para la búsqueda y las colecciones." {...field('tags')} />
              {tags.length > 0 && (
                <ul aria-label="Etiquetas que se guardarán" className="mt-2 flex flex-wrap gap-1.5">
                  {tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-fg">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </SettingsSection>

        <SettingsSection title="Ficha técnica" description="Medidas del paquete, peso y garantía.">
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField label="Medidas" maxLength={120} placeholder="30 × 20 × 5 cm" {...field('dimensions')} />
            <TextField label="Peso (kg)" inputMode="decimal" placeholder="0,4" {...field('weight')} />
            <TextField label="Garantía" maxLength={60} placeholder="2 años" {...field('warranty_period')} />
          </div>
        </SettingsSection>

        <SettingsSection title="Pasaporte del producto" description="Composición, origen y cuidados que la ficha muestra a quien compra.">
          <div className="flex flex-col gap-5">
            <SwitchField label="Mostrar pasaporte" {...checkbox('has_passport')} />
            {values.has_passport && <PassportEditor values={values} errors={errors} clearError={clearError} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />}
          </div>
        </SettingsSection>

        <SettingsSection title="Guía de tallas" description="Opcional. Medidas en centímetros de cada talla.">
          <div className="flex flex-col gap-5">
            <SwitchField label="Incluir guía de tallas" {...checkbox('has_size_guide')} />
            {values.has_size_guide && <SizeGuideEditor values={values} errors={errors} clearError={clearError} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />}
          </div>
        </SettingsSection>

        <SettingsSection title="Imágenes" description="Fotos del producto. Se convierten a WebP en varios tamaños.">
          <ProductImagesField productId={product?.id} stored={product?.images ?? []} pending={pending} onPendingChange={setPending} error={errors.images} />
        </SettingsSection>

        {sizePanel}

        {/* Clear of the floating accessibility button in the bottom-left corner until the sidebar takes it. */}
        <div className="sticky bottom-3 z-10 ml-16 flex flex-col gap-3 rounded-2xl border border-line bg-surface/95 px-3 py-3 shadow-lg backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:px-5 lg:ml-0">
          {(formError || errorCount > 0) && (
            <div role="alert" className="text-sm font-medium text-danger">
              {formError ?? `Revisa ${errorCount === 1 ? 'el campo marcado' : `los ${errorCount} campos marcados`}.`}
            </div>
          )}
          {!formError && errorCount === 0 && <p className="hidden text-sm text-muted sm:block">{isEdit ? (isDirty ? 'Hay cambios sin guardar.' : 'Sin cambios pendientes.') : 'Se guarda al pulsar «Crear producto».'}</p>}
          <div className="flex justify-end gap-2 sm:ml-auto">
            <Link to={ADMIN_PRODUCTS_PATH} className="btn-secondary">
              Cancelar
            </Link>
            <button type="submit" className="btn-primary" disabled={isSaving}>
              {isSaving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
              {isSaving ? 'Guardando…' : isEdit ? 'Guardar cambios' : 'Crear producto'}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
