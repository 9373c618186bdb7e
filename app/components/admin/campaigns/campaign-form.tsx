import { ArrowLeft, ExternalLink, OctagonX, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { AdminCampaignBody, CAMPAIGN_NAME_MAX, CAMPAIGN_TEXT_MAX, type AdminCampaign } from '@common/campaigns/contracts';
import { CAMPAIGN_PERCENT_MAX, CAMPAIGN_PERCENT_MIN, isPriceOffer, OFFER_KIND_LABELS, OFFER_KINDS, type OfferKind } from '@common/campaigns/rules';
import type { AdminCategory, Brand } from '@common/catalog/contracts';
import { CheckboxField } from '~/components/forms/checkbox-field';
import { formFailure, schemaErrors } from '~/components/forms/field-errors';
import { FieldError } from '~/components/forms/field-frame';
import { TextAreaField } from '~/components/forms/textarea-field';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { LoadErrorCard } from '../kit/load-error-card';
import { FormSaveBar } from '../form-save-bar';
import { SettingsSection } from '../settings-section';
import { hasPublicPage } from './admin-campaigns-list';
import { CampaignStateBadge } from './campaign-badges';
import {
  ADMIN_CAMPAIGNS_PATH,
  campaignBody,
  campaignChanges,
  campaignFormValues,
  campaignPublicPath,
  emptyCampaignValues,
  errorUnder,
  suggestedSlug,
  type CampaignFormValues,
} from './campaign-form-values';
import { CampaignPreviewPanel, useCampaignPreview } from './campaign-preview';
import { CampaignProductPicker } from './campaign-product-picker';

const SAVE_FAILED = 'No se pudo guardar la campaña. Comprueba la conexión e inténtalo de nuevo.';

const KIND_HINTS: Record<OfferKind, string> = {
  percent: 'Un descuento sobre el precio de lista, de 1 a 90 %.',
  fixed_price: 'Todos los productos cubiertos a un mismo precio.',
  second_unit_half: 'En el carrito: la segunda unidad de cada par, a mitad de precio.',
  three_for_two: 'En el carrito: de cada tres unidades, la más barata gratis.',
  free_shipping: 'Envío gratis cuando los productos de la campaña suman un importe.',
};

/** The categories as a tree, each with its depth (a category covers its subcategories too). */
function categoryRows(categories: readonly AdminCategory[]): { category: AdminCategory; depth: number }[] {
  const rows: { category: AdminCategory; depth: number }[] = [];
  const ids = new Set(categories.map((category) => category.id));
  const visit = (parentId: number | null, depth: number) => {
    for (const category of categories) {
      const parent = category.parent_id !== null && ids.has(category.parent_id) ? category.parent_id : null;
      if (parent === parentId) {
        rows.push({ category, depth });
        if (depth < 6) visit(category.id, depth + 1);
      }
    }
  };
  visit(null, 0);
  return rows;
}

export interface CampaignFormProps {
  campaign?: AdminCampaign;
  categories: readonly AdminCategory[];
  brands: readonly Brand[];
  /** Names of the products the stored campaign picked (its chips show them). */
  productNames?: ReadonlyMap<number, string>;
  /** Staff without products.manage read the campaign without changing it. */
  canManage?: boolean;
}

/** Create (POST) or edit (PATCH) a campaign: what it is called, when it runs (Madrid time), what it covers and what it offers. */
export function CampaignForm({ campaign, categories, brands, productNames, canManage = true }: CampaignFormProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { show } = useAlertDialog();
  const [isChanging, setIsChanging] = useState(false);
  const isEdit = campaign !== undefined;
  const isClosed = campaign?.state === 'terminada' || campaign?.state === 'cancelada';
  const isReadOnly = isClosed || !canManage;
  const scopeId = useId();

  const { values, setValue, setValues, errors, clearError, field, formError, isSaving, formRef, submit } = useFieldForm<CampaignFormValues, AdminCampaign>({
    initial: () => (campaign ? campaignFormValues(campaign, productNames) : emptyCampaignValues()),
    // The contract's own messages first; the rules across fields (dates, a scope that covers something, a taken slug) are the server's 422s.
    validate: (current) => schemaErrors(AdminCampaignBody, campaignBody(current)),
    send: async (current) => {
      const reply = campaign
        ? await api('PATCH /admin/campaigns/{id}', { params: { id: campaign.id }, body: campaignChanges(current, campaign) })
        : await api('POST /admin/campaigns', { body: campaignBody(current) });
      return reply.data;
    },
    onSaved: (saved) => {
      toast({ type: 'success', message: isEdit ? `Cambios de «${saved.name}» guardados.` : `Campaña «${saved.name}» programada.` });
      void navigate(ADMIN_CAMPAIGNS_PATH);
    },
    describeFailure: (error) => formFailure(error, SAVE_FAILED),
  });

  const body = campaignBody(values);
  const preview = useCampaignPreview(body, !isReadOnly, campaign?.id);
  const errorCount = Object.keys(errors).length;
  const error = (path: string) => errorUnder(errors, path);

  function changeScope(patch: Partial<CampaignFormValues>, path: string) {
    setValues((current) => ({ ...current, ...patch }));
    clearError(path);
    clearError('scope');
  }

  function toggle(list: readonly number[], id: number, isOn: boolean): number[] {
    return isOn ? [...list, id] : list.filter((other) => other !== id);
  }

  async function stop() {
    if (!campaign) return;
    const answer = await show({
      type: 'warning',
      title: `¿Parar la campaña «${campaign.name}»?`,
      message:
        campaign.state === 'activa'
          ? 'Deja de aplicarse ya: sus productos vuelven al precio que tenían antes (o al de otra campaña en curso). No se puede volver a activar.'
          : 'No llegará a empezar y quedará en el historial como cancelada.',
      confirmText: 'Parar campaña',
      cancelText: 'Seguir con ella',
    });
    if (answer !== 'confirm') return;
    setIsChanging(true);
    try {
      await api('POST /admin/campaigns/{id}/cancel', { params: { id: campaign.id } });
      toast({ type: 'success', message: `«${campaign.name}» parada.` });
      await revalidator.revalidate();
    } catch (failure) {
      toast({ type: 'error', message: apiErrorMessage(failure, 'No se pudo parar la campaña. Inténtalo de nuevo.') });
    } finally {
      setIsChanging(false);
    }
  }

  async function remove() {
    if (!campaign) return;
    const answer = await show({
      type: 'warning',
      title: `¿Borrar la campaña «${campaign.name}»?`,
      message: 'Aún no ha empezado: desaparece del listado y no queda rastro de ella.',
      confirmText: 'Borrar',
      cancelText: 'Cancelar',
    });
    if (answer !== 'confirm') return;
    setIsChanging(true);
    try {
      await api('DELETE /admin/campaigns/{id}', { params: { id: campaign.id } });
      toast({ type: 'success', message: `«${campaign.name}» borrada.` });
      void navigate(ADMIN_CAMPAIGNS_PATH);
    } catch (failure) {
      toast({ type: 'error', message: apiErrorMessage(failure, 'No se pudo borrar la campaña. Inténtalo de nuevo.') });
      setIsChanging(false);
    }
  }

  const canStop = canManage && (campaign?.state === 'activa' || campaign?.state === 'programada');
  const canDelete = canManage && campaign?.state === 'programada';
  const scopeError = errors.scope ?? errors['scope.whole_store'];
  const categoriesError = error('scope.category_ids');
  const brandsError = error('scope.brand_ids');
  const publicPath = campaign ? campaign.public_path : campaignPublicPath(values.slug || '…');

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        eyebrow={isEdit ? 'Campaña' : 'Productos'}
        title={isEdit ? campaign.name : 'Nueva campaña'}
        description={
          isEdit ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <CampaignStateBadge state={campaign.state} /> {campaign.offer_text} ·{' '}
              {campaign.products_held === 1 ? '1 producto con su precio' : `${campaign.products_held} productos con su precio`}
            </span>
          ) : (
            'Unas rebajas o una promoción que empiezan y terminan solas, a la hora de Madrid.'
          )
        }
        actions={
          <>
            <Link to={ADMIN_CAMPAIGNS_PATH} className="btn-secondary">
              <ArrowLeft aria-hidden="true" className="size-4" />
              Volver al listado
            </Link>
            {canStop ? (
              <button type="button" className="btn-secondary text-danger" onClick={() => void stop()} disabled={isChanging}>
                <OctagonX aria-hidden="true" className="size-4" />
                Parar campaña
              </button>
            ) : null}
            {canDelete ? (
              <button type="button" className="btn-secondary text-danger" onClick={() => void remove()} disabled={isChanging}>
                <Trash2 aria-hidden="true" className="size-4" />
                Borrar
              </button>
            ) : null}
          </>
        }
      />

      {isEdit ? (
        <div className="card flex flex-col gap-1 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted">
            Página pública:{' '}
            {hasPublicPage(campaign) ? (
              <a href={campaign.public_path} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-mono text-primary hover:underline">
                {campaign.public_path}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(se abre en otra pestaña)</span>
              </a>
            ) : (
              <span className="font-mono text-fg">{campaign.public_path}</span>
            )}
          </p>
          {campaign.state === 'programada' ? <p className="text-muted">Se podrá ver cuando empiece.</p> : null}
        </div>
      ) : null}

      {isClosed ? (
        <p role="status" className="card border-warning/30 bg-warning/10 p-4 text-sm text-fg">
          {campaign?.state === 'cancelada' ? 'Esta campaña se paró' : 'Esta campaña ya terminó'}: queda en el historial y ya no se puede editar.
        </p>
      ) : null}

      <form ref={formRef} noValidate onSubmit={submit} aria-label={isEdit ? 'Editar campaña' : 'Nueva campaña'} className="flex flex-col gap-8">
        <fieldset disabled={isReadOnly} className="flex min-w-0 flex-col gap-8">
          <SettingsSection title="Campaña" description="Su nombre en el back-office y en su página, la dirección de esa página y el texto que la presenta.">
            <div className="flex flex-col gap-5">
              <TextField
                label="Nombre"
                required
                maxLength={CAMPAIGN_NAME_MAX}
                placeholder="Rebajas de enero"
                {...field('name')}
                onChange={(event) => {
                  const name = event.target.value;
                  setValues((current) => ({ ...current, name, slug: current.isSlugEdited ? current.slug : suggestedSlug(name) }));
                  clearError('name');
                  clearError('slug');
                }}
              />
              <TextField
                label="Dirección"
                required
                maxLength={140}
                spellCheck={false}
                placeholder="rebajas-enero"
                hint={`La página pública será ${publicPath}. Minúsculas sin tilde, números y guiones.`}
                {...field('slug')}
                onChange={(event) => {
                  const slug = event.target.value.toLowerCase();
                  setValues((current) => ({ ...current, slug, isSlugEdited: slug !== '' }));
                  clearError('slug');
                }}
              />
              <TextAreaField
                label="Texto público"
                maxLength={CAMPAIGN_TEXT_MAX}
                rows={3}
                placeholder="Hasta un 30 % en camisas y vestidos de lino, mientras haya tallas."
                hint="Sale bajo el nombre en la página de la campaña."
                {...field('public_text')}
              />
            </div>
          </SettingsSection>

          <SettingsSection title="Fechas" description="En hora de Madrid (peninsular), sea cual sea la zona de este ordenador. Los precios cambian solos al empezar y vuelven al terminar.">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Empieza (hora de Madrid)" required type="datetime-local" {...field('starts_at')} />
              <TextField label="Termina (hora de Madrid)" required type="datetime-local" {...field('ends_at')} />
            </div>
          </SettingsSection>

          <SettingsSection title="Alcance" description="Qué productos cubre: toda la tienda, o las categorías (con sus subcategorías), marcas y productos que elijas.">
            <fieldset name="scope" className="flex min-w-0 flex-col gap-5">
              <legend className="sr-only">Alcance</legend>
              <CheckboxField
                name="scope.whole_store"
                label="Toda la tienda"
                hint="Cubre todos los productos a la venta."
                error={scopeError}
                checked={values.whole_store}
                onCheckedChange={(checked) => changeScope({ whole_store: checked }, 'scope.whole_store')}
              />
              {values.whole_store ? null : (
                <>
                  <fieldset name="scope.category_ids" className="flex min-w-0 flex-col gap-2" aria-describedby={categoriesError ? `${scopeId}-categories-error` : undefined}>
                    <legend className="mb-1 text-sm font-medium text-fg">Categorías</legend>
                    {categories.length === 0 ? (
                      <p className="text-sm text-muted">La tienda no tiene categorías.</p>
                    ) : (
                      <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border border-line p-3 sm:grid-cols-2">
                        {categoryRows(categories).map(({ category, depth }) => (
                          <li key={category.id} style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
                            <label className="flex cursor-pointer items-center gap-2 py-1 text-sm text-fg">
                              <input
                                type="checkbox"
                                className="size-4 accent-primary"
                                checked={values.category_ids.includes(category.id)}
                                aria-invalid={categoriesError ? true : undefined}
                                onChange={(event) => changeScope({ category_ids: toggle(values.category_ids, category.id, event.target.checked) }, 'scope.category_ids')}
                              />
                              {category.is_active ? category.name : `${category.name} (oculta)`}
                            </label>
                          </li>
                        ))}
                      </ul>
                    )}
                    {categoriesError ? <FieldError id={`${scopeId}-categories-error`}>{categoriesError}</FieldError> : null}
                  </fieldset>

                  <fieldset name="scope.brand_ids" className="flex min-w-0 flex-col gap-2" aria-describedby={brandsError ? `${scopeId}-brands-error` : undefined}>
                    <legend className="mb-1 text-sm font-medium text-fg">Marcas</legend>
                    <div className="flex flex-wrap gap-2">
                      {brands.map((brand) => (
                        <label key={brand.id} className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm text-fg has-checked:border-primary has-checked:bg-primary/5">
                          <input
                            type="checkbox"
                            className="size-4 accent-primary"
                            checked={values.brand_ids.includes(brand.id)}
                            aria-invalid={brandsError ? true : undefined}
                            onChange={(event) => changeScope({ brand_ids: toggle(values.brand_ids, brand.id, event.target.checked) }, 'scope.brand_ids')}
                          />
                          {brand.name}
                        </label>
                      ))}
                    </div>
                    {brandsError ? <FieldError id={`${scopeId}-brands-error`}>{brandsError}</FieldError> : null}
                  </fieldset>

                  <CampaignProductPicker
                    picked={values.products}
                    error={error('scope.product_ids')}
                    isDisabled={isReadOnly}
                    onChange={(products) => changeScope({ products }, 'scope.product_ids')}
                  />
                </>
              )}
              <TextField
                label="Tallas excluidas"
                name="scope.excluded_sizes"
                spellCheck={false}
                placeholder="XS, XXL"
                hint="Separadas por comas. Sus unidades no entran en la campaña."
                value={values.excluded_sizes}
                error={error('scope.excluded_sizes')}
                onChange={(event) => {
                  setValue('excluded_sizes', event.target.value);
                  clearError('scope.excluded_sizes');
                }}
              />
            </fieldset>
          </SettingsSection>

          <SettingsSection title="Oferta" description="Un precio rebajado (porcentaje o precio fijo) o una promoción que se aplica en el carrito.">
            <div className="flex flex-col gap-5">
              <fieldset name="offer_kind" className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium text-fg">Tipo de oferta</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {OFFER_KINDS.map((kind) => (
                    <label key={kind} className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-primary has-checked:bg-primary/5">
                      <input
                        type="radio"
                        name="offer_kind"
                        value={kind}
                        checked={values.offer_kind === kind}
                        onChange={() => setValue('offer_kind', kind)}
                        className="mt-0.5 size-4 accent-primary"
                      />
                      <span>
                        <span className="block text-sm font-semibold text-fg">{OFFER_KIND_LABELS[kind]}</span>
                        <span className="block text-xs text-muted">{KIND_HINTS[kind]}</span>
                      </span>
                    </label>
                  ))}
                </div>
                {errors.offer_kind ? <FieldError>{errors.offer_kind}</FieldError> : null}
              </fieldset>
              <OfferAmount kind={values.offer_kind}>
                {values.offer_kind === 'percent' ? (
                  <TextField
                    label="Porcentaje"
                    required
                    inputMode="numeric"
                    hint={`Un número entero de ${CAMPAIGN_PERCENT_MIN} a ${CAMPAIGN_PERCENT_MAX}.`}
                    {...field('percent')}
                  />
                ) : values.offer_kind === 'fixed_price' ? (
                  <TextField label="Precio fijo (€)" required inputMode="decimal" hint="IVA incluido, por ejemplo 19,95." {...field('fixed_price')} />
                ) : values.offer_kind === 'free_shipping' ? (
                  <TextField label="Importe mínimo (€)" required inputMode="decimal" hint="De los productos de la campaña en el carrito, IVA incluido." {...field('min_order')} />
                ) : null}
              </OfferAmount>
            </div>
          </SettingsSection>
        </fieldset>

        {isReadOnly ? null : <CampaignPreviewPanel state={preview.state} isPriceOffer={isPriceOffer(values.offer_kind)} onCheck={() => void preview.check()} />}

        {isReadOnly ? null : (
          <FormSaveBar formError={formError} errorCount={errorCount} cancelTo={ADMIN_CAMPAIGNS_PATH} isSaving={isSaving} saveLabel={isEdit ? 'Guardar cambios' : 'Crear campaña'} />
        )}
      </form>
    </div>
  );
}

/** The amount the chosen offer needs, or a line saying the promotion needs none. */
function OfferAmount({ kind, children }: { kind: OfferKind; children: ReactNode }) {
  if (kind === 'second_unit_half' || kind === 'three_for_two') {
    return <p className="text-sm text-muted">Esta promoción no necesita importe: se calcula en el carrito con los productos que cubre.</p>;
  }
  return <div className="grid gap-5 sm:grid-cols-2">{children}</div>;
}

function EditorFrame({ isEdit, children }: { isEdit: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader eyebrow="Productos" title={isEdit ? 'Editar campaña' : 'Nueva campaña'} />
      {children}
    </div>
  );
}

/** While the campaign and the catalogue's choices arrive. */
export function CampaignEditorLoading({ isEdit }: { isEdit: boolean }) {
  return (
    <EditorFrame isEdit={isEdit}>
      <div role="status" className="card p-8 text-center text-sm text-muted">
        {isEdit ? 'Cargando la campaña…' : 'Cargando…'}
      </div>
    </EditorFrame>
  );
}

/** The campaign does not exist (any more), or it could not be loaded and Reintentar asks again. */
export function CampaignEditorError({ isEdit }: { isEdit: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <CampaignEditorLoading isEdit={isEdit} />;
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <EditorFrame isEdit={isEdit}>
      {isMissing ? (
        <LoadErrorCard
          title="Esta campaña no existe o se ha borrado."
          detail="Vuelve al listado para elegir otra."
          action={
            <Link to={ADMIN_CAMPAIGNS_PATH} className="btn-primary">
              Volver al listado
            </Link>
          }
        />
      ) : (
        <LoadErrorCard title="No se pudo cargar la campaña." detail="Comprueba la conexión e inténtalo de nuevo." onRetry={() => void revalidator.revalidate()} />
      )}
    </EditorFrame>
  );
}
