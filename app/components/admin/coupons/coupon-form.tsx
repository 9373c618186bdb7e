import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { AdminCouponBody, COUPON_DESCRIPTION_MAX, COUPON_KIND_LABELS, COUPON_KINDS, type AdminCoupon } from '@common/coupons/contracts';
import { formFailure, schemaErrors } from '~/components/forms/field-errors';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { SwitchField } from '~/components/ui/switch-field';
import { api } from '~/lib/api/browser-client';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { LoadErrorCard } from '../kit/load-error-card';
import { SettingsSection } from '../settings-section';
import { CouponStateBadge } from './coupon-badges';
import { ADMIN_COUPONS_PATH, couponBody, couponFormValues, emptyCouponValues, type CouponFormValues } from './coupon-form-values';
import { FormSaveBar } from '../form-save-bar';

const SAVE_FAILED = 'No se pudo guardar el cupón. Comprueba la conexión e inténtalo de nuevo.';

const KIND_HINTS: Record<(typeof COUPON_KINDS)[number], string> = {
  percentage: 'Un porcentaje de los productos, por ejemplo un 10 %.',
  fixed: 'Una cantidad en euros, por ejemplo 5 €.',
};

export interface CouponFormProps {
  coupon?: AdminCoupon;
}

/** Create (POST) or edit (PATCH) a coupon: code, what it gives, for which orders, when and how often. */
export function CouponForm({ coupon }: CouponFormProps) {
  const navigate = useNavigate();
  const isEdit = coupon !== undefined;

  const { values, setValue, errors, field, checkbox, formError, isSaving, formRef, submit } = useFieldForm<CouponFormValues, AdminCoupon>({
    initial: () => (coupon ? couponFormValues(coupon) : emptyCouponValues()),
    // The contract's own messages first; the rules across fields (the value for its kind, the dates, a taken code) are the server's 422s.
    validate: (current) => schemaErrors(AdminCouponBody, couponBody(current, coupon)),
    send: async (current) => {
      const body = couponBody(current, coupon);
      const reply = coupon ? await api('PATCH /admin/coupons/{id}', { params: { id: coupon.id }, body }) : await api('POST /admin/coupons', { body });
      return reply.data;
    },
    onSaved: (saved) => {
      toast({ type: 'success', message: isEdit ? `Cambios de ${saved.code} guardados.` : `Cupón ${saved.code} creado.` });
      void navigate(ADMIN_COUPONS_PATH);
    },
    describeFailure: (error) => formFailure(error, SAVE_FAILED),
  });

  const errorCount = Object.keys(errors).length;
  const isPercentage = values.kind === 'percentage';

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        eyebrow={isEdit ? 'Cupón' : 'Pedidos'}
        title={isEdit ? coupon.code : 'Nuevo cupón'}
        description={
          isEdit ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <CouponStateBadge state={coupon.state} /> {coupon.benefit} · {coupon.used_count === 1 ? '1 uso' : `${coupon.used_count} usos`}
            </span>
          ) : (
            'Un código que quien compra escribe al pagar para llevarse un descuento.'
          )
        }
        actions={
          <Link to={ADMIN_COUPONS_PATH} className="btn-secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver al listado
          </Link>
        }
      />

      <form ref={formRef} noValidate onSubmit={submit} aria-label={isEdit ? 'Editar cupón' : 'Nuevo cupón'} className="flex flex-col gap-8">
        <SettingsSection title="Código" description="Lo que se escribe al pagar. Se guarda en mayúsculas y da igual cómo lo escriban.">
          <div className="flex flex-col gap-5">
            <TextField
              label="Código"
              required
              maxLength={40}
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="VERANO15"
              hint="De 3 a 40 caracteres: letras sin tilde, números, guion y guion bajo."
              {...field('code')}
              onChange={(event) => setValue('code', event.target.value.toUpperCase())}
            />
            <TextField
              label="Descripción"
              maxLength={COUPON_DESCRIPTION_MAX}
              placeholder="Rebajas de verano: un 15 % en pedidos desde 60 €."
              hint="La ven los clientes en Mis cupones."
              {...field('description')}
            />
          </div>
        </SettingsSection>

        <SettingsSection title="Descuento" description="Se aplica a los productos (IVA incluido), nunca al envío, y nunca supera el importe de los productos.">
          <div className="flex flex-col gap-5">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-fg">Tipo</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {COUPON_KINDS.map((kind) => (
                  <label key={kind} className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-checked:border-primary has-checked:bg-primary/5">
                    <input type="radio" name="kind" value={kind} checked={values.kind === kind} onChange={() => setValue('kind', kind)} className="mt-0.5 size-4 accent-primary" />
                    <span>
                      <span className="block text-sm font-semibold text-fg">{COUPON_KIND_LABELS[kind]}</span>
                      <span className="block text-xs text-muted">{KIND_HINTS[kind]}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={isPercentage ? 'Porcentaje (%)' : 'Importe (€)'}
                required
                inputMode={isPercentage ? 'numeric' : 'decimal'}
                hint={isPercentage ? 'Un número entero de 1 a 100.' : 'En euros, por ejemplo 5 o 4,95.'}
                {...field('value')}
              />
              <TextField label="Pedido mínimo (€)" inputMode="decimal" hint="Productos con IVA. Vacío: sin mínimo." {...field('min_order')} />
            </div>
          </div>
        </SettingsSection>

        <SettingsSection title="Cuándo y cuántas veces" description="Fechas en tu hora local. Sin fechas ni límites, vale mientras esté activo.">
          <div className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Empieza" type="datetime-local" hint="Vacío: desde ya." {...field('starts_at')} />
              <TextField label="Termina" type="datetime-local" hint="Vacío: sin fecha de fin." {...field('ends_at')} />
              <TextField label="Usos en total" inputMode="numeric" hint="Entre todos los clientes. Vacío: sin límite." {...field('max_uses')} />
              <TextField label="Usos por cliente" inputMode="numeric" hint="Por cuenta o e-mail. Vacío: sin límite." {...field('max_uses_per_customer')} />
            </div>
            <div className="flex flex-col gap-4 border-t border-line pt-5">
              <SwitchField label="Solo primer pedido" description="Solo para quien aún no ha hecho ningún pedido." {...checkbox('first_order_only')} />
              <SwitchField label="Activo" description="Apagado, nadie puede usarlo aunque esté dentro de sus fechas." {...checkbox('is_active')} />
            </div>
          </div>
        </SettingsSection>

        <FormSaveBar formError={formError} errorCount={errorCount} cancelTo={ADMIN_COUPONS_PATH} isSaving={isSaving} saveLabel={isEdit ? 'Guardar cambios' : 'Crear cupón'} />
      </form>
    </div>
  );
}

function EditorFrame({ isEdit, children }: { isEdit: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader eyebrow="Pedidos" title={isEdit ? 'Editar cupón' : 'Nuevo cupón'} />
      {children}
    </div>
  );
}

/** While the coupon arrives. */
export function CouponEditorLoading({ isEdit }: { isEdit: boolean }) {
  return (
    <EditorFrame isEdit={isEdit}>
      <div role="status" className="card p-8 text-center text-sm text-muted">
        Cargando el cupón…
      </div>
    </EditorFrame>
  );
}

/** The coupon does not exist (any more), or it could not be loaded and Reintentar asks again. */
export function CouponEditorError({ isEdit }: { isEdit: boolean }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (revalidator.state === 'loading') return <CouponEditorLoading isEdit={isEdit} />;
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <EditorFrame isEdit={isEdit}>
      {isMissing ? (
        <LoadErrorCard
          title="Este cupón no existe o se ha eliminado."
          detail="Vuelve al listado para elegir otro."
          action={
            <Link to={ADMIN_COUPONS_PATH} className="btn-primary">
              Volver al listado
            </Link>
          }
        />
      ) : (
        <LoadErrorCard title="No se pudo cargar el cupón." detail="Comprueba la conexión e inténtalo de nuevo." onRetry={() => void revalidator.revalidate()} />
      )}
    </EditorFrame>
  );
}
