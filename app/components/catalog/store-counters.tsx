import { useCartSummary } from '~/lib/cart-state';

/** Spec §2 Store: available products, categories, featured products and items in the cart (live). */
export function StoreCounters({ products, categories, featured }: { products: number; categories: number; featured: number }) {
  const cart = useCartSummary();
  const items = [
    { label: 'Productos disponibles', value: products },
    { label: 'Categorías', value: categories },
    { label: 'Productos destacados', value: featured },
    { label: 'En tu carrito', value: cart.count, isLive: true },
  ];
  return (
    <dl className="grid grid-cols-2 divide-line border-y border-line sm:grid-cols-4 sm:divide-x">
      {items.map((item, i) => (
        <div
          key={item.label}
          className={[
            'flex flex-col-reverse gap-1 py-6 sm:px-6 sm:first:pl-0',
            i % 2 === 1 ? 'pl-5 border-l border-line sm:border-l-0' : '',
            i < 2 ? 'border-b border-line sm:border-b-0' : '',
          ].join(' ')}
        >
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd
            aria-live={item.isLive ? 'polite' : undefined}
            className="font-display text-4xl font-medium tracking-tight tabular-nums sm:text-5xl"
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
