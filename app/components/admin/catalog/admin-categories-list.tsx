import { FolderTree } from 'lucide-react';
import { Link, useRevalidator } from 'react-router';
import type { AdminCategory } from '@common/catalog/contracts';
import { AdminPageHeader } from '../admin-page-header';
import { LoadErrorCard } from './load-error-card';

const count = new Intl.NumberFormat('es-ES');

function productCount(n: number) {
  return `${count.format(n)} ${n === 1 ? 'producto' : 'productos'}`;
}

export interface AdminCategoriesListProps {
  /** null while they load, or when they could not be loaded. */
  categories: readonly AdminCategory[] | null;
  /** Given by the route's error screen: the list could not be loaded, and this asks again. */
  onRetry?: () => void;
}

/** Spec §2 admin.categories: the categories of GET /api/admin/categories with their product counts. */
export function AdminCategoriesList({ categories, onRetry }: AdminCategoriesListProps) {
  const revalidator = useRevalidator();
  const status = revalidator.state === 'loading' || (categories === null && !onRetry) ? 'loading' : onRetry ? 'error' : 'ready';
  const rows = categories ?? [];
  // A parent's count already holds its sub-categories' products.
  const total = rows.filter((c) => c.parent_id === null).reduce((sum, c) => sum + c.products_count, 0);
  const hidden = rows.filter((c) => !c.is_active).length;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Catálogo"
        title="Categorías"
        description="Cómo se ordena la tienda. Cada producto pertenece a una categoría."
      />

      <p className="min-h-6 text-sm text-muted" aria-live="polite">
        {status === 'loading'
          ? 'Cargando categorías…'
          : status === 'ready'
            ? `${rows.length} ${rows.length === 1 ? 'categoría' : 'categorías'}${hidden ? ` (${hidden} ${hidden === 1 ? 'oculta' : 'ocultas'})` : ''} · ${productCount(total)}`
            : ''}
      </p>

      {status === 'error' && (
        <LoadErrorCard
          title="No se pudieron cargar las categorías."
          detail="La lista aparece vacía hasta que el servidor responda. Comprueba la conexión e inténtalo de nuevo."
          onRetry={onRetry}
        />
      )}

      <div className="card overflow-hidden">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Categorías de la tienda</caption>
            <thead className="border-b border-line bg-surface-muted/60 text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">Categoría</th>
                <th scope="col" className="hidden px-4 py-3 md:table-cell">Descripción</th>
                <th scope="col" className="px-4 py-3 text-right">Productos</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((category) => (
                <tr key={category.id} className="align-middle transition-colors hover:bg-surface-muted/40">
                  <td className="px-4 py-3">
                    <div className="flex min-w-0 items-center gap-3">
                      <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface-muted font-display text-lg font-semibold text-muted">
                        {category.image_url ? (
                          <img src={category.image_url} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-full object-cover" />
                        ) : (
                          <span aria-hidden="true">{category.name.charAt(0).toUpperCase()}</span>
                        )}
                      </span>
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                          {category.name}
                          {!category.is_active && (
                            <span className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-muted">Oculta en la tienda</span>
                          )}
                        </p>
                        <p className="mt-0.5 font-mono text-xs text-muted">/{category.slug}</p>
                        {category.description && <p className="mt-1 line-clamp-2 text-xs text-muted md:hidden">{category.description}</p>}
                      </div>
                    </div>
                  </td>
                  <td className="hidden max-w-md px-4 py-3 text-muted md:table-cell">
                    {category.description ? <span className="line-clamp-2">{category.description}</span> : <span className="text-muted">—</span>}
                  </td>
                  <td className="px-4 py-3 text-right whitespace-nowrap">
                    <Link
                      to={`/admin/products?category=${category.id}`}
                      className="inline-flex items-center rounded-full bg-surface-muted px-3 py-1 text-xs font-semibold text-fg tabular-nums transition-colors hover:bg-primary hover:text-on-primary"
                    >
                      {productCount(category.products_count)}
                      <span className="sr-only"> en {category.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {rows.length === 0 && status !== 'loading' && (
          <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-muted">
              <FolderTree aria-hidden="true" className="size-6" />
            </span>
            <p className="font-semibold text-fg">{status === 'error' ? 'Sin datos que mostrar' : 'Todavía no hay categorías'}</p>
          </div>
        )}
      </div>
    </div>
  );
}
