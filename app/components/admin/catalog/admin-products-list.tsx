import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { PackageSearch, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { AdminProductListQuery, type AdminCategory, type AdminProduct, type AdminProductPage } from '@common/catalog/contracts';
import { PRODUCT_STATUSES } from '@common/catalog/publishing';
import { formatPrice } from '@common/money';
import { StockBadge } from '~/components/product/product-badges';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { AdminPageHeader } from '../admin-page-header';
import { ClearFiltersButton, FilterSearch, FilterSelect } from '../kit/filter-controls';
import { AdminListResults } from '../kit/admin-list-results';
import { rowActionClass, rowDeleteClass, type Column } from '../kit/admin-table';
import { defineListAddress } from '../kit/list-address';
import { useListFilters } from '../kit/use-list-filters';
import type { ChangeResult } from '../kit/route-change';
import { ProductCsvActions } from './csv-list-actions';
import { ProductBulkBar, SelectionCheckbox } from './product-bulk-bar';
import { ProductStatusBadges, ProductThumb, STATUS_LABELS } from './product-badges';

export const ADMIN_PRODUCTS_PATH = '/admin/products';
export const ADMIN_PRODUCTS_PER_PAGE = 20;

/** The list's filters in the address (search, status, category and page), read as the API reads them; `?category=` there. */
export const productListAddress = defineListAddress(AdminProductListQuery, { names: { category_id: 'category' } });

export interface AdminProductsListProps {
  /** null while the first page loads, or when it could not be loaded. */
  page: AdminProductPage | null;
  categories: readonly AdminCategory[];
  /** Given by the route's error screen: the list could not be loaded, and this asks again. */
  onRetry?: () => void;
}

/** Spec §2 admin.products: the whole catalogue (every status), filtered, paged, with edit and delete. */
export function AdminProductsList({ page, categories, onRetry }: AdminProductsListProps) {
  const { filters: query, update, clear, searchText, setSearchText, status, isLoading, reload } = useListFilters({
    path: ADMIN_PRODUCTS_PATH,
    address: productListAddress,
    hasPage: page !== null,
    onRetry,
  });
  const deleter = useFetcher<ChangeResult>();
  const { show } = useAlertDialog();
  // The bulk selection: ids on this page (a new page or a reload keeps only those still shown).
  const [selected, setSelected] = useState<number[]>([]);
  const deletingId = deleter.state !== 'idle' && deleter.formData ? Number(deleter.formData.get('id')) : null;

  /** After the confirmation, the route's action deletes it, says how it went and loads the list again. */
  async function remove(product: AdminProduct) {
    const answer = await show({
      type: 'warning',
      title: '¿Eliminar este producto?',
      message: `«${product.name}» (${product.sku}) dejará de verse en la tienda. Los pedidos que ya lo incluyen lo conservan.`,
      confirmText: 'Eliminar',
      cancelText: 'Cancelar',
    });
    if (answer === 'confirm') void deleter.submit({ id: product.id, name: product.name }, { method: 'post' });
  }

  const rows = page?.data ?? [];
  useEffect(() => {
    setSelected((current) => current.filter((id) => page?.data.some((row) => row.id === id)));
  }, [page]);
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const hasFilters = productListAddress.isFiltered(query);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        eyebrow="Catálogo"
        title="Productos"
        description="Todo el catálogo, también los borradores y archivados. Los cambios se ven en la tienda al guardar."
        actions={
          <>
            <ProductCsvActions />
            <Link to={`${ADMIN_PRODUCTS_PATH}/new`} className="btn-primary">
              <Plus aria-hidden="true" className="size-4" />
              Nuevo producto
            </Link>
          </>
        }
      />

      <div role="search" aria-label="Filtrar productos" className="card grid grid-cols-2 items-end gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] xl:grid-cols-[minmax(0,1fr)_11rem_13rem_auto]">
        <FilterSearch value={searchText} onChange={setSearchText} placeholder="Nombre o SKU" className="col-span-2 sm:col-span-3 xl:col-span-1" />
        <FilterSelect label="Estado" value={query.status ?? ''} onChange={(value) => update({ status: PRODUCT_STATUSES.find((known) => known === value) })}>
          <option value="">Todos los estados</option>
          {PRODUCT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Categoría" value={query.category_id ? String(query.category_id) : ''} onChange={(value) => update({ category_id: Number(value) || undefined })}>
          <option value="">Todas las categorías</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </FilterSelect>
        <ClearFiltersButton onClick={() => clear()} disabled={!hasFilters} className="col-span-2 sm:col-span-1" />
      </div>

      <AdminListResults
        page={page}
        status={status}
        isLoading={isLoading}
        rowCount={rows.length}
        noun={['producto', 'productos']}
        loadingText="Cargando productos…"
        errorTitle="No se pudo cargar el listado de productos."
        onRetry={onRetry}
        table={{
          caption: 'Productos del catálogo',
          columns: [
            {
              header: 'Seleccionar',
              className: 'w-10 py-3 pr-0 pl-3 sm:pl-4',
              headerCell: (
                <SelectionCheckbox
                  label="Seleccionar todos los productos de esta página"
                  checked={allSelected}
                  mixed={selected.length > 0}
                  disabled={rows.length === 0}
                  onChange={(on) => setSelected(on ? rows.map((row) => row.id) : [])}
                />
              ),
              cell: (product) => (
                <SelectionCheckbox
                  label={`Seleccionar ${product.name}`}
                  checked={selected.includes(product.id)}
                  onChange={(on) => setSelected((current) => (on ? [...current, product.id] : current.filter((id) => id !== product.id)))}
                />
              ),
            },
            ...PRODUCT_COLUMNS,
            {
              header: 'Acciones',
              srOnly: true,
              className: 'py-3 pr-2 pl-1 text-right sm:px-4',
              cell: (product) => <ProductActions product={product} isDeleting={deletingId === product.id} onDelete={() => void remove(product)} />,
            },
          ],
          rows,
          rowKey: (product) => product.id,
          rowClassName: (product) => clsx(selected.includes(product.id) && 'bg-primary/5', deletingId === product.id && 'opacity-50'),
        }}
        empty={{
          filtered: hasFilters,
          icon: PackageSearch,
          noMatch: { title: 'Ningún producto coincide con estos filtros', hint: 'Prueba con otra búsqueda u otro estado.' },
          empty: { title: 'Todavía no hay productos', hint: 'Crea el primero y aparecerá aquí.' },
          emptyAction: (
            <Link to={`${ADMIN_PRODUCTS_PATH}/new`} className="btn-primary">
              <Plus aria-hidden="true" className="size-4" />
              Nuevo producto
            </Link>
          ),
        }}
        afterTable={
          selected.length > 0 && (
            <ProductBulkBar
              ids={rows.filter((row) => selected.includes(row.id)).map((row) => row.id)}
              categories={categories}
              onClear={() => setSelected([])}
              onDone={() => {
                setSelected([]);
                reload();
              }}
            />
          )
        }
        pagination={{ label: 'Paginación de productos', hrefFor: (n) => `${ADMIN_PRODUCTS_PATH}${productListAddress.queryString({ ...query, page: n })}` }}
      />
    </div>
  );
}

const productPath = (product: AdminProduct) => `${ADMIN_PRODUCTS_PATH}/${product.id}`;

const PRODUCT_COLUMNS: readonly Column<AdminProduct>[] = [
  {
    header: 'Producto',
    className: 'py-3 pr-2 pl-3 sm:px-4',
    cell: (product) => (
      <div className="flex min-w-0 items-center gap-3">
        <ProductThumb product={product} className="size-10 sm:size-12" />
        <div className="min-w-0">
          <Link to={productPath(product)} className="line-clamp-2 font-semibold text-fg hover:text-primary hover:underline">
            {product.name}
          </Link>
          <p className="mt-0.5 font-mono text-xs break-all text-muted">{product.sku}</p>
          {/* What the hidden columns say, on narrow screens. */}
          <p className="mt-1 text-xs text-muted xl:hidden">
            {[product.brand?.name, product.category?.name].filter(Boolean).join(' · ')}
          </p>
          <div className="mt-1.5 flex flex-wrap items-center gap-2 md:hidden">
            <ProductStatusBadges product={product} />
            <StockBadge state={product.stock_status} className="text-xs sm:hidden" />
          </div>
          {product.is_featured && (
            <p className="mt-1.5 inline-flex items-center gap-1 text-xs font-semibold text-fg min-[90rem]:hidden">
              <Star aria-hidden="true" className="size-3.5 fill-highlight text-highlight" />
              Destacado
            </p>
          )}
        </div>
      </div>
    ),
  },
  { header: 'Marca', className: 'hidden px-4 py-3 xl:table-cell', cellClassName: 'text-fg', cell: (product) => product.brand?.name ?? '—' },
  { header: 'Categoría', className: 'hidden px-4 py-3 xl:table-cell', cellClassName: 'text-fg', cell: (product) => product.category?.name ?? '—' },
  {
    header: 'Precio',
    className: 'px-2 py-3 text-right sm:px-4',
    cellClassName: 'whitespace-nowrap tabular-nums',
    cell: (product) =>
      product.sale_price != null ? (
        <>
          <span className="font-semibold text-fg">{formatPrice(product.sale_price)}</span>
          <span className="block text-xs text-muted line-through">
            <span className="sr-only">Antes </span>
            {formatPrice(product.price)}
          </span>
        </>
      ) : (
        <span className="font-semibold text-fg">{formatPrice(product.price)}</span>
      ),
  },
  {
    header: 'Stock',
    className: 'hidden px-4 py-3 sm:table-cell',
    cellClassName: 'whitespace-nowrap',
    cell: (product) => (
      <>
        <span className="block font-semibold text-fg tabular-nums">{product.stock_quantity} uds.</span>
        <StockBadge state={product.stock_status} className="text-xs" />
      </>
    ),
  },
  { header: 'Estado', className: 'hidden px-4 py-3 md:table-cell', cell: (product) => <ProductStatusBadges product={product} /> },
  {
    header: 'Destacado',
    className: 'hidden px-4 py-3 text-center min-[90rem]:table-cell',
    cell: (product) =>
      product.is_featured ? (
        <Star aria-label="Destacado" className="mx-auto size-4 fill-highlight text-highlight" />
      ) : (
        <span className="text-muted">
          <span aria-hidden="true">—</span>
          <span className="sr-only">No destacado</span>
        </span>
      ),
  },
];

function ProductActions({ product, isDeleting, onDelete }: { product: AdminProduct; isDeleting: boolean; onDelete: () => void }) {
  return (
    <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:justify-end">
      <Link to={productPath(product)} className={rowActionClass}>
        <Pencil aria-hidden="true" className="size-4" />
        <span className="sr-only">Editar {product.name}</span>
      </Link>
      <button type="button" onClick={onDelete} disabled={isDeleting} className={rowDeleteClass}>
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">Eliminar {product.name}</span>
      </button>
    </div>
  );
}
