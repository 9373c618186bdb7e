import type { StoreProduct } from '@common/catalog/contracts';

const KILOS = new Intl.NumberFormat('es-ES', { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 });

/** Dimensions, weight and warranty, each only when the product has it. */
export function ProductDetails({ product }: { product: Pick<StoreProduct, 'dimensions' | 'weight' | 'warranty_period'> }) {
  const rows = [
    product.dimensions ? { label: 'Medidas', value: product.dimensions } : null,
    product.weight != null && product.weight > 0 ? { label: 'Peso', value: KILOS.format(product.weight) } : null,
    product.warranty_period ? { label: 'Garantía', value: product.warranty_period } : null,
  ].filter((row): row is { label: string; value: string } => row !== null);
  if (rows.length === 0) return null;
  return (
    <div className="mt-10">
      <h3 className="text-sm font-semibold">Detalles</h3>
      <dl className="mt-3 divide-y divide-line border-y border-line text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-6 py-3">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-right">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
