import { Eye, EyeOff, Pencil, Plus, Search, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Form, Link, useRevalidator, useSearchParams } from 'react-router';
import type { AdminBrand } from '@common/brands/contracts';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminPageHeader } from '../admin-page-header';
import { LoadErrorCard } from '../catalog/load-error-card';
import { BrandStateBadge, BrandSwatches, readableOn } from './brand-swatches';
import { refreshStoreBrands } from './refresh-store-brands';

const count = new Intl.NumberFormat('es-ES');
export const productCount = (n: number) => `${count.format(n)} ${n === 1 ? 'producto' : 'productos'}`;

export interface AdminBrandsListProps {
  /** null while they load, or when they could not be loaded. */
  brands: readonly AdminBrand[] | null;
  onRetry?: () => void;
}

/** Spec §2 admin.brands: every brand as a card with its logo, colours, products and state. */
export function AdminBrandsList({ brands, onRetry }: AdminBrandsListProps) {
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const status = brands === null && !onRetry ? 'loading' : onRetry ? 'error' : 'ready';
  const rows = brands ?? [];
  const filtered = Boolean(params.get('search') || params.get('status'));

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Catálogo"
        title="Marcas"
        description="Las marcas de la tienda: su nombre, sus lemas, su historia y su paleta se ven en su página y en la cabecera."
        actions={
          <Link to="/admin/brands/new" className="btn-primary">
            <Plus aria-hidden="true" className="size-4" />
            Nueva marca
          </Link>
        }
      />

      <Form method="get" role="search" aria-label="Filtrar marcas" className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1.5 text-sm font-medium text-fg">
          Buscar
          <input
            type="search"
            name="search"
            defaultValue={params.get('search') ?? ''}
            placeholder="Nombre o slug"
            maxLength={100}
            className="rounded-xl border border-line bg-surface px-3 py-2 text-fg placeholder:text-muted"
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-fg sm:w-48">
          Estado
          <select name="status" defaultValue={params.get('status') ?? ''} className="rounded-xl border border-line bg-surface px-3 py-2 text-fg">
            <option value="">Todas</option>
            <option value="active">Activas</option>
            <option value="inactive">Desactivadas</option>
          </select>
        </label>
        <button type="submit" className="btn-secondary">
          <Search aria-hidden="true" className="size-4" />
          Filtrar
        </button>
      </Form>

      <p className="min-h-6 text-sm text-muted" aria-live="polite">
        {status === 'loading' || revalidator.state === 'loading'
          ? 'Cargando marcas…'
          : status === 'ready'
            ? `${rows.length} ${rows.length === 1 ? 'marca' : 'marcas'}`
            : ''}
      </p>

      {status === 'error' && (
        <LoadErrorCard
          title="No se pudieron cargar las marcas."
          detail="Comprueba la conexión e inténtalo de nuevo."
          onRetry={onRetry}
        />
      )}

      {status === 'loading' && (
        <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2">
          {[0, 1].map((i) => (
            <li key={i} className="card h-56 animate-pulse bg-surface-muted motion-reduce:animate-none" />
          ))}
        </ul>
      )}

      {status === 'ready' && rows.length === 0 && (
        <div className="card flex flex-col items-center gap-3 px-6 py-14 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-muted">
            <Tags aria-hidden="true" className="size-6" />
          </span>
          <p className="font-semibold text-fg">{filtered ? 'Ninguna marca coincide con el filtro' : 'Todavía no hay marcas'}</p>
          {filtered ? (
            <Link to="/admin/brands" className="btn-secondary">
              Quitar filtros
            </Link>
          ) : null}
        </div>
      )}

      {rows.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {rows.map((brand) => (
            <li key={brand.id}>
              <BrandCardItem brand={brand} onChanged={() => void revalidator.revalidate()} />
            </li>
          ))}
        </ul>
      )}
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
