import { useEffect, useId, useState } from 'react';
import clsx from 'clsx';
import { History, X } from 'lucide-react';
import type { AuditFacets, AuditPage } from '@common/audit/contracts';
import { auditActionLabel, auditEntityLabel } from '@common/audit/labels';
import { Pagination } from '~/components/catalog/pagination';
import { AdminPageHeader } from '../admin-page-header';
import { LoadErrorCard } from '../kit/load-error-card';
import { AdminTable } from '../kit/admin-table';
import { auditChangesRow, auditColumns } from './audit-columns';
import '../admin-motion.css';
import { ClearFiltersButton, FilterSearch, FilterSelect, filterControlClass } from '../kit/filter-controls';
import { ListCount } from '../kit/list-count';
import { useListFilters } from '../kit/use-list-filters';
import { ADMIN_AUDIT_PATH, auditListAddress, type AuditFilters } from './audit-query';
import { ListEmptyState } from '../kit/list-empty-state';

const NO_FACETS: AuditFacets = { actors: [], entity_types: [], actions: [] };

export interface AuditLogScreenProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: AuditPage | null;
  /** Given by the route's error screen: the log could not be loaded, and this asks again. */
  onRetry?: () => void;
}

/** The audit log: every back-office change, who made it and when, with its before → after. */
export function AuditLogScreen({ page, onRetry }: AuditLogScreenProps) {
  const { filters: query, update, clear, searchText, setSearchText, status, isLoading } = useListFilters({
    path: ADMIN_AUDIT_PATH,
    address: auditListAddress,
    hasPage: page !== null,
    onRetry,
  });
  const facets = page?.facets ?? NO_FACETS;
  const rows = page?.data ?? [];
  const filtered = auditListAddress.isFiltered(query);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Tienda"
        title="Auditoría"
        description="Cada cambio hecho desde el back-office: quién lo hizo, cuándo, sobre qué y cómo estaba antes."
      />

      <AuditFilterBar
        query={query}
        facets={facets}
        searchText={searchText}
        onSearchText={setSearchText}
        onChange={update}
        onClear={() => clear()}
      />

      {query.entity_id && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-fg">
          Solo {query.entity_type ? auditEntityLabel(query.entity_type).toLowerCase() : 'la entidad'} #{query.entity_id}
          <button type="button" onClick={() => update({ entity_id: undefined })} className="btn-secondary h-9 px-3 text-sm">
            <X aria-hidden="true" className="size-4" />
            Ver todas
          </button>
        </p>
      )}

      <ListCount page={page} status={status} loadingText="Cargando el registro…" noun={['entrada', 'entradas']} />

      {status === 'error' && (
        <LoadErrorCard
          title="No se pudo cargar el registro de auditoría."
          detail="Comprueba la conexión e inténtalo de nuevo."
          onRetry={onRetry}
        />
      )}

      <div className={clsx('card overflow-hidden', isLoading && page && 'opacity-70 transition-opacity')}>
        {rows.length > 0 && (
          <div className="overflow-x-auto">
            <AdminTable
              caption="Registro de auditoría, los cambios más recientes primero"
              columns={auditColumns}
              rows={rows}
              rowKey={(entry) => entry.id}
              rowBaseClassName="align-top"
              rowDetail={auditChangesRow}
              className="min-w-[44rem]"
            />
          </div>
        )}
        {rows.length === 0 && status === 'loading' && (
          <div role="status" className="flex flex-col gap-3 p-6">
            <span className="sr-only">Cargando el registro…</span>
            {[0, 1, 2, 3, 4].map((n) => (
              <div key={n} aria-hidden="true" className="td-admin-skeleton h-10 rounded-md" />
            ))}
          </div>
        )}
        <ListEmptyState
          rowCount={rows.length}
          status={status}
          filtered={filtered}
          icon={History}
          noMatch={{ title: 'Ningún cambio coincide con estos filtros', hint: 'Prueba con otras fechas, otra persona u otro tipo.' }}
          empty={{ title: 'Todavía no hay cambios registrados', hint: 'Cada cambio que se haga desde el back-office aparecerá aquí.' }}
        />
      </div>

      {page && (
        <Pagination
          page={page.current_page}
          lastPage={page.last_page}
          label="Paginación del registro"
          hrefFor={(n) => `${ADMIN_AUDIT_PATH}${auditListAddress.queryString({ ...query, page: n })}`}
        />
      )}
    </div>
  );
}

/** Person, entity type, action, dates and a search on the entity's name; every choice goes to the URL. */
function AuditFilterBar({
  query,
  facets,
  searchText,
  onSearchText,
  onChange,
  onClear,
}: {
  query: AuditFilters;
  facets: AuditFacets;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (next: Partial<AuditFilters>) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const rangeError = from && to && to < from ? 'La fecha final no puede ser anterior a la inicial.' : null;

  // The URL changed from elsewhere (back button, 'Limpiar filtros'): the dates show it.
  useEffect(() => setFrom(query.from ?? ''), [query.from]);
  useEffect(() => setTo(query.to ?? ''), [query.to]);

  function changeDates(nextFrom: string, nextTo: string) {
    setFrom(nextFrom);
    setTo(nextTo);
    // A half-typed date (the input reports '') or a range backwards waits; the message says why.
    if (nextFrom && nextTo && nextTo < nextFrom) return;
    onChange({ from: nextFrom || undefined, to: nextTo || undefined });
  }

  // A filter in the URL whose value the log no longer has still shows as chosen.
  const actors = query.actor_id && !facets.actors.some((a) => a.id === query.actor_id) ? [...facets.actors, { id: query.actor_id, name: `Persona #${query.actor_id}` }] : facets.actors;
  const types = query.entity_type && !facets.entity_types.includes(query.entity_type) ? [...facets.entity_types, query.entity_type] : facets.entity_types;
  const actions = query.action && !facets.actions.includes(query.action) ? [...facets.actions, query.action] : facets.actions;
  const byLabel = (label: (v: string) => string) => (a: string, b: string) => label(a).localeCompare(label(b), 'es');

  return (
    <div role="search" aria-label="Filtrar el registro" className="card grid grid-cols-1 items-start gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-[minmax(0,1.3fr)_repeat(5,minmax(0,1fr))_auto]">
      <FilterSearch value={searchText} onChange={onSearchText} placeholder="Nombre del producto, usuario…" />
      <FilterSelect label="Persona" value={query.actor_id ? String(query.actor_id) : ''} onChange={(v) => onChange({ actor_id: Number(v) || undefined })}>
        <option value="">Todas las personas</option>
        {actors.map((actor) => (
          <option key={actor.id} value={actor.id}>
            {actor.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Tipo" value={query.entity_type ?? ''} onChange={(v) => onChange({ entity_type: v || undefined, entity_id: undefined })}>
        <option value="">Todos los tipos</option>
        {[...types].sort(byLabel(auditEntityLabel)).map((type) => (
          <option key={type} value={type}>
            {auditEntityLabel(type)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Acción" value={query.action ?? ''} onChange={(v) => onChange({ action: v || undefined })}>
        <option value="">Todas las acciones</option>
        {[...actions].sort(byLabel(auditActionLabel)).map((action) => (
          <option key={action} value={action}>
            {auditActionLabel(action)}
          </option>
        ))}
      </FilterSelect>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-from`} className="text-sm font-medium text-fg">
          Desde
        </label>
        <input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(event) => changeDates(event.target.value, to)} className={filterControlClass} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-to`} className="text-sm font-medium text-fg">
          Hasta
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => changeDates(from, event.target.value)}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? `${id}-range` : undefined}
          className={filterControlClass}
        />
        {rangeError && (
          <p id={`${id}-range`} className="text-sm text-danger">
            {rangeError}
          </p>
        )}
      </div>
      <ClearFiltersButton
        onClick={() => {
          setFrom('');
          setTo('');
          onClear();
        }}
        disabled={!auditListAddress.isFiltered(query) && !searchText && !from && !to}
        className="self-end"
      />
    </div>
  );
}
