import { ExternalLink, Percent, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminCampaignListQuery, type AdminCampaign, type AdminCampaignPage as AdminCampaignPageSchema } from '@common/campaigns/contracts';
import type { z } from '@common/zod';
import { CAMPAIGN_STATES, CAMPAIGN_STATE_LABELS, madridDateTimeText } from '@common/campaigns/rules';
import { AdminPageHeader } from '../admin-page-header';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { RowLink, type Column } from '../kit/admin-table';
import { defineListAddress } from '../kit/list-address';
import { useListFilters } from '../kit/use-list-filters';
import { CampaignStateBadge } from './campaign-badges';
import { ADMIN_CAMPAIGNS_PATH } from './campaign-form-values';

export const ADMIN_CAMPAIGNS_PER_PAGE = 20;

/** The list's filters in the address (search, state and page), read as the API reads them. */
export const campaignListAddress = defineListAddress(AdminCampaignListQuery);

type AdminCampaignPage = z.infer<typeof AdminCampaignPageSchema>;

/** '7 ene 2027, 0:00 – 31 ene 2027, 23:59', Madrid's clock whatever the browser's zone. */
export function campaignDatesText(campaign: Pick<AdminCampaign, 'starts_at' | 'ends_at'>): string {
  return `${madridDateTimeText(new Date(campaign.starts_at))} – ${madridDateTimeText(new Date(campaign.ends_at))}`;
}

/** Whether the store shows the campaign's page (from its start on, unless cancelled). */
export const hasPublicPage = (campaign: Pick<AdminCampaign, 'state'>) => campaign.state === 'activa' || campaign.state === 'terminada';

export interface AdminCampaignsListProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: AdminCampaignPage | null;
  /** Staff without products.manage read the list without its new button. */
  canManage: boolean;
  /** Given by the route's error screen: the list could not be loaded, and this asks again. */
  onRetry?: () => void;
}

/** Campañas: every sale with its offer, state, dates in Madrid time and the products it holds; search, filter, page. */
export function AdminCampaignsList({ page, canManage, onRetry }: AdminCampaignsListProps) {
  const { filters: query, update, clear, searchText, setSearchText, status, isLoading } = useListFilters({
    path: ADMIN_CAMPAIGNS_PATH,
    address: campaignListAddress,
    hasPage: page !== null,
    onRetry,
  });

  const rows = page?.data ?? [];
  const hasFilters = campaignListAddress.isFiltered(query);
  const newButton = (
    <Link to={`${ADMIN_CAMPAIGNS_PATH}/new`} className="btn-primary">
      <Plus aria-hidden="true" className="size-4" />
      Nueva campaña
    </Link>
  );

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Productos"
        title="Campañas"
        description="Rebajas y promociones con fecha: un descuento, un precio fijo, 2ª unidad al 50 %, 3x2 o envío gratis, en la hora de Madrid."
        actions={canManage ? newButton : undefined}
      />

      <div role="search" aria-label="Filtrar campañas" className="card grid grid-cols-1 items-end gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_13rem_auto]">
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Nombre o dirección" />
        <FilterSelect label="Estado" value={query.state ?? ''} onChange={(value) => update({ state: CAMPAIGN_STATES.find((known) => known === value) })}>
          <option value="">Todos los estados</option>
          {CAMPAIGN_STATES.map((value) => (
            <option key={value} value={value}>
              {CAMPAIGN_STATE_LABELS[value]}
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
        noun={['campaña', 'campañas']}
        loadingText="Cargando campañas…"
        errorTitle="No se pudo cargar el listado de campañas."
        onRetry={onRetry}
        table={{ caption: 'Campañas de rebajas y promociones', columns: CAMPAIGN_COLUMNS, rows, rowKey: (campaign) => campaign.id }}
        empty={{
          filtered: hasFilters,
          icon: Percent,
          noMatch: { title: 'Ninguna campaña coincide con estos filtros', hint: 'Prueba con otro nombre u otro estado.' },
          empty: { title: 'Todavía no hay campañas', hint: 'Programa las primeras rebajas: empiezan y terminan solas a su hora.' },
          emptyAction: canManage ? newButton : null,
        }}
        pagination={{ label: 'Paginación de campañas', hrefFor: (n) => `${ADMIN_CAMPAIGNS_PATH}${campaignListAddress.queryString({ ...query, page: n })}` }}
      />
    </div>
  );
}

const CAMPAIGN_COLUMNS: readonly Column<AdminCampaign>[] = [
  {
    header: 'Campaña',
    className: 'py-3 pr-2 pl-3 sm:px-4',
    cell: (campaign) => (
      <>
        <RowLink to={`${ADMIN_CAMPAIGNS_PATH}/${campaign.id}`} numeric={false}>
          {campaign.name}
        </RowLink>
        <p className="mt-0.5 text-xs text-muted md:hidden">{campaignDatesText(campaign)}</p>
      </>
    ),
  },
  { header: 'Oferta', className: 'px-3 py-3', cellClassName: 'text-sm whitespace-nowrap text-fg', cell: (campaign) => campaign.offer_text },
  { header: 'Estado', className: 'px-3 py-3', cell: (campaign) => <CampaignStateBadge state={campaign.state} /> },
  { header: 'Fechas (hora de Madrid)', className: 'hidden px-3 py-3 md:table-cell', cellClassName: 'text-xs whitespace-nowrap text-fg', cell: campaignDatesText },
  { header: 'Productos', className: 'px-3 py-3 text-right', cellClassName: 'whitespace-nowrap tabular-nums', cell: (campaign) => campaign.products_held },
  {
    header: 'Página pública',
    className: 'hidden py-3 pr-3 pl-3 lg:table-cell sm:pr-4',
    cellClassName: 'text-xs',
    cell: (campaign) =>
      hasPublicPage(campaign) ? (
        <a href={campaign.public_path} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-mono text-primary hover:underline">
          {campaign.public_path}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(se abre en otra pestaña)</span>
        </a>
      ) : (
        <span className="text-muted">{campaign.state === 'programada' ? 'Desde que empiece' : 'No se muestra'}</span>
      ),
  },
];
