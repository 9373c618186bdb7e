import { Construction, ExternalLink, LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { formatInvoiceNumber } from '@common/invoices/rules';
import type { PaymentProviderInfo } from '@common/payments/provider-contracts';
import type { AdminStoreSettings } from '@common/settings/contracts';
import { describeOpeningHours, WEEK_DAY_NAMES, WEEK_DAYS } from '@common/settings/rules';
import { CheckboxField } from '~/components/forms/checkbox-field';
import { formFailure } from '~/components/forms/field-errors';
import { TextAreaField } from '~/components/forms/textarea-field';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { api } from '~/lib/api/browser-client';
import { replaceStoreSettings } from '~/lib/store-facts';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { SettingsSection } from '../settings-section';
import { PaymentProviderSection } from './payment-provider-section';
import { ProductFeedsSection } from './product-feeds-section';
import { openingHoursOf, settingsBody, settingsErrors, settingsFormValues, type SettingsFormValues } from './settings-form-values';

const SAVE_FAILED = 'No se ha podido guardar la configuración. Inténtalo de nuevo.';
const META_MAX = 160;

/** The three invoice series (issue 22), each numbered on its own. */
const SERIES_FIELDS = [
  { name: 'invoice_series_simplified', label: 'Serie de facturas simplificadas' },
  { name: 'invoice_series_full', label: 'Serie de facturas completas' },
  { name: 'invoice_series_rectifying', label: 'Serie de rectificativas' },
] as const;

/** The admin said no to the maintenance warning: nothing is sent and nothing is said. */
class SaveCancelled extends Error {}

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' });

/**
 * /admin/settings: every store setting in one form, by section, saved at once; and, read-only, the
 * payment provider chosen at start (`paymentProvider`, null when it could not be loaded).
 */
export function SettingsForm({ initial, paymentProvider = null }: { initial: AdminStoreSettings; paymentProvider?: PaymentProviderInfo | null }) {
  const { show } = useAlertDialog();
  const revalidator = useRevalidator();
  const [current, setCurrent] = useState(initial);
  const saved = current.settings;

  const { values, field, checkbox, errors, formError, isSaving, formRef, submit } = useFieldForm<SettingsFormValues, AdminStoreSettings>({
    initial: () => settingsFormValues(initial.settings),
    validate: settingsErrors,
    send: async (next) => {
      // Closing the store to shoppers is the one change with an immediate cost: say so first.
      if (next.maintenance_enabled && !saved.maintenance_enabled) {
        const answer = await show({
          type: 'warning',
          title: '¿Activar el modo mantenimiento?',
          message:
            'Al guardar, la tienda deja de estar abierta: quien entre verá la página de mantenimiento (error 503) y no podrá comprar. El panel sigue abierto para el equipo.',
          confirmText: 'Activar y guardar',
          cancelText: 'Cancelar',
        });
        if (answer !== 'confirm') throw new SaveCancelled();
      }
      return (await api('PUT /admin/settings', { body: settingsBody(next) })).data;
    },
    onSaved: (reply) => {
      setCurrent(reply);
      replaceStoreSettings(reply.settings);
      const opened = saved.maintenance_enabled && !reply.settings.maintenance_enabled;
      const closed = !saved.maintenance_enabled && reply.settings.maintenance_enabled;
      toast({
        type: 'success',
        message: closed
          ? 'Configuración guardada. La tienda está en modo mantenimiento.'
          : opened
            ? 'Configuración guardada. La tienda vuelve a estar abierta.'
            : 'Configuración guardada.',
      });
      return settingsFormValues(reply.settings);
    },
    describeFailure: (error) => (error instanceof SaveCancelled ? { fieldErrors: {}, message: null } : formFailure(error, SAVE_FAILED)),
  });

  const savedText = useMemo(() => JSON.stringify(settingsFormValues(saved)), [saved]);
  const isDirty = JSON.stringify(values) !== savedText;
  const errorCount = Object.keys(errors).length;

  // A closed tab or a reload would lose the edits without a word.
  useEffect(() => {
    if (!isDirty || isSaving) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, isSaving]);

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        eyebrow="Tienda"
        title="Configuración"
        description={
          <>
            Lo que la tienda dice de sí misma en el pie, la ayuda, las páginas legales y el carrito. Se aplica en cuanto guardas.
            {current.updated_at && (
              <span className="mt-1 block text-xs">
                Último cambio: {dateFormat.format(new Date(current.updated_at))}
                {current.updated_by && <> por {current.updated_by.name}</>}.
              </span>
            )}
          </>
        }
      />

      {saved.maintenance_enabled && (
        <div role="status" className="flex flex-col gap-3 rounded-2xl border border-warning/50 bg-warning/10 p-4 sm:flex-row sm:items-center">
          <Construction aria-hidden="true" className="size-5 shrink-0 text-fg" />
          <p className="flex-1 text-sm text-fg">
            <strong className="font-semibold">Modo mantenimiento activo.</strong> Quien visita la tienda ve la página de mantenimiento; tú puedes
            recorrerla desde aquí.
          </p>
          <Link to="/" className="btn-secondary shrink-0">
            <ExternalLink aria-hidden="true" className="size-4" />
            Ver la tienda
          </Link>
        </div>
      )}

      <form ref={formRef} noValidate onSubmit={submit} aria-label="Configuración de la tienda" className="flex flex-col gap-8">
        <SettingsSection title="Tienda y datos legales" description="El nombre que ve quien compra y la empresa que hay detrás, como la nombran las páginas legales.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Nombre de la tienda" required autoComplete="organization" {...field('store_name')} />
            <TextField label="Razón social" required hint="Tal como figura en el registro, con S.L., S.A.…" {...field('legal_name')} />
            <TextField label="NIF" hint="De la empresa o de la persona titular, p. ej. B12345674." autoCapitalize="characters" spellCheck={false} {...field('tax_id')} />
            <TextField label="Ciudad del taller" required hint="La nombran las condiciones y la privacidad." {...field('city')} />
            <TextField label="Domicilio social" className="sm:col-span-2" hint="Calle, número, código postal y ciudad." {...field('registered_address')} />
            <TextField
              label="Datos registrales"
              className="sm:col-span-2"
              hint="Si la empresa está inscrita en el Registro Mercantil, sale en el aviso legal. Por ejemplo: Inscrita en el Registro Mercantil de Madrid, tomo 12345, folio 67, hoja M-123456."
              {...field('commercial_registry')}
            />
          </div>
        </SettingsSection>

        <SettingsSection
          title="Facturación"
          description="Las facturas salen a nombre de la razón social, con el NIF y el domicilio social de arriba. Cada serie se numera por su cuenta y empieza en 1 cada año: FS-2026-000001."
        >
          <div className="grid gap-5 sm:grid-cols-3">
            {SERIES_FIELDS.map(({ name, label }) => (
              <TextField
                key={name}
                label={label}
                required
                maxLength={10}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                hint={`Numera así: ${formatInvoiceNumber(values[name].trim().toUpperCase() || '…', new Date().getFullYear(), 1)}. Cambiarlo empieza una serie nueva.`}
                {...field(name)}
              />
            ))}
          </div>
          <p className="mt-4 rounded-xl bg-surface-muted p-3 text-sm text-muted">
            Cambiar un prefijo empieza una serie nueva, que numera desde el 1 si ese prefijo no se ha usado este año; las facturas ya emitidas conservan el suyo. Solo letras sin tilde y cifras, distinto en cada serie.
          </p>
        </SettingsSection>

        <SettingsSection title="Contacto" description="Las direcciones a las que puede escribir quien compra. Salen en el pie, la ayuda, las páginas legales y Mi cuenta › Soporte.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Email de contacto" type="email" required hint="Consultas generales, prensa." {...field('contact_email')} />
            <TextField label="Email de atención al cliente" type="email" required hint="Pedidos, cambios, devoluciones y garantía." {...field('support_email')} />
            <TextField label="Email de empresas" type="email" required hint="Uniformes, bordados y taller." {...field('business_email')} />
            <TextField label="Email de privacidad" type="email" required hint="Derechos RGPD." {...field('privacy_email')} />
            <TextField label="Teléfono" type="tel" autoComplete="tel" hint="Vacío si solo atendéis por escrito." {...field('phone')} />
            <TextField label="Plazo de respuesta" required hint="«Respondemos en …»" {...field('response_time')} />
            <TextField label="Dirección del taller" required className="sm:col-span-2" hint="La que ve quien quiere pedir cita." {...field('address')} />
          </div>
        </SettingsSection>

        <SettingsSection title="Horario" description="Horario de atención, día a día, en hora peninsular.">
          <div className="flex flex-col gap-4">
            {WEEK_DAYS.map((day) => (
              <fieldset key={day} className="grid items-start gap-3 border-b border-line pb-4 last:border-b-0 last:pb-0 sm:grid-cols-[9rem_1fr_1fr]">
                <legend className="sr-only">{WEEK_DAY_NAMES[day]}</legend>
                <CheckboxField label={capitalise(WEEK_DAY_NAMES[day])} hint={values.opening_hours[day].open ? 'Abierto' : 'Cerrado'} className="pt-2" {...checkbox(`opening_hours.${day}.open`)} />
                <TextField label={`Abre (${WEEK_DAY_NAMES[day]})`} type="time" required disabled={!values.opening_hours[day].open} {...field(`opening_hours.${day}.opens`)} />
                <TextField label={`Cierra (${WEEK_DAY_NAMES[day]})`} type="time" required disabled={!values.opening_hours[day].open} {...field(`opening_hours.${day}.closes`)} />
              </fieldset>
            ))}
            <p className="rounded-xl bg-surface-muted p-3 text-sm text-muted">
              Se verá así: <span className="font-medium text-fg">{describeOpeningHours(openingHoursOf(values))}.</span>
            </p>
          </div>
        </SettingsSection>

        <SettingsSection title="Redes sociales" description="Enlaces completos (https://). Las que dejes vacías no salen en el pie.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Instagram" type="url" placeholder="https://www.instagram.com/…" {...field('social.instagram')} />
            <TextField label="Facebook" type="url" placeholder="https://www.facebook.com/…" {...field('social.facebook')} />
            <TextField label="TikTok" type="url" placeholder="https://www.tiktok.com/@…" {...field('social.tiktok')} />
            <TextField label="Pinterest" type="url" placeholder="https://www.pinterest.es/…" {...field('social.pinterest')} />
            <TextField label="YouTube" type="url" placeholder="https://www.youtube.com/@…" {...field('social.youtube')} />
          </div>
        </SettingsSection>

        <SettingsSection title="Envío e IVA" description="En euros, IVA incluido, con dos decimales como mucho. El envío gratuito se aplica a partir del importe indicado.">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Envío a península (€)" required inputMode="decimal" {...field('shipping_standard_fee')} />
            <TextField label="Envío a Baleares (€)" required inputMode="decimal" {...field('shipping_baleares_fee')} />
            <TextField label="Envío a Canarias, Ceuta y Melilla (€)" required inputMode="decimal" {...field('shipping_islands_fee')} />
            <TextField label="Envío exprés (€)" required inputMode="decimal" hint="Para la opción urgente del pago." {...field('shipping_express_fee')} />
            <TextField label="Envío gratuito desde (€)" required inputMode="decimal" hint="La barra del carrito cuenta hasta aquí. 0: siempre gratis." {...field('free_shipping_threshold')} />
            <TextField label="Recargo contra reembolso (€)" required inputMode="decimal" {...field('cash_on_delivery_fee')} />
            <TextField label="IVA (%)" required inputMode="decimal" hint="El tipo general en España es el 21 %." {...field('vat_rate')} />
            <TextField
              label="Plazo de devolución (días)"
              required
              inputMode="numeric"
              hint="Desde la entrega, para devolver o cambiar. Los 14 días de desistimiento de la ley se respetan siempre."
              {...field('return_window_days')}
            />
          </div>
        </SettingsSection>

        <SettingsSection
          title="Transferencia bancaria"
          description="La cuenta en la que se pagan los pedidos por transferencia. Sin IBAN, el pago no ofrece la transferencia."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="IBAN" autoComplete="off" spellCheck={false} placeholder="ES00 0000 0000 0000 0000 0000" {...field('bank_transfer_iban')} />
            <TextField label="Titular" hint="Si lo dejas vacío, la razón social." {...field('bank_transfer_holder')} />
            <TextField label="Banco" {...field('bank_transfer_bank')} />
          </div>
        </SettingsSection>

        <PaymentProviderSection provider={paymentProvider} onRetry={revalidator.state === 'idle' ? () => void revalidator.revalidate() : undefined} />

        <ProductFeedsSection />

        <SettingsSection title="Mantenimiento" description="Cierra la tienda al público mientras hacéis cambios. El panel, el acceso y la página de estado siguen abiertos.">
          <div className="flex flex-col gap-5">
            <CheckboxField
              label="Tienda en mantenimiento"
              hint="Quien entre verá la página de mantenimiento con este mensaje y vuestro email de atención al cliente."
              {...checkbox('maintenance_enabled')}
            />
            <TextAreaField label="Mensaje de mantenimiento" required rows={3} {...field('maintenance_message')} />
          </div>
        </SettingsSection>

        <SettingsSection
          title="Conservación de datos"
          description="Cada noche se borra lo que ya no sirve: sesiones y enlaces caducados, avisos sin confirmar y carritos olvidados. Nunca facturas, registros de facturación ni pedidos."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Contenido de los emails (días)"
              required
              inputMode="numeric"
              hint="Pasado el plazo se borra el texto de cada email enviado; queda constancia de a quién, qué y cuándo."
              {...field('mail_body_retention_days')}
            />
          </div>
        </SettingsSection>

        <SettingsSection title="SEO" description="La descripción que enseñan los buscadores de las páginas que no tienen una propia.">
          <TextAreaField
            label="Descripción por defecto"
            required
            rows={3}
            hint={`${values.meta_description.length} de ${META_MAX} caracteres.`}
            {...field('meta_description')}
          />
        </SettingsSection>

        <div className="sticky bottom-3 z-10 ml-16 flex flex-col gap-3 rounded-2xl border border-line bg-surface/95 px-3 py-3 shadow-lg backdrop-blur sm:flex-row sm:items-center sm:justify-between sm:px-5 lg:ml-0">
          {(formError || errorCount > 0) && (
            <div role="alert" className="text-sm font-medium text-danger">
              {formError ?? `Revisa ${errorCount === 1 ? 'el campo marcado' : `los ${errorCount} campos marcados`}.`}
            </div>
          )}
          {!formError && errorCount === 0 && <p className="hidden text-sm text-muted sm:block">{isDirty ? 'Hay cambios sin guardar.' : 'Sin cambios pendientes.'}</p>}
          <div className="flex justify-end gap-2 sm:ml-auto">
            <button type="submit" className="btn-primary" disabled={isSaving}>
              {isSaving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
              {isSaving ? 'Guardando…' : 'Guardar cambios'}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
