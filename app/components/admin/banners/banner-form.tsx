import { useEffect, useMemo, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { AD_BANNER_TYPE_LABELS, AdminAdBannerBody, type AdminAdBanner } from '@common/banners/admin-contracts';
import { AD_BANNER_TYPES } from '@common/banners/contracts';
import { formFailure, schemaErrors } from '~/components/forms/field-errors';
import { TextField } from '~/components/forms/text-field';
import { TextAreaField } from '~/components/forms/textarea-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { SwitchField } from '~/components/ui/switch-field';
import { api } from '~/lib/api/browser-client';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { SettingsSection } from '../settings-section';
import { BannerStateBadge } from './banner-badges';
import { BannerImageField, ColorField, RulesEditor } from './banner-fields';
import {
  ADMIN_BANNERS_PATH,
  bannerBody,
  bannerFormValues,
  contrastRatio,
  emptyBannerValues,
  previewBanner,
  type BannerFormValues,
} from './banner-form-values';
import { BannerPreview } from './banner-preview';
import { FormSaveBar } from '../form-save-bar';

const SAVE_FAILED = 'No se pudo guardar el banner. Comprueba la conexión e inténtalo de nuevo.';
/** Typing pauses this long before the html is sanitised for the preview. */
const PREVIEW_DEBOUNCE_MS = 400;

const TYPE_HINTS: Record<(typeof AD_BANNER_TYPES)[number], string> = {
  texto: 'Titular, texto y enlace «Ver más».',
  imagen: 'Una imagen (logo, sello) junto al texto.',
  html: 'Tu propio HTML: negritas, enlaces, listas.',
};

/**
 * The server's sanitised version of the html being typed, for the preview: shoppers get exactly
 * this, so the preview never runs a sanitiser of its own.
 */
function useSanitisedHtml(html: string, isHtml: boolean, initial: string | null) {
  const [state, setState] = useState<{ source: string; html: string | null }>({ source: initial ?? '', html: initial });
  const [isSanitising, setIsSanitising] = useState(false);
  useEffect(() => {
    if (!isHtml || html === state.source) return;
    if (!html.trim()) {
      setState({ source: html, html: null });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setIsSanitising(true);
      api('POST /admin/ad-banners/preview', { body: { html_content: html } }, { signal: controller.signal })
        .then((reply) => setState({ source: html, html: reply.data.html_content || null }))
        .catch(() => undefined)
        .finally(() => setIsSanitising(false));
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [html, isHtml, state.source]);
  return { html: state.html, isSanitising: isSanitising || (isHtml && html !== state.source) };
}

export interface BannerFormProps {
  banner?: AdminAdBanner;
}

/** Create (POST) or edit (PUT) a banner, every field of spec §3, with the store's own strip as preview. */
export function BannerForm({ banner }: BannerFormProps) {
  const navigate = useNavigate();
  const isEdit = banner !== undefined;
  const [imageUrl, setImageUrl] = useState<string | null>(banner?.imagen_completa_url ?? null);

  const { values, setValues, setValue, errors, clearError, field, checkbox, formError, isSaving, formRef, submit } = useFieldForm<BannerFormValues, AdminAdBanner>({
    initial: () => (banner ? bannerFormValues(banner) : emptyBannerValues()),
    // The contract's own messages first; the rules across fields are the server's 422s.
    validate: (current) => schemaErrors(AdminAdBannerBody, bannerBody(current)),
    send: async (current) => {
      const body = bannerBody(current);
      const reply = banner ? await api('PUT /admin/ad-banners/{id}', { params: { id: banner.id }, body }) : await api('POST /admin/ad-banners', { body });
      return reply.data;
    },
    onSaved: (saved) => {
      toast({ type: 'success', message: isEdit ? `Cambios de «${saved.nombre}» guardados.` : `Banner «${saved.nombre}» creado.` });
      void navigate(ADMIN_BANNERS_PATH);
    },
    describeFailure: (error) => formFailure(error, SAVE_FAILED),
  });

  const isHtml = values.tipo_banner === 'html';
  const sanitised = useSanitisedHtml(values.html_content, isHtml, banner?.tipo_banner === 'html' ? banner.html_content : null);
  const preview = useMemo(
    () => previewBanner(values, { id: banner?.id ?? 0, sanitisedHtml: sanitised.html, imageUrl }),
    [values, banner?.id, sanitised.html, imageUrl],
  );
  const contrast = contrastRatio(values.color_fondo, values.color_texto);
  const errorCount = Object.keys(errors).length;

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        eyebrow={isEdit ? 'Banner' : 'Marketing'}
        title={isEdit ? banner.nombre : 'Nuevo banner'}
        description={
          isEdit ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <BannerStateBadge state={banner.estado} /> {banner.impresiones} impresiones · {banner.clics} clics
            </span>
          ) : (
            'La franja sobre la cabecera de la tienda. La vista previa muestra exactamente lo que verá quien compra.'
          )
        }
        actions={
          <Link to={ADMIN_BANNERS_PATH} className="btn-secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver al listado
          </Link>
        }
      />

      <form ref={formRef} noValidate onSubmit={submit} aria-label={isEdit ? 'Editar banner' : 'Nuevo banner'} className="flex flex-col gap-8">
        <section aria-labelledby="banner-preview-title" className="card flex flex-col gap-3 p-4 sm:p-5">
          <h2 id="banner-preview-title" className="font-display text-lg font-semibold text-fg">
            Vista previa
          </h2>
          <BannerPreview banner={preview} isSanitising={isHtml && sanitised.isSanitising} />
        </section>

        <SettingsSection title="Contenido" description="Qué dice el banner. El nombre solo se ve en el back-office.">
          <div className="flex flex-col gap-5">
            <TextField label="Nombre interno" required maxLength={120} placeholder="Rebajas de invierno 2026" {...field('nombre')} />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-fg">Tipo</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {AD_BANNER_TYPES.map((type) => (
                  <label key={type} className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-primary has-checked:bg-primary/5">
                    <input
                      type="radio"
                      name="tipo_banner"
                      value={type}
                      checked={values.tipo_banner === type}
                      onChange={() => setValue('tipo_banner', type)}
                      className="mt-0.5 size-4 accent-primary"
                    />
                    <span>
                      <span className="block text-sm font-semibold text-fg">{AD_BANNER_TYPE_LABELS[type]}</span>
                      <span className="block text-xs text-muted">{TYPE_HINTS[type]}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            {isHtml ? (
              <TextAreaField
                label="HTML"
                required
                rows={6}
                spellCheck={false}
                className="font-mono"
                hint="Se sanea en el servidor al guardar: se quitan scripts, atributos de eventos (onclick…), enlaces javascript:, iframes, clases y estilos. Admite p, strong, em, a, img (https), listas y br."
                {...field('html_content')}
              />
            ) : (
              <>
                <TextField label="Texto principal" required={values.tipo_banner === 'texto'} maxLength={200} placeholder="Rebajas de invierno: hasta un 30 %" {...field('texto_principal')} />
                <TextField label="Texto secundario" maxLength={400} placeholder="En abrigos y punto, hasta el 6 de enero." {...field('texto_secundario')} />
                <TextField
                  label="Enlace «Ver más»"
                  maxLength={2048}
                  placeholder="/store/offers"
                  hint="Una página de la tienda (/store/offers) o una dirección completa (https://…). Vacío: sin enlace."
                  {...field('url_destino')}
                />
                {values.tipo_banner === 'imagen' && (
                  <>
                    <BannerImageField
                      imageUrl={imageUrl}
                      alt={values.titulo}
                      error={errors.imagen_url}
                      onUploaded={(image) => {
                        setImageUrl(image.imagen_completa_url);
                        setValue('imagen_url', image.imagen_url);
                      }}
                      onRemove={() => {
                        setImageUrl(null);
                        setValue('imagen_url', '');
                      }}
                    />
                    <TextField label="Texto alternativo de la imagen" required maxLength={200} hint="Lo que dice la imagen, para quien no la ve." {...field('titulo')} />
                  </>
                )}
              </>
            )}
          </div>
        </SettingsSection>

        <SettingsSection title="Colores" description="Fondo y texto de la franja. Procura un contraste de al menos 4,5:1 para que se lea bien.">
          <div className="grid gap-5 sm:grid-cols-2">
            <ColorField label="Color de fondo" name="color_fondo" value={values.color_fondo} error={errors.color_fondo} onChange={(value) => setValue('color_fondo', value)} />
            <ColorField label="Color del texto" name="color_texto" value={values.color_texto} error={errors.color_texto} onChange={(value) => setValue('color_texto', value)} />
          </div>
          {contrast !== null && (
            <p className={contrast >= 4.5 ? 'mt-4 text-sm text-muted' : 'mt-4 text-sm font-medium text-warning'}>
              Contraste {contrast.toLocaleString('es-ES')}:1 — {contrast >= 4.5 ? 'se lee bien.' : 'poco contraste: cuesta leerlo.'}
            </p>
          )}
        </SettingsSection>

        <SettingsSection title="Dónde se muestra" description="En qué páginas de la tienda aparece. Si varios banners coinciden en una página, rotan por prioridad.">
          <RulesEditor
            allPages={values.all_pages}
            rows={values.rutas}
            errors={errors}
            clearError={clearError}
            onAllPagesChange={(allPages) => setValue('all_pages', allPages)}
            onRowsChange={(rutas) => setValues((current) => ({ ...current, rutas }))}
          />
        </SettingsSection>

        <SettingsSection title="Cuándo y cómo" description="Fechas en tu hora local. Sin fechas, se muestra mientras esté activo.">
          <div className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Empieza" type="datetime-local" hint="Vacío: desde ya." {...field('fecha_inicio')} />
              <TextField label="Termina" type="datetime-local" hint="Vacío: sin fecha de fin." {...field('fecha_fin')} />
              <TextField label="Prioridad" inputMode="numeric" required hint="Un número entero; el mayor se muestra primero." {...field('prioridad')} />
            </div>
            <div className="flex flex-col gap-4 border-t border-line pt-5">
              <SwitchField label="Activo" description="Apagado, no se muestra aunque esté dentro de sus fechas (pausado)." {...checkbox('activo')} />
              <SwitchField label="Botón de cerrar" description="Quien lo cierra no lo vuelve a ver en ese navegador." {...checkbox('mostrar_boton_cerrar')} />
            </div>
          </div>
        </SettingsSection>

        <FormSaveBar formError={formError} errorCount={errorCount} cancelTo={ADMIN_BANNERS_PATH} isSaving={isSaving} saveLabel={isEdit ? 'Guardar cambios' : 'Crear banner'} />
      </form>
    </div>
  );
}
