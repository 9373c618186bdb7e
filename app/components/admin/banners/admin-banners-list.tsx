import { Copy, Megaphone, Pause, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import {
  AdminAdBannerListQuery,
  AD_BANNER_STATES,
  AD_BANNER_STATE_LABELS,
  AD_BANNER_TYPE_LABELS,
  type AdBannerSort,
  type AdminAdBanner,
  type AdminAdBannerPage,
} from '@common/banners/admin-contracts';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { AdminPageHeader } from '../admin-page-header';
import type { ChangeResult } from '../kit/route-change';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { actionsColumn, rowActionClass, rowDeleteClass, SortHeaderButton, type Column } from '../kit/admin-table';
import { defineListAddress } from '../kit/list-address';
import { useListFilters } from '../kit/use-list-filters';
import { ADMIN_BANNERS_PATH } from './banner-form-values';
import { BannerStateBadge, describeRules, formatBannerDate } from './banner-badges';

export const ADMIN_BANNERS_PER_PAGE = 20;

/** The list's filters in the address (search, state, sort and page), read as the API reads them. */
export const bannerListAddress = defineListAddress(AdminAdBannerListQuery);

const numberFormat = new Intl.NumberFormat('es-ES');
const percentFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

export type BannerIntent = 'duplicate' | 'pause' | 'resume' | 'delete';

export interface AdminBannersListProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: AdminAdBannerPage | null;
  /** Given by the route's error screen: the list could not be loaded, and this asks again. */
  onRetry?: () => void;
}

/** Spec §2 admin.adbanners: every banner with its state and figures, filtered, sorted, paged. */
export function AdminBannersList({ page, onRetry }: AdminBannersListProps) {
  const { filters: query, update, clear, searchText, setSearchText, status, isLoading } = useListFilters({
    path: ADMIN_BANNERS_PATH,
    address: bannerListAddress,
    hasPage: page !== null,
    onRetry,
  });
  const changer = useFetcher<ChangeResult>();
  const { show } = useAlertDialog();
  const busyId = changer.state !== 'idle' && changer.formData ? Number(changer.formData.get('id')) : null;

  function change(banner: AdminAdBanner, intent: BannerIntent) {
    void changer.submit({ id: banner.id, name: banner.nombre, intent }, { method: 'post' });
  }

  async function remove(banner: AdminAdBanner) {
    const answer = await show({
      type: 'warning',
      title: '¿Eliminar este banner?',
      message: `«${banner.nombre}» dejará de mostrarse y se perderán sus ${numberFormat.format(banner.impresiones)} impresiones y ${numberFormat.format(banner.clics)} clics. Si solo quieres retirarlo un tiempo, páusalo.`,
      confirmText: 'Eliminar',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') change(banner, 'delete');
  }

  /** A column's sort: first click the most useful way (figures high first, names A–Z), then the other. */
  function sortBy(column: AdBannerSort) {
    const firstDir = column === 'nombre' || column === 'fecha_inicio' || column === 'fecha_fin' ? 'asc' : 'desc';
    const dir = query.sort === column ? (query.dir === 'asc' ? 'desc' : 'asc') : firstDir;
    update({ sort: column, dir });
  }

  const rows = page?.data ?? [];
  const hasFilters = bannerListAddress.isFiltered(query, ['sort', 'dir']);

  const sortedBy = query.sort ? { key: query.sort, direction: query.dir === 'asc' ? ('ascending' as const) : ('descending' as const) } : undefined;
  /** A column the list sorts by from its header. */
  const sortable = (column: AdBannerSort, header: string, className: string, rest: Omit<Column<AdminAdBanner>, 'header' | 'className'>): Column<AdminAdBanner> => ({
    header,
    className,
    sortKey: column,
    headerCell: <SortHeaderButton label={header} direction={sortedBy?.key === column ? sortedBy.direction : undefined} onClick={() => sortBy(column)} />,
    ...rest,
  });
  const columns: Column<AdminAdBanner>[] = [
    sortable('nombre', 'Banner', 'py-3 pr-2 pl-3 sm:px-4', { cell: (banner) => <BannerCell banner={banner} /> }),
    { header: 'Estado', className: 'px-3 py-3', cell: (banner) => <BannerStateBadge state={banner.estado} /> },
    sortable('fecha_inicio', 'Fechas', 'hidden px-3 py-3 2xl:table-cell', { cellClassName: 'text-xs whitespace-nowrap text-fg', cell: formatRangeLines }),
    { header: 'Dónde se muestra', className: 'hidden px-3 py-3 2xl:table-cell', cellClassName: 'max-w-56 text-xs text-fg', cell: (banner) => describeRules(banner.rutas) },
    sortable('prioridad', 'Prioridad', 'hidden px-3 py-3 text-right md:table-cell', { cellClassName: 'tabular-nums', cell: (banner) => banner.prioridad }),
    sortable('impresiones', 'Impresiones', 'hidden px-3 py-3 text-right sm:table-cell', { cellClassName: 'tabular-nums', cell: (banner) => numberFormat.format(banner.impresiones) }),
    sortable('clics', 'Clics', 'hidden px-3 py-3 text-right sm:table-cell', { cellClassName: 'tabular-nums', cell: (banner) => numberFormat.format(banner.clics) }),
    sortable('ctr', 'CTR', 'px-3 py-3 text-right', { cellClassName: 'font-semibold whitespace-nowrap tabular-nums', cell: (banner) => `${percentFormat.format(banner.ctr)} %` }),
    actionsColumn((banner) => (
      <BannerActions banner={banner} isBusy={busyId === banner.id} onChange={(intent) => change(banner, intent)} onDelete={() => void remove(banner)} />
    )),
  ];

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Marketing"
        title="Banners"
        description="La franja de promoción sobre la cabecera de la tienda: qué dice, en qué páginas y cuándo. Con varios en la misma página, rotan por prioridad."
        actions={
          <Link to={`${ADMIN_BANNERS_PATH}/new`} className="btn-primary">
            <Plus aria-hidden="true" className="size-4" />
            Nuevo banner
          </Link>
        }
      />

      <div role="search" aria-label="Filtrar banners" className="card grid grid-cols-1 items-end gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_13rem_auto]">
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Nombre o texto del banner" />
        <FilterSelect label="Estado" value={query.estado ?? ''} onChange={(value) => update({ estado: AD_BANNER_STATES.find((known) => known === value) })}>
          <option value="">Todos los estados</option>
          {AD_BANNER_STATES.map((value) => (
            <option key={value} value={value}>
              {AD_BANNER_STATE_LABELS[value]}
            </option>
          ))}
        </FilterSelect>
        <ClearFiltersButton onClick={() => clear()} disabled={!hasFilters && !query.sort} />
      </div>

      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['banner', 'banners']}
        loadingText="Cargando banners…"
        errorTitle="No se pudo cargar el listado de banners."
        onRetry={onRetry}
        table={{ caption: 'Banners publicitarios', columns, rows, rowKey: (banner) => banner.id, sortedBy, rowClassName: (banner) => busyId === banner.id && 'opacity-50' }}
        empty={{
          filtered: hasFilters,
          icon: Megaphone,
          noMatch: { title: 'Ningún banner coincide con estos filtros', hint: 'Prueba con otra búsqueda u otro estado.' },
          empty: { title: 'Todavía no hay banners', hint: 'Crea el primero para anunciar rebajas, envíos o una colección nueva.' },
          emptyAction: (
            <Link to={`${ADMIN_BANNERS_PATH}/new`} className="btn-primary">
              <Plus aria-hidden="true" className="size-4" />
              Nuevo banner
            </Link>
          ),
        }}
        pagination={{ label: 'Paginación de banners', hrefFor: (n) => `${ADMIN_BANNERS_PATH}${bannerListAddress.queryString({ ...query, page: n })}` }}
      />
    </div>
  );
}

const bannerPath = (banner: AdminAdBanner) => `${ADMIN_BANNERS_PATH}/${banner.id}`;

function BannerCell({ banner }: { banner: AdminAdBanner }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex h-9 w-12 shrink-0 items-center justify-center rounded-md border border-line text-[0.65rem] font-bold"
        style={{ backgroundColor: banner.color_fondo, color: banner.color_texto }}
      >
        Aa
      </span>
      <div className="min-w-0">
        <Link to={bannerPath(banner)} className="line-clamp-2 font-semibold text-fg hover:text-primary hover:underline">
          {banner.nombre}
        </Link>
        <p className="mt-0.5 line-clamp-1 text-xs text-muted">
          {AD_BANNER_TYPE_LABELS[banner.tipo_banner]}
          {banner.texto_principal ? ` · ${banner.texto_principal}` : ''}
        </p>
        <p className="mt-1 text-xs text-muted 2xl:hidden">
          {formatRange(banner)} · {describeRules(banner.rutas)}
        </p>
      </div>
    </div>
  );
}

function BannerActions({ banner, isBusy, onChange, onDelete }: { banner: AdminAdBanner; isBusy: boolean; onChange: (intent: BannerIntent) => void; onDelete: () => void }) {
  return (
    <>
      <Link to={bannerPath(banner)} className={rowActionClass}>
        <Pencil aria-hidden="true" className="size-4" />
        <span className="sr-only">Editar {banner.nombre}</span>
      </Link>
      <button type="button" onClick={() => onChange('duplicate')} disabled={isBusy} className={rowActionClass}>
        <Copy aria-hidden="true" className="size-4" />
        <span className="sr-only">Duplicar {banner.nombre}</span>
      </button>
      <button type="button" onClick={() => onChange(banner.activo ? 'pause' : 'resume')} disabled={isBusy} className={rowActionClass}>
        {banner.activo ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        <span className="sr-only">
          {banner.activo ? 'Pausar' : 'Reanudar'} {banner.nombre}
        </span>
      </button>
      <button type="button" onClick={onDelete} disabled={isBusy} className={rowDeleteClass}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">Eliminar {banner.nombre}</span>
      </button>
    </>
  );
}

/** The dates on two lines, for the wide table. */
function formatRangeLines(banner: Pick<AdminAdBanner, 'fecha_inicio' | 'fecha_fin'>) {
  if (!banner.fecha_inicio || !banner.fecha_fin) return formatRange(banner);
  return (
    <>
      <span className="block">Desde {formatBannerDate(banner.fecha_inicio)}</span>
      <span className="block text-muted">Hasta {formatBannerDate(banner.fecha_fin)}</span>
    </>
  );
}

function formatRange(banner: Pick<AdminAdBanner, 'fecha_inicio' | 'fecha_fin'>): string {
  if (!banner.fecha_inicio && !banner.fecha_fin) return 'Sin fechas';
  if (!banner.fecha_fin) return `Desde ${formatBannerDate(banner.fecha_inicio!)}`;
  if (!banner.fecha_inicio) return `Hasta ${formatBannerDate(banner.fecha_fin)}`;
  return `${formatBannerDate(banner.fecha_inicio)} – ${formatBannerDate(banner.fecha_fin)}`;
}
