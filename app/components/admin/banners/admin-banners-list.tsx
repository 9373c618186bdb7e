import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, Copy, Megaphone, Pause, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import {
  AdminAdBannerListQuery,
  AD_BANNER_STATES,
  AD_BANNER_STATE_LABELS,
  AD_BANNER_TYPE_LABELS,
  type AdBannerSort,
  type AdBannerState,
  type AdminAdBanner,
  type AdminAdBannerPage,
} from '@common/banners/admin-contracts';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { AdminPageHeader } from '../admin-page-header';
import type { ChangeResult } from '../kit/route-change';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
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

  const sortHeader = (column: AdBannerSort, label: string, className?: string) => {
    const isSorted = query.sort === column;
    const Icon = !isSorted ? ArrowUpDown : query.dir === 'asc' ? ArrowUp : ArrowDown;
    return (
      <th scope="col" aria-sort={isSorted ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined} className={clsx('px-3 py-3', className)}>
        <button
          type="button"
          onClick={() => sortBy(column)}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:text-fg"
        >
          {label}
          <Icon aria-hidden="true" className={clsx('size-3.5', !isSorted && 'opacity-50')} />
          <span className="sr-only">{isSorted ? (query.dir === 'asc' ? ', orden ascendente' : ', orden descendente') : ', ordenar'}</span>
        </button>
      </th>
    );
  };

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
        caption="Banners publicitarios"
        head={
          <tr>
            {sortHeader('nombre', 'Banner', 'pl-3 sm:pl-4')}
            <th scope="col" className="px-3 py-3">Estado</th>
            {sortHeader('fecha_inicio', 'Fechas', 'hidden 2xl:table-cell')}
            <th scope="col" className="hidden px-3 py-3 2xl:table-cell">Dónde se muestra</th>
            {sortHeader('prioridad', 'Prioridad', 'hidden text-right md:table-cell')}
            {sortHeader('impresiones', 'Impresiones', 'hidden text-right sm:table-cell')}
            {sortHeader('clics', 'Clics', 'hidden text-right sm:table-cell')}
            {sortHeader('ctr', 'CTR', 'text-right')}
            <th scope="col" className="py-3 pr-2 pl-1 text-right sm:px-4">
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        }
        rows={rows.map((banner) => (
          <BannerRow
            key={banner.id}
            banner={banner}
            isBusy={busyId === banner.id}
            onChange={(intent) => change(banner, intent)}
            onDelete={() => void remove(banner)}
          />
        ))}
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

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-muted hover:text-fg disabled:opacity-50';

function BannerRow({
  banner,
  isBusy,
  onChange,
  onDelete,
}: {
  banner: AdminAdBanner;
  isBusy: boolean;
  onChange: (intent: BannerIntent) => void;
  onDelete: () => void;
}) {
  const editPath = `${ADMIN_BANNERS_PATH}/${banner.id}`;
  const state: AdBannerState = banner.estado;
  return (
    <tr className={clsx('align-middle transition-colors hover:bg-surface-muted/40', isBusy && 'opacity-50')}>
      <td className="py-3 pr-2 pl-3 sm:px-4">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-9 w-12 shrink-0 items-center justify-center rounded-md border border-line text-[0.65rem] font-bold"
            style={{ backgroundColor: banner.color_fondo, color: banner.color_texto }}
          >
            Aa
          </span>
          <div className="min-w-0">
            <Link to={editPath} className="line-clamp-2 font-semibold text-fg hover:text-primary hover:underline">
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
      </td>
      <td className="px-3 py-3">
        <BannerStateBadge state={state} />
      </td>
      <td className="hidden px-3 py-3 text-xs whitespace-nowrap text-fg 2xl:table-cell">{formatRangeLines(banner)}</td>
      <td className="hidden max-w-56 px-3 py-3 text-xs text-fg 2xl:table-cell">{describeRules(banner.rutas)}</td>
      <td className="hidden px-3 py-3 text-right tabular-nums md:table-cell">{banner.prioridad}</td>
      <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">{numberFormat.format(banner.impresiones)}</td>
      <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell">{numberFormat.format(banner.clics)}</td>
      <td className="px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums">{percentFormat.format(banner.ctr)} %</td>
      <td className="py-3 pr-2 pl-1 sm:px-4">
        <div className="flex items-center justify-end gap-0.5">
          <Link to={editPath} className={iconButton}>
            <Pencil aria-hidden="true" className="size-4" />
            <span className="sr-only">Editar {banner.nombre}</span>
          </Link>
          <button type="button" onClick={() => onChange('duplicate')} disabled={isBusy} className={iconButton}>
            <Copy aria-hidden="true" className="size-4" />
            <span className="sr-only">Duplicar {banner.nombre}</span>
          </button>
          <button type="button" onClick={() => onChange(banner.activo ? 'pause' : 'resume')} disabled={isBusy} className={iconButton}>
            {banner.activo ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
            <span className="sr-only">
              {banner.activo ? 'Pausar' : 'Reanudar'} {banner.nombre}
            </span>
          </button>
          <button
            type="button"
            onClick={onDelete}
            disabled={isBusy}
            className="inline-flex size-10 items-center justify-center rounded-full text-muted transition-colors hover:bg-danger/10 hover:text-danger disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">Eliminar {banner.nombre}</span>
          </button>
        </div>
      </td>
    </tr>
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
