import { Eye, EyeOff, Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminBrandListQuery, type AdminBrand } from '@common/brands/contracts';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { AdminListResults } from '../kit/admin-list-results';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { defineListAddress } from '../kit/list-address';
import { useListFilters } from '../kit/use-list-filters';
import { BrandStateBadge, BrandSwatches, readableOn } from './brand-swatches';
import { refreshStoreBrands } from './refresh-store-brands';

export const ADMIN_BRANDS_PATH = '/admin/brands';

const count = new Intl.NumberFormat('es-ES');
export const productCount = (n: number) => `${count.format(n)} ${n === 1 ? 'producto' : 'productos'}`;

/** The list's filters in the address (search and status), read as the API reads them. */
export const brandListAddress = defineListAddress(AdminBrandListQuery);

const STATUS_OPTIONS = { active: 'Activas', inactive: 'Desactivadas' } as const;
const isStatus = (value: string): value is keyof typeof STATUS_OPTIONS => Object.hasOwn(STATUS_OPTIONS, value);

export interface AdminBrandsListProps {
  /** null while they load, or when they could not be loaded. */
  brands: readonly AdminBrand[] | null;
  onRetry?: () => void;
}

/** Spec §2 admin.brands: every brand as a card with its logo, colours, products and state. */
export function AdminBrandsList({ brands, onRetry }: AdminBrandsListProps) {
  const { filters, update, clear, searchText, setSearchText, status, isLoading, reload } = useListFilters({
    path: ADMIN_BRANDS_PATH,
    address: brandListAddress,
    hasPage: brands !== null,
    onRetry,
  });
  const rows = brands ?? [];
  const filtered = brandListAddress.isFiltered(filters);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Catálogo"
        title="Marcas"
        description="Las marcas de la tienda: su nombre, sus lemas, su historia y su paleta se ven en su página y en la cabecera."
        actions={
          <Link to={`${ADMIN_BRANDS_PATH}/new`} className="btn-primary">
            <Plus aria-hidden="true" className="size-4" />
            Nueva marca
          </Link>
        }
      />

      <div role="search" aria-label="Filtrar marcas" className="card grid grid-cols-1 items-end gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Nombre o slug" />
        <FilterSelect label="Estado" value={filters.status ?? ''} onChange={(value) => update({ status: isStatus(value) ? value : undefined })}>
          <option value="">Todas</option>
          {Object.entries(STATUS_OPTIONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
        <ClearFiltersButton onClick={() => clear()} disabled={!filtered && !searchText} />
      </div>

      <AdminListResults
        page={brands && { total: brands.length }}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['marca', 'marcas']}
        loadingText="Cargando marcas…"
        errorTitle="No se pudieron cargar las marcas."
        onRetry={onRetry}
        framed={false}
        empty={{
          filtered,
          icon: Tags,
          noMatch: { title: 'Ninguna marca coincide con el filtro', hint: 'Prueba con otro nombre u otro estado, o limpia los filtros.' },
          empty: { title: 'Todavía no hay marcas', hint: 'Crea la primera con «Nueva marca»: su página y su tarjeta de la cabecera salen de ella.' },
        }}
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {rows.map((brand) => (
            <li key={brand.id}>
              <BrandCardItem brand={brand} onChanged={reload} />
            </li>
          ))}
        </ul>
      </AdminListResults>
    </div>
  );
}

function BrandCardItem({ brand, onChanged }: { brand: AdminBrand; onChanged: () => void }) {
  const { show } = useAlertDialog();
  const [busy, setBusy] = useState(false);
  const titleId = `brand-${brand.id}-name`;

  async function run(call: () => Promise<unknown>, done: string, failure: string) {
    setBusy(true);
    try {
      await call();
      toast({ type: 'success', message: done });
      refreshStoreBrands();
      onChanged();
    } catch (error) {
      toast({ type: 'error', message: apiErrorMessage(error, failure) });
    } finally {
      setBusy(false);
    }
  }

  async function toggle() {
    const params = { id: String(brand.id) };
    if (brand.is_active) {
      const answer = await show({
        type: 'warning',
        title: `¿Desactivar ${brand.name}?`,
        message: 'La marca deja de verse en la tienda (su página y su tarjeta de la cabecera). Sus productos se conservan y puedes activarla cuando quieras.',
        confirmText: 'Desactivar',
        cancelText: 'Cancelar',
      });
      if (answer !== 'confirm') return;
      await run(() => api('POST /admin/brands/{id}/deactivate', { params }), `${brand.name} desactivada.`, 'No se pudo desactivar la marca.');
    } else {
      await run(() => api('POST /admin/brands/{id}/activate', { params }), `${brand.name} activada.`, 'No se pudo activar la marca.');
    }
  }

  async function remove() {
    const answer = await show({
      type: 'warning',
      title: `¿Borrar ${brand.name}?`,
      message:
        brand.products_count > 0
          ? `Tiene ${productCount(brand.products_count)}: no se puede borrar. Desactívala o mueve sus productos a otra marca.`
          : 'Se borran la marca y su logo. No se puede deshacer.',
      confirmText: brand.products_count > 0 ? null : 'Borrar',
      cancelText: brand.products_count > 0 ? 'Entendido' : 'Cancelar',
    });
    if (answer !== 'confirm') return;
    await run(() => api('DELETE /admin/brands/{id}', { params: { id: String(brand.id) } }), `${brand.name} borrada.`, 'No se pudo borrar la marca.');
  }

  return (
    <article aria-labelledby={titleId} className="card flex h-full flex-col overflow-hidden">
      <div className={`flex items-center gap-4 p-5 ${readableOn(brand.primary_color)}`} style={{ backgroundColor: brand.primary_color ?? '#1C355E' }}>
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-white p-1.5 shadow-sm">
          {brand.logo_url ? (
            <img src={brand.logo_url} alt={`Logo de ${brand.name}`} width={64} height={64} className="size-full object-contain" />
          ) : (
            <span aria-hidden="true" className="font-display text-2xl font-semibold text-neutral-800">
              {brand.name.charAt(0).toUpperCase()}
            </span>
          )}
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="truncate font-display text-2xl font-semibold">
            {brand.name}
          </h2>
          {brand.card_tagline && <p className="truncate font-display italic">{brand.card_tagline}</p>}
          {brand.tagline && <p className="truncate text-sm">{brand.tagline}</p>}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <BrandStateBadge isActive={brand.is_active} />
          <span className="font-mono text-xs text-muted">/{brand.slug}</span>
          <span className="ml-auto font-semibold text-fg tabular-nums">{productCount(brand.products_count)}</span>
        </div>
        <BrandSwatches brand={brand} />
        <div className="mt-auto flex flex-wrap gap-2">
          <Link to={`/admin/brands/${brand.id}`} className="btn-secondary">
            <Pencil aria-hidden="true" className="size-4" />
            Editar<span className="sr-only"> {brand.name}</span>
          </Link>
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void toggle()}>
            {brand.is_active ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
            {brand.is_active ? 'Desactivar' : 'Activar'}
            <span className="sr-only"> {brand.name}</span>
          </button>
          <button type="button" className="btn-secondary text-danger" disabled={busy} onClick={() => void remove()}>
            <Trash2 aria-hidden="true" className="size-4" />
            Borrar<span className="sr-only"> {brand.name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
