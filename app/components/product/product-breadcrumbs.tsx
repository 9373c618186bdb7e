import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { StoreProduct } from '@common/catalog/contracts';

/** Tienda › Categoría › Producto. */
export function ProductBreadcrumbs({ product }: { product: Pick<StoreProduct, 'name' | 'category'> }) {
  const separator = <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-muted" />;
  return (
    <nav aria-label="Ruta de navegación" className="py-6 sm:py-8">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        <li className="flex items-center gap-2">
          <Link to="/store" className="underline-offset-4 hover:text-fg hover:underline">
            Tienda
          </Link>
          {separator}
        </li>
        {product.category && (
          <li className="flex items-center gap-2">
            <Link to={`/store/categories/${product.category.id}`} className="underline-offset-4 hover:text-fg hover:underline">
              {product.category.name}
            </Link>
            {separator}
          </li>
        )}
        <li aria-current="page" className="max-w-[28ch] truncate font-medium text-fg">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
