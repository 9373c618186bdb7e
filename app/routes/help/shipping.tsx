import { Link } from 'react-router';
import { formatEuros } from '@common/money';
import { SAME_DAY_CUTOFF, shippingFacts } from '~/components/info/help-facts';
import { InfoHeader, InfoSection, TEXT_LINK } from '~/components/info/info-header';
import { TableScroller } from '~/components/info/table-scroller';
import { acceptsBankTransfer } from '@common/checkout/bank-transfer';
import { settingsFromMatches, useStoreSettings } from '~/lib/store-facts';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/shipping';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Envíos', description: `Envío gratuito a partir de ${shippingFacts(settingsFromMatches(args.matches)).freeFrom}, entrega en 24 horas en península y envíos a Baleares, Canarias, Ceuta y Melilla.` });

export default function ShippingScreen() {
  const settings = useStoreSettings();
  const { freeFrom, zoneList } = shippingFacts(settings);
  return (
    <>
      <InfoHeader
        eyebrow="Ayuda"
        title="Envíos"
        lead={`Enviamos a toda España en caja reutilizable y sin plásticos de un solo uso. A partir de ${freeFrom}, el envío es gratis.`}
      />

      <div className="mt-12 flex flex-col gap-14">
        <InfoSection id="tarifas" title="Plazos y precios">
          <TableScroller label="Tabla de plazos y precios de envío">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">Plazo de entrega y precio del envío por destino</caption>
              <thead className="bg-surface-muted text-fg">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">Destino</th>
                  <th scope="col" className="px-5 py-3 font-semibold">Plazo de entrega</th>
                  <th scope="col" className="px-5 py-3 font-semibold">Pedidos de menos de {freeFrom}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">Desde {freeFrom}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {zoneList.map((zone) => (
                  <tr key={zone.zone}>
                    <th scope="row" className="px-5 py-4 font-semibold text-fg">{zone.zone}</th>
                    <td className="px-5 py-4">{zone.time}</td>
                    <td className="px-5 py-4 tabular-nums">{formatEuros(zone.price)}</td>
                    <td className="px-5 py-4 font-semibold text-fg">Gratis</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <p>
            Los plazos cuentan desde que el pedido sale del almacén. Lo que confirmas antes de las {SAME_DAY_CUTOFF} de un día
            laborable sale ese mismo día; lo que llega después, o en fin de semana o festivo, sale el siguiente día laborable.
          </p>
        </InfoSection>

        <InfoSection id="premium" title="Envío premium en península">
          <p>
            Todos los pedidos a península viajan con nuestro envío premium: entrega en 24 horas laborables, en una caja
            reutilizable que puedes usar para devolvernos algo si no te queda bien. No tiene recargo: cuesta lo que indica la
            tabla y, desde {freeFrom}, nada.
          </p>
          <p>
            Si lo necesitas con más prisa, al pagar puedes elegir el <strong>envío exprés</strong> con mensajero urgente
            (solo península): lo que confirmas antes de las 18:00 de un día laborable sale ese mismo día y llega el siguiente
            antes de las 14:00, por {formatEuros(settings.shipping_express_fee)}, también en los pedidos de más de {freeFrom}.
          </p>
        </InfoSection>

        <InfoSection id="islas" title="Canarias, Ceuta y Melilla">
          <p>
            Estos pedidos se facturan sin IVA porque salen del territorio en el que se aplica. Al recibirlos pueden
            corresponder los impuestos locales (IGIC en Canarias, IPSI en Ceuta y Melilla), que gestiona la empresa de
            transporte con el despacho de aduanas. A estos destinos no enviamos contra reembolso: paga con tarjeta
            {acceptsBankTransfer(settings) ? ', Bizum o transferencia' : ' o Bizum'}. Si tienes dudas antes de comprar, pregúntanos.
          </p>
        </InfoSection>

        <InfoSection id="seguimiento" title="Seguimiento y entrega">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>Al confirmar tu pedido te enviamos un email con su número y su resumen; cuando sale, otro con la empresa de transporte y el enlace de seguimiento.</li>
            <li>Si no estás en casa, el repartidor lo intenta otra vez el siguiente día laborable o lo deja en un punto de recogida cercano, y te avisa.</li>
            <li>
              Con cuenta, en <strong>Mi cuenta › Pedidos</strong> ves el estado de cada pedido, su historia y el seguimiento, y
              puedes cancelarlo mientras no haya salido. Sin cuenta, consúltalo en{' '}
              <Link to="/orders/lookup" className={TEXT_LINK}>
                Consulta tu pedido
              </Link>{' '}
              con el número de pedido y tu email.
            </li>
            {acceptsBankTransfer(settings) ? (
              <li>Si pagas por transferencia, los plazos empiezan cuando recibimos el pago (suele tardar 1 o 2 días hábiles).</li>
            ) : null}
            <li>Por ahora solo enviamos dentro de España.</li>
          </ul>
        </InfoSection>

        <InfoSection id="incidencias" title="Si algo va mal">
          <p>
            ¿El paquete llega dañado o no llega en el plazo indicado? Escríbenos a{' '}
            <a href={`mailto:${settings.support_email}`} className={TEXT_LINK}>
              {settings.support_email}
            </a>{' '}
            con el número de pedido y, si puedes, una foto del paquete. Lo resolvemos con la empresa de transporte y, si
            hace falta, te enviamos el pedido otra vez sin coste. Para devolver algo que no te convence, mira{' '}
            <Link to="/help/returns" className={TEXT_LINK}>
              Cambios y devoluciones
            </Link>
            .
          </p>
        </InfoSection>
      </div>
    </>
  );
}
