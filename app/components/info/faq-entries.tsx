import { Link } from 'react-router';
import { formatEuros } from '@common/money';
import type { PublicStoreSettings } from '@common/settings/contracts';
import { acceptsBankTransfer } from '@common/checkout/bank-transfer';
import type { FaqGroup } from './faq-list';
import { BRAND_WARRANTIES, LEGAL_GUARANTEE_YEARS, REFUND_DAYS, ReturnWindowDays, SAME_DAY_CUTOFF, shippingFacts } from './help-facts';
import { TEXT_LINK } from './info-header';

/** The questions and answers, with the store's settings (emails, fees, free-shipping threshold, city). */
export function faqGroups(settings: PublicStoreSettings): FaqGroup[] {
  const { zones: SHIPPING, freeFrom } = shippingFacts(settings);
  // With a hosted payment page (Redsys, Stripe) the card is typed there at each purchase: none is saved.
  const cardsAreSaved = settings.payment_flow === 'direct';
  return [
    {
      id: 'pedidos',
      title: 'Pedidos y pagos',
      entries: [
        {
          id: 'cuenta-para-comprar',
          question: '¿Necesito una cuenta para comprar?',
          answer: (
            <p>
              No. Puedes comprar como invitada con tu email: te enviamos la confirmación y consultas el pedido cuando
              quieras en{' '}
              <Link to="/orders/lookup" className={TEXT_LINK}>
                Consulta tu pedido
              </Link>
              , con su número y tu email. Con una cuenta ves todos tus pedidos en <strong>Mi cuenta › Pedidos</strong>,
              guardas {cardsAreSaved ? 'direcciones y tarjetas' : 'tus direcciones'}, y tu carrito te espera en cualquier dispositivo en el que inicies sesión.
              Puedes{' '}
              <Link to="/register" className={TEXT_LINK}>
                crearla en un minuto
              </Link>
              .
            </p>
          ),
        },
        {
          id: 'precios-rebajados',
          question: '¿Qué precio tachamos en las rebajas?',
          answer: (
            <p>
              El precio tachado de un producto rebajado es el más bajo que ha tenido en los 30 días anteriores a la rebaja, y el
              porcentaje se calcula sobre ese precio, como piden la Ley de Ordenación del Comercio Minorista (art. 20) y la normativa
              europea. Si el precio rebajado no es menor que ese, lo mostramos tal cual, sin tachar nada ni porcentaje.
            </p>
          ),
        },
        {
          id: 'promociones-y-cupones',
          question: '¿Cómo se aplican el 3x2, la 2ª unidad al 50 % y los cupones?',
          answer: (
            <p>
              Las promociones se aplican solas en el carrito: en el 3x2 la unidad gratis es la más barata de cada tres, y en la 2ª
              unidad al 50 % se rebaja la más barata de cada dos. Un cupón se aplica después, sobre lo que queda, y si devuelves una
              unidad te reembolsamos lo que pagaste de verdad por ella.
            </p>
          ),
        },
        {
          id: 'formas-de-pago',
          question: '¿Qué formas de pago aceptáis?',
          answer: (
            <>
              <ul className="flex list-disc flex-col gap-2 pl-5">
                <li>
                  <strong>Tarjeta</strong> de débito o crédito Visa o Mastercard. El cargo se hace al confirmar el pedido; si
                  tu banco lo pide, confirmas el pago en su página.
                </li>
                <li>
                  <strong>Bizum</strong>: recibes la petición de pago en la app de tu banco y el pedido se confirma al
                  aceptarla.
                </li>
                <li>
                  <strong>Contra reembolso</strong>: pagas al recibir el paquete, con un recargo de{' '}
                  {formatEuros(settings.cash_on_delivery_fee)}. No está disponible para Canarias, Ceuta y Melilla.
                </li>
                {acceptsBankTransfer(settings) ? (
                  <li>
                    <strong>Transferencia bancaria</strong>: al confirmar el pedido te damos la cuenta y el concepto (también
                    por email), y lo preparamos en cuanto llega la transferencia.
                  </li>
                ) : null}
              </ul>
              {cardsAreSaved ? (
                <p>
                  Si tienes cuenta, al pagar con tarjeta puedes guardarla para la próxima vez. En{' '}
                  <strong>Mi cuenta › Métodos de pago</strong> ves tus tarjetas guardadas, eliges la principal y quitas las
                  que ya no quieras. Nunca guardamos el número completo de tu tarjeta.
                </p>
              ) : (
                <p>
                  La tarjeta la escribes en la página segura de nuestra pasarela de pago, en cada compra: la tienda nunca ve su
                  número ni guarda tarjetas.
                </p>
              )}
            </>
          ),
        },
        {
          id: 'seguir-pedido',
          question: '¿Cómo sigo mi pedido?',
          answer: (
            <p>
              Te escribimos al confirmarlo y cuando sale del almacén, con la empresa de transporte y el enlace de
              seguimiento. Con cuenta, lo ves todo en <strong>Mi cuenta › Pedidos</strong> (los que están en camino, en{' '}
              <strong>Pedidos activos</strong>). Sin cuenta, en{' '}
              <Link to="/orders/lookup" className={TEXT_LINK}>
                Consulta tu pedido
              </Link>{' '}
              con el número de pedido y el email con el que compraste.
            </p>
          ),
        },
        {
          id: 'iva',
          question: '¿Los precios incluyen IVA?',
          answer: (
            <p>
              Sí, todos los precios de la tienda llevan el IVA incluido. Los pedidos a Canarias, Ceuta y Melilla se
              facturan sin IVA, y en destino pueden aplicarse los impuestos locales (IGIC o IPSI).
            </p>
          ),
        },
        {
          id: 'cambiar-pedido',
          question: '¿Puedo cambiar o cancelar un pedido ya hecho?',
          answer: (
            <p>
              Puedes cancelarlo mientras no haya salido del almacén: en <strong>Mi cuenta › Pedidos</strong>, abre el
              pedido y pulsa <strong>Cancelar pedido</strong>. Si ya lo habías pagado, te devolvemos el importe por el
              mismo medio con el que pagaste. Si compraste sin cuenta o quieres cambiar algo (la dirección, una talla),
              escríbenos cuanto antes a{' '}
              <a href={`mailto:${settings.support_email}`} className={TEXT_LINK}>
                {settings.support_email}
              </a>{' '}
              con el número de pedido: lo confirmado antes de las {SAME_DAY_CUTOFF} de un día laborable sale ese mismo día.
              Si ya ha salido, recíbelo y devuélvelo gratis.
            </p>
          ),
        },
      ],
    },
    {
      id: 'envios',
      title: 'Envíos',
      entries: [
        {
          id: 'coste-envio',
          question: '¿Cuánto cuesta el envío?',
          answer: (
            <p>
              Es gratuito en todos los pedidos a partir de {freeFrom}. Por debajo de esa cantidad cuesta{' '}
              {formatEuros(SHIPPING.peninsula.price)} en península, {formatEuros(SHIPPING.baleares.price)} a Baleares y{' '}
              {formatEuros(SHIPPING.islands.price)} a Canarias, Ceuta y Melilla. El carrito te dice cuánto te falta para el
              envío gratuito.
            </p>
          ),
        },
        {
          id: 'plazo-entrega',
          question: '¿Cuánto tarda en llegar mi pedido?',
          answer: (
            <p>
              En península, {SHIPPING.peninsula.time}: es nuestro envío premium, en caja reutilizable. A Baleares, de{' '}
              {SHIPPING.baleares.time}, y a Canarias, Ceuta y Melilla, de {SHIPPING.islands.time}. Tienes todos los detalles en{' '}
              <Link to="/help/shipping" className={TEXT_LINK}>
                Envíos
              </Link>
              .
            </p>
          ),
        },
        {
          id: 'fuera-de-espana',
          question: '¿Enviáis fuera de España?',
          answer: (
            <p>
              Por ahora no: enviamos a toda España, también a Baleares, Canarias, Ceuta y Melilla. Preferimos crecer
              despacio y seguir cumpliendo los plazos que prometemos.
            </p>
          ),
        },
      ],
    },
    {
      id: 'devoluciones',
      title: 'Cambios y devoluciones',
      entries: [
        {
          id: 'plazo-devolucion',
          question: '¿Cuánto tiempo tengo para devolver una prenda?',
          answer: (
            <p>
              <ReturnWindowDays /> días desde que la recibes, más del doble de los 14 que marca la ley. La recogida en tu
              domicilio es gratuita. Cómo pedirla, paso a paso, en{' '}
              <Link to="/help/returns" className={TEXT_LINK}>
                Cambios y devoluciones
              </Link>
              .
            </p>
          ),
        },
        {
          id: 'cambio-talla',
          question: '¿Puedo cambiar una prenda por otra talla?',
          answer: (
            <p>
              Sí, y el cambio no tiene coste: recogemos la prenda y te enviamos la nueva talla en cuanto la recibimos. Si
              la talla que quieres está agotada, te devolvemos el importe.
            </p>
          ),
        },
        {
          id: 'reembolso',
          question: '¿Cuándo recibo el reembolso?',
          answer: (
            <p>
              Como mucho {REFUND_DAYS} días después de que el paquete llegue a nuestro almacén, normalmente antes, y
              siempre por el mismo medio con el que pagaste (si pagaste contra reembolso, por transferencia a la cuenta que
              nos indiques). Te avisamos por email en cuanto lo emitimos. Si cancelas un pedido ya pagado antes de que salga,
              el reembolso con tarjeta o Bizum se emite en ese momento, y el de una transferencia, en unos días hábiles.
            </p>
          ),
        },
      ],
    },
    {
      id: 'tallas',
      title: 'Tallas y taller',
      entries: [
        {
          id: 'elegir-talla',
          question: '¿Cómo sé qué talla elegir?',
          answer: (
            <>
              <p>
                Cada ficha de producto tiene su <strong>Guía de tallas</strong> con las medidas de esa prenda. Mide sobre
                el cuerpo, sin apretar la cinta; si estás entre dos tallas, elige la mayor para un ajuste más holgado.
              </p>
              <p>
                Las prendas de divergente van de la talla 34 a la 58, con largos de pierna y manga a elegir. ruediverso
                tiene cortes amplios: si dudas, tu talla de siempre suele ser la buena.
              </p>
            </>
          ),
        },
        {
          id: 'a-medida',
          question: '¿Hacéis arreglos, bordados o prendas a medida?',
          answer: (
            <p>
              Sí, en nuestro taller de {settings.city}. Bordamos iniciales, logotipos o parches desde una sola prenda, en cinco días
              laborables, y hacemos diseño a medida con una cita de toma de medidas y una prueba antes de coser. Pide cita
              en{' '}
              <a href={`mailto:${settings.business_email}`} className={TEXT_LINK}>
                {settings.business_email}
              </a>
              . Las prendas personalizadas o hechas a medida no admiten devolución, salvo defecto.
            </p>
          ),
        },
      ],
    },
    {
      id: 'cuidado',
      title: 'Materiales y garantía',
      entries: [
        {
          id: 'pasaporte',
          question: '¿Qué es el pasaporte del producto?',
          answer: (
            <p>
              Es la ficha que acompaña a cada prenda: de qué fibras está hecha y en qué proporción, en qué país se cosió,
              qué certificaciones tienen sus tejidos y cómo cuidarla para que dure. Lo encontrarás al final de cada ficha
              de producto.
            </p>
          ),
        },
        {
          id: 'garantia',
          question: '¿Qué garantía tienen las prendas?',
          answer: (
            <p>
              Todas tienen la garantía legal de {LEGAL_GUARANTEE_YEARS} años. Además, en {BRAND_WARRANTIES.ruediverso.brand}{' '}
              reparamos gratis las costuras de por vida, y {BRAND_WARRANTIES.divergente.brand} añade{' '}
              {BRAND_WARRANTIES.divergente.period} de garantía propia con ajustes de largo sin coste. Más en{' '}
              <Link to="/help/warranty" className={TEXT_LINK}>
                Garantía
              </Link>
              .
            </p>
          ),
        },
      ],
    },
    {
      id: 'cuenta',
      title: 'Tu cuenta y tus datos',
      entries: [
        {
          id: 'contrasena',
          question: '¿Cómo cambio mi contraseña?',
          answer: (
            <p>
              Desde <strong>Mi cuenta › Seguridad</strong>, con tu contraseña actual. Si no la recuerdas, escríbenos a{' '}
              <a href={`mailto:${settings.support_email}`} className={TEXT_LINK}>
                {settings.support_email}
              </a>{' '}
              desde el email de tu cuenta.
            </p>
          ),
        },
        {
          id: 'borrar-cuenta',
          question: '¿Cómo borro mi cuenta y mis datos?',
          answer: (
            <p>
              Escribe a{' '}
              <a href={`mailto:${settings.privacy_email}`} className={TEXT_LINK}>
                {settings.privacy_email}
              </a>{' '}
              desde el email de tu cuenta y la borramos en un mes como máximo. Solo conservamos las facturas, porque la
              ley nos obliga. Todo lo que hacemos con tus datos está en la{' '}
              <Link to="/privacy" className={TEXT_LINK}>
                Política de privacidad
              </Link>
              .
            </p>
          ),
        },
      ],
    },
  ];
}
