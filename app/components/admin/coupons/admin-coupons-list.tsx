import { Pencil, Plus, Ticket, ToggleLeft, ToggleRight, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { AdminCouponListQuery, COUPON_STATES, COUPON_STATE_LABELS, type AdminCoupon, type AdminCouponPage } from '@common/coupons/contracts';
import { formatEuros } from '@common/money';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { AdminPageHeader } from '../admin-page-header';
import type { ChangeResult } from '../kit/route-change';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { actionsColumn, rowActionClass, rowDeleteClass, type Column } from '../kit/admin-table';
import { defineListAddress } from '../kit/list-address';
import { useListFilters } from '../kit/use-list-filters';
import { CouponStateBadge } from './coupon-badges';
import { ADMIN_COUPONS_PATH } from './coupon-form-values';

export const ADMIN_COUPONS_PER_PAGE = 20;

/** The list's filters in the address (search, state and page), read as the API reads them. */
export const couponListAddress = defineListAddress(AdminCouponListQuery);

export type CouponIntent = 'activate' | 'deactivate' | 'delete';

const dateFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric' });

/** When the coupon applies, in a few words. */
function describeDates(coupon: Pick<AdminCoupon, 'starts_at' | 'ends_at'>): string {
  const from = coupon.starts_at ? dateFormat.format(new Date(coupon.starts_at)) : null;
  const to = coupon.ends_at ? dateFormat.format(new Date(coupon.ends_at)) : null;
  if (from && to) return `${from} – ${to}`;
  if (to) return `Hasta ${to}`;
  if (from) return `Desde ${from}`;
  return 'Sin fechas';
}

/** Who can use it: minimum, first order, limits. */
function describeConditions(coupon: AdminCoupon): string {
  const parts = [coupon.min_order > 0 ? `Desde ${formatEuros(coupon.min_order)}` : 'Sin mínimo'];
  if (coupon.first_order_only) parts.push('solo primer pedido');
  if (coupon.max_uses_per_customer !== null) parts.push(`${coupon.max_uses_per_customer} por cliente`);
  return parts.join(' · ');
}

export interface AdminCouponsListProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: AdminCouponPage | null;
  /** Staff without orders.manage see the list without its actions. */
  canManage: boolean;
  /** Given by the route's error screen: the list could not be loaded, and this asks again. */
  onRetry?: () => void;
}

/** Cupones: every coupon with what it gives, its dates, its uses and its state; search, filter, page. */
export function AdminCouponsList({ page, canManage, onRetry }: AdminCouponsListProps) {
  const { filters: query, update, clear, searchText, setSearchText, status, isLoading } = useListFilters({
    path: ADMIN_COUPONS_PATH,
    address: couponListAddress,
    hasPage: page !== null,
    onRetry,
  });
  const changer = useFetcher<ChangeResult>();
  const { show } = useAlertDialog();
  const busyId = changer.state !== 'idle' && changer.formData ? Number(changer.formData.get('id')) : null;

  function change(coupon: AdminCoupon, intent: CouponIntent) {
    void changer.submit({ id: coupon.id, code: coupon.code, intent }, { method: 'post' });
  }

  async function remove(coupon: AdminCoupon) {
    const answer = await show({
      type: 'warning',
      title: `¿Eliminar el cupón ${coupon.code}?`,
      message: 'Nadie podrá usarlo y desaparecerá del listado. Solo se puede eliminar un cupón que no se ha usado nunca; si ya se usó, desactívalo.',
      confirmText: 'Eliminar',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') change(coupon, 'delete');
  }

  const rows = page?.data ?? [];
  const hasFilters = couponListAddress.isFiltered(query);
  const newButton = (
    <Link to={`${ADMIN_COUPONS_PATH}/new`} className="btn-primary">
      <Plus aria-hidden="true" className="size-4" />
      Nuevo cupón
    </Link>
  );

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Pedidos"
        title="Cupones"
        description="Códigos de descuento que se escriben al pagar: porcentaje o importe fijo, con pedido mínimo, fechas y límites de uso."
        actions={canManage ? newButton : undefined}
      />

      <div role="search" aria-label="Filtrar cupones" className="card grid grid-cols-1 items-end gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_13rem_auto]">
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Código del cupón" />
        <FilterSelect label="Estado" value={query.state ?? ''} onChange={(value) => update({ state: COUPON_STATES.find((known) => known === value) })}>
          <option value="">Todos los estados</option>
          {COUPON_STATES.map((value) => (
            <option key={value} value={value}>
              {COUPON_STATE_LABELS[value]}
            </option>
          ))}
        </FilterSelect>
        <ClearFiltersButton onClick={() => clear()} disabled={!hasFilters} />
      </div>

      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['cupón', 'cupones']}
        loadingText="Cargando cupones…"
        errorTitle="No se pudo cargar el listado de cupones."
        onRetry={onRetry}
        table={{
          caption: 'Cupones de descuento',
          columns: [
            codeColumn(canManage),
            ...COUPON_COLUMNS,
            actionsColumn<AdminCoupon>((coupon) =>
              canManage ? (
                <CouponActions
                  coupon={coupon}
                  isBusy={busyId === coupon.id}
                  onToggle={() => change(coupon, coupon.is_active ? 'deactivate' : 'activate')}
                  onDelete={() => void remove(coupon)}
                />
              ) : null,
            ),
          ],
          rows,
          rowKey: (coupon) => coupon.id,
          rowClassName: (coupon) => busyId === coupon.id && 'opacity-50',
        }}
        empty={{
          filtered: hasFilters,
          icon: Ticket,
          noMatch: { title: 'Ningún cupón coincide con estos filtros', hint: 'Prueba con otro código u otro estado.' },
          empty: { title: 'Todavía no hay cupones', hint: 'Crea el primero para una bienvenida, unas rebajas o el envío.' },
          emptyAction: canManage ? newButton : null,
        }}
        pagination={{ label: 'Paginación de cupones', hrefFor: (n) => `${ADMIN_COUPONS_PATH}${couponListAddress.queryString({ ...query, page: n })}` }}
      />
    </div>
  );
}

const couponPath = (coupon: AdminCoupon) => `${ADMIN_COUPONS_PATH}/${coupon.id}`;

/** The code links to the coupon for those who may change it ('coupons.manage': the link is the row's action). */
const codeColumn = (canManage: boolean): Column<AdminCoupon> => ({
  header: 'Cupón',
  className: 'py-3 pr-2 pl-3 sm:px-4',
  cell: (coupon) => (
    <>
      {canManage ? (
        <Link to={couponPath(coupon)} className="font-mono font-semibold text-fg hover:text-primary hover:underline">
          {coupon.code}
        </Link>
      ) : (
        <span className="font-mono font-semibold text-fg">{coupon.code}</span>
      )}
      <p className="mt-0.5 text-xs text-muted">{coupon.benefit}</p>
      <p className="mt-0.5 text-xs text-muted lg:hidden">{describeConditions(coupon)}</p>
    </>
  ),
});

const COUPON_COLUMNS: readonly Column<AdminCoupon>[] = [
  { header: 'Estado', className: 'px-3 py-3', cell: (coupon) => <CouponStateBadge state={coupon.state} /> },
  { header: 'Condiciones', className: 'hidden px-3 py-3 lg:table-cell', cellClassName: 'text-xs text-fg', cell: describeConditions },
  { header: 'Fechas', className: 'hidden px-3 py-3 md:table-cell', cellClassName: 'text-xs whitespace-nowrap text-fg', cell: describeDates },
  {
    header: 'Usos',
    className: 'px-3 py-3 text-right',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (coupon) => (
      <>
        {coupon.used_count}
        {coupon.max_uses !== null ? <span className="text-muted"> / {coupon.max_uses}</span> : null}
      </>
    ),
  },
];

function CouponActions({ coupon, isBusy, onToggle, onDelete }: { coupon: AdminCoupon; isBusy: boolean; onToggle: () => void; onDelete: () => void }) {
  return (
    <>
      <Link to={couponPath(coupon)} className={rowActionClass}>
        <Pencil aria-hidden="true" className="size-4" />
        <span className="sr-only">Editar {coupon.code}</span>
      </Link>
      <button type="button" onClick={onToggle} disabled={isBusy} className={rowActionClass}>
        {coupon.is_active ? <ToggleRight aria-hidden="true" className="size-4" /> : <ToggleLeft aria-hidden="true" className="size-4" />}
        <span className="sr-only">
          {coupon.is_active ? 'Desactivar' : 'Activar'} {coupon.code}
        </span>
      </button>
      {coupon.used_count === 0 ? (
        <button type="button" onClick={onDelete} disabled={isBusy} className={rowDeleteClass}>
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only">Eliminar {coupon.code}</span>
        </button>
      ) : null}
    </>
  );
}
