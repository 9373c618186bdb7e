import { OrderLookup } from '~/components/checkout/order-lookup';
import { GuestSupportSection } from '~/components/support/guest-support-section';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/orders-lookup';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Consulta tu pedido', description: 'Mira en qué punto está tu pedido de Tienda Diverso con su número y tu email.', extra: [{ name: 'robots', content: 'noindex' }] });

/** /orders/lookup: a guest (or anyone) finds an order by its number and e-mail. */
export default function OrdersLookup() {
  return (
    <main id="main" className="container-page max-w-3xl py-8 sm:py-12">
      <p className="eyebrow">Pedidos</p>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">Consulta tu pedido</h1>
      <p className="mt-3 mb-6 max-w-xl text-sm text-muted">
        Escribe el número de pedido (como TD-2026-000123) y el email con el que lo hiciste. Los dos están en el email de confirmación.
      </p>
      <OrderLookup />
      <div className="mt-14 border-t border-line pt-10">
        <GuestSupportSection title="¿Algo no va bien con tu pedido? Escríbenos" />
      </div>
    </main>
  );
}
