import { Printer } from 'lucide-react';
import type { PublicStoreSettings } from '@common/settings/contracts';
import { SHIPPING_METHOD_NAMES } from '@common/checkout/pricing';
import type { Order } from '@common/orders/contracts';
import { formatOrderDay } from '~/components/orders/order-format';

export interface PackingSlipProps {
  order: Pick<Order, 'number' | 'created_at' | 'customer_name' | 'email' | 'phone' | 'shipping_address' | 'shipping_method' | 'lines' | 'item_count' | 'customer_note'>;
  store: Pick<PublicStoreSettings, 'store_name' | 'legal_name' | 'tax_id' | 'address' | 'city' | 'phone' | 'support_email'>;
}

/** The paper that goes in the parcel: who sends, to whom, and what (SKU, size, colour, units), never prices. */
export function PackingSlip({ order, store }: PackingSlipProps) {
  const address = order.shipping_address;
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-8 bg-surface p-8 text-fg print:max-w-none print:p-0">
      <div className="flex justify-end print:hidden">
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir
        </button>
      </div>

      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-line pb-6">
        <div>
          <p className="font-display text-2xl font-semibold">{store.store_name}</p>
          {store.legal_name !== store.store_name && <p className="text-sm">{store.legal_name}</p>}
          {store.tax_id && <p className="text-sm">NIF {store.tax_id}</p>}
          <p className="text-sm">{store.address}</p>
          <p className="text-sm">
            {[store.phone, store.support_email].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="text-right">
          <h1 className="font-display text-3xl font-semibold tracking-tight">Albarán</h1>
          <p className="mt-1 text-sm">
            Pedido <span className="font-semibold tabular-nums">{order.number}</span>
          </p>
          <p className="text-sm">
            Fecha <time dateTime={order.created_at}>{formatOrderDay(order.created_at)}</time>
          </p>
        </div>
      </header>

      <section aria-labelledby="slip-ship-to" className="grid gap-1 text-sm">
        <h2 id="slip-ship-to" className="text-xs font-semibold tracking-wide uppercase">
          Enviar a
        </h2>
        <p className="text-base font-semibold">{address.recipient_name}</p>
        <p>{address.street}</p>
        <p>
          {address.postal_code} {address.city} ({address.province})
        </p>
        <p>Tel. {address.phone}</p>
        <p className="mt-1">{SHIPPING_METHOD_NAMES[order.shipping_method]}</p>
      </section>

      <section aria-labelledby="slip-lines">
        <h2 id="slip-lines" className="text-xs font-semibold tracking-wide uppercase">
          Contenido del paquete
        </h2>
        <table className="mt-3 w-full border-collapse text-left text-sm">
          <caption className="sr-only">Prendas del pedido {order.number}</caption>
          <thead>
            <tr className="border-b border-fg">
              <th scope="col" className="py-2 pr-3">
                SKU
              </th>
              <th scope="col" className="py-2 pr-3">
                Prenda
              </th>
              <th scope="col" className="py-2 pr-3">
                Talla
              </th>
              <th scope="col" className="py-2 pr-3">
                Color
              </th>
              <th scope="col" className="py-2 text-right">
                Unidades
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id} className="border-b border-line">
                <td className="py-2 pr-3 font-mono">{line.sku}</td>
                <td className="py-2 pr-3">
                  {line.product_name}
                  {line.brand_name && <span className="block text-xs">{line.brand_name}</span>}
                </td>
                <td className="py-2 pr-3">{line.size ?? '—'}</td>
                <td className="py-2 pr-3">{line.color_name ?? '—'}</td>
                <td className="py-2 text-right font-semibold tabular-nums">{line.quantity}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className="py-2 pr-3 text-right">
                Total de unidades
              </th>
              <td className="py-2 text-right font-semibold tabular-nums">{order.item_count}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      {order.customer_note && (
        <section aria-labelledby="slip-note" className="text-sm">
          <h2 id="slip-note" className="text-xs font-semibold tracking-wide uppercase">
            Nota de la clienta
          </h2>
          <p className="mt-1">{order.customer_note}</p>
        </section>
      )}

      <footer className="border-t border-line pt-4 text-xs">
        Gracias por tu compra en {store.store_name}. ¿Algo no está bien? Escríbenos a {store.support_email} indicando el número de pedido.
      </footer>
    </main>
  );
}
