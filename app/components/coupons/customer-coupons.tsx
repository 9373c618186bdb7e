import { Copy, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import type { CustomerCoupon, CustomerCoupons } from '@common/coupons/contracts';
import { formatEuros, formatPrice } from '@common/money';
import { formatLongDate } from '~/components/account/account-format';
import { AccountPage } from '~/components/account/account-page';
import { EmptyState } from '~/components/account/empty-state';
import { toast } from '~/lib/toast';

/** The conditions of a coupon, as sentences a customer reads before paying. */
export function couponConditions(coupon: CustomerCoupon): string[] {
  const lines = [coupon.min_order > 0 ? `En pedidos desde ${formatEuros(coupon.min_order)} (productos, IVA incluido).` : 'En cualquier pedido, sin importe mínimo.'];
  if (coupon.first_order_only) lines.push('Solo para tu primer pedido.');
  if (coupon.uses_left === 1) lines.push('Puedes usarlo una vez.');
  else if (coupon.uses_left !== null) lines.push(`Puedes usarlo ${coupon.uses_left} veces más.`);
  lines.push(coupon.ends_at ? `Válido hasta el ${formatLongDate(coupon.ends_at)}.` : 'Sin fecha de caducidad.');
  return lines;
}

async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast({ type: 'success', message: `Código ${code} copiado. Pégalo en el paso de pago.` });
  } catch {
    toast({ type: 'error', message: `No hemos podido copiarlo: escribe ${code} al pagar.` });
  }
}

/** Cupones: the codes this customer can use now, with their conditions, and the orders where one was used. */
export function CustomerCouponsView({ coupons }: { coupons: CustomerCoupons }) {
  const { available, used } = coupons;
  return (
    <AccountPage eyebrow="Pagos" title="Cupones" description="Tus códigos de descuento: cópialos y escríbelos en el paso de pago.">
      <section aria-labelledby="coupons-available" className="mt-8">
        <h2 id="coupons-available" className="font-display text-xl font-semibold tracking-tight">
          Disponibles
        </h2>
        {available.length > 0 ? (
          <ul className="mt-4 grid gap-5 md:grid-cols-2">
            {available.map((coupon) => (
              <li key={coupon.code}>
                <article aria-labelledby={`coupon-${coupon.code}`} className="card flex h-full flex-col p-6">
                  <p className="text-sm font-semibold text-primary">{coupon.benefit}</p>
                  <h3 id={`coupon-${coupon.code}`} className="mt-1 font-mono text-2xl font-semibold tracking-wider break-all">
                    {coupon.code}
                  </h3>
                  {coupon.description ? <p className="mt-2 text-sm text-fg">{coupon.description}</p> : null}
                  <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-muted">
                    {couponConditions(coupon).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <div className="mt-5 border-t border-line pt-4">
                    <button type="button" className="btn-secondary px-4 py-2" onClick={() => void copyCode(coupon.code)}>
                      <Copy aria-hidden="true" className="size-3.5" />
                      Copiar código
                      <span className="sr-only"> {coupon.code}</span>
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={Ticket}
            title="No tienes cupones disponibles"
            description="Cuando haya un código que puedas usar, aparecerá aquí con su descuento, sus condiciones y su fecha de caducidad."
            secondaryAction={{ label: 'Quiero recibir ofertas', to: '/user/settings' }}
            headingLevel="h3"
          />
        )}
      </section>

      <section aria-labelledby="coupons-used" className="mt-12">
        <h2 id="coupons-used" className="font-display text-xl font-semibold tracking-tight">
          Usados
        </h2>
        {used.length > 0 ? (
          <div className="card mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Cupones que has usado en tus pedidos</caption>
              <thead className="border-b border-line bg-surface-muted/60 text-xs font-semibold tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">Código</th>
                  <th scope="col" className="px-4 py-3">Pedido</th>
                  <th scope="col" className="px-4 py-3">Fecha</th>
                  <th scope="col" className="px-4 py-3 text-right">Descuento</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {used.map((entry) => (
                  <tr key={entry.order_id}>
                    <td className="px-4 py-3 font-mono font-semibold">{entry.code}</td>
                    <td className="px-4 py-3">
                      <Link to={`/user/orders/${entry.order_number}`} className="font-semibold text-primary hover:underline">
                        {entry.order_number}
                      </Link>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatLongDate(entry.used_at)}</td>
                    <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">−{formatPrice(entry.discount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-4 text-sm text-muted">Aún no has usado ningún cupón. Los que uses aparecerán aquí con su pedido.</p>
        )}
      </section>
    </AccountPage>
  );
}
