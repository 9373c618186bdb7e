import { Link } from 'react-router';
import { FreeShippingFrom, LEGAL_GUARANTEE_YEARS, REFUND_DAYS, ReturnWindowDays } from '~/components/info/help-facts';
import { TEXT_LINK } from '~/components/info/info-header';
import { LegalIdentity, LegalName, StoreCity } from '~/components/info/legal-identity';
import { StoreEmailLink, SupportAddress } from '~/components/info/store-email-link';
import { LegalDocument, type LegalSection } from '~/components/info/legal-document';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Términos y condiciones', description: 'Condiciones generales de uso de la web y de compra en Tienda Diverso: pedidos, precios, envíos, desistimiento y garantía.' });

const SUPPORT_MAIL = <StoreEmailLink email="support_email" />;

const SECTIONS: LegalSection[] = [
  {
    id: 'titular',
    title: 'Quiénes somos',
    body: (
      <p>
        Esta web y la tienda online pertenecen a <LegalIdentity />, que diseña y vende las marcas
        ruediverso y divergente desde su taller de <StoreCity />. Puedes escribirnos a{' '}
        <StoreEmailLink email="contact_email" />{' '}
        y, para todo lo relacionado con un pedido, a {SUPPORT_MAIL}.
      </p>
    ),
  },
  {
    id: 'ambito',
    title: 'A qué se aplican estas condiciones',
    body: (
      <>
        <p>
          Regulan el uso de la web y las compras que hagas en ella como consumidor, con entrega en España. Al hacer un pedido
          confirmas que las has leído y las aceptas. La versión aplicable es la publicada el día de tu pedido; te la enviamos
          junto con la confirmación.
        </p>
        <p>
          Si compras para una empresa (por ejemplo, uniformes de divergente para tu plantilla), escríbenos a{' '}
          <StoreEmailLink email="business_email" />
          : esos pedidos pueden tener condiciones particulares que pactamos contigo por escrito.
        </p>
      </>
    ),
  },
  {
    id: 'cuenta',
    title: 'Tu cuenta',
    body: (
      <p>
        Para crear una cuenta necesitas tener al menos 14 años y dar datos verdaderos. Tu contraseña es personal: guárdala y
        avísanos si crees que alguien la conoce. Puedes borrar tu cuenta cuando quieras, como explica la{' '}
        <Link to="/privacy" className={TEXT_LINK}>
          Política de privacidad
        </Link>
        . Podemos suspender una cuenta que se use para fraudes o para dañar la web.
      </p>
    ),
  },
  {
    id: 'productos',
    title: 'Productos y precios',
    body: (
      <>
        <p>
          Cada ficha describe la prenda, su composición, su país de confección y su guía de tallas. Los colores pueden variar
          ligeramente según tu pantalla.
        </p>
        <p>
          Los precios están en euros e incluyen el IVA; los gastos de envío se muestran antes de pagar y son gratuitos a
          partir de <FreeShippingFrom />. Si detectamos un error evidente en un precio, te avisaremos antes de enviar el
          pedido y podrás confirmarlo con el precio correcto o cancelarlo sin coste.
        </p>
      </>
    ),
  },
  {
    id: 'compra',
    title: 'Cómo se hace un pedido',
    body: (
      <>
        <ul>
          <li>Añades las prendas al carrito, eliges talla y color y revisas el resumen.</li>
          <li>Indicas la dirección de entrega y la forma de pago. Antes de confirmar puedes corregir cualquier dato volviendo atrás.</li>
          <li>Al pulsar el botón de pago aceptas la compra con obligación de pago.</li>
          <li>Te enviamos por email la confirmación del pedido, con un enlace a estas condiciones; el contrato queda celebrado en ese momento.</li>
        </ul>
        <p>
          El contrato se formaliza en español. Guardamos una copia del pedido, que puedes consultar en tu cuenta, en Consulta
          tu pedido (con su número y tu email) o pedirnos por email.
        </p>
      </>
    ),
  },
  {
    id: 'pago',
    title: 'Pago',
    body: (
      <p>
        Aceptamos tarjeta de débito o crédito (Visa y Mastercard), Bizum, pago contra reembolso (con el recargo que se
        indica antes de confirmar el pedido; no disponible para Canarias, Ceuta y Melilla) y, cuando el pago la ofrece,
        transferencia bancaria. La
        tarjeta y Bizum se cobran al confirmar el pedido, a través de una entidad de pago con autenticación reforzada; no
        conocemos ni guardamos el número completo de tu tarjeta. Contra reembolso pagas al recibir el pedido. Un pedido por
        transferencia se prepara cuando recibimos el importe; si no llega, podemos cancelarlo y te lo decimos por email. Si cancelas un pedido ya pagado antes de que salga, te devolvemos el importe por el mismo medio de
        pago.
      </p>
    ),
  },
  {
    id: 'envio',
    title: 'Envío y entrega',
    body: (
      <p>
        Los plazos y precios de cada destino están en{' '}
        <Link to="/help/shipping" className={TEXT_LINK}>
          Envíos
        </Link>
        . Si un pedido no llega en el plazo indicado, o no podemos servirlo por falta de existencias, te avisamos y te
        devolvemos lo que hayas pagado sin demora. El riesgo de pérdida o daño de las prendas pasa a ti cuando las recibes.
      </p>
    ),
  },
  {
    id: 'desistimiento',
    title: 'Derecho de desistimiento y devoluciones',
    body: (
      <>
        <p>
          La ley te da 14 días naturales desde la entrega para desistir de la compra sin dar explicaciones. Nosotros ampliamos
          ese plazo a <ReturnWindowDays /> días, con recogida gratuita. Te devolvemos el precio y los gastos de envío iniciales
          en un máximo de {REFUND_DAYS} días desde que nos informas, por el mismo medio de pago; podemos esperar a recibir
          las prendas antes de reembolsar. Todo el proceso está en{' '}
          <Link to="/help/returns" className={TEXT_LINK}>
            Cambios y devoluciones
          </Link>
          .
        </p>
        <p>
          No hay derecho de desistimiento en las prendas personalizadas o confeccionadas a medida, ni en las que por razones
          de higiene se entregan precintadas y se han desprecintado.
        </p>
        <p>
          Para desistir basta con pulsar «Desistir del contrato» en el pedido, durante los 14 días desde la entrega: en{' '}
          <Link to="/user/orders" className={TEXT_LINK}>
            Mis pedidos
          </Link>{' '}
          si compraste con tu cuenta, o en{' '}
          <Link to="/orders/lookup" className={TEXT_LINK}>
            Consulta tu pedido
          </Link>
          , con el número de pedido y tu email, si compraste sin cuenta. Un solo paso de confirmación, y te enviamos al
          momento un acuse de recibo por email con la fecha y la hora. También puedes decírnoslo a {SUPPORT_MAIL}; si lo
          prefieres, con este modelo:
        </p>
        <blockquote className="rounded-2xl border border-line bg-surface-muted p-5 text-sm text-fg">
          A la atención de <LegalName /> (<SupportAddress />): por la presente le comunico que desisto de mi
          contrato de venta de los siguientes bienes: [prendas]. Pedido el / recibido el: [fechas]. Número de pedido:
          [número]. Nombre y dirección del consumidor: [datos]. Fecha: [fecha].
        </blockquote>
      </>
    ),
  },
  {
    id: 'garantia',
    title: 'Garantía',
    body: (
      <p>
        Todas las prendas tienen la garantía legal de conformidad de {LEGAL_GUARANTEE_YEARS} años desde la entrega. Las
        garantías propias de cada marca, que se suman a la legal, se explican en{' '}
        <Link to="/help/warranty" className={TEXT_LINK}>
          Garantía
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'propiedad',
    title: 'Propiedad intelectual',
    body: (
      <p>
        Los diseños, patrones, textos, fotografías, ilustraciones, logotipos y marcas de esta web son de <LegalName />{' '}
        o de quien nos ha autorizado a usarlos. Puedes verlos y compartir enlaces a ellos, pero no copiarlos ni usarlos con
        fines comerciales sin nuestro permiso por escrito.
      </p>
    ),
  },
  {
    id: 'uso',
    title: 'Uso de la web',
    body: (
      <p>
        Te pedimos que uses la web de buena fe: sin intentar acceder a cuentas ajenas, sin sobrecargarla con peticiones
        automatizadas y sin publicar contenidos ilícitos en los campos que lo permiten. Trabajamos para que esté siempre
        disponible, pero puede haber interrupciones por mantenimiento o causas ajenas; puedes consultar su estado en{' '}
        <Link to="/status" className={TEXT_LINK}>
          la página de estado
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'ley',
    title: 'Ley aplicable y reclamaciones',
    body: (
      <p>
        Estas condiciones se rigen por la ley española. Si algo no ha ido bien, escríbenos primero a {SUPPORT_MAIL}: la
        mayoría de los problemas se resuelven en un par de días. Si no quedas satisfecho, puedes acudir a los servicios de
        consumo de tu comunidad autónoma o a los juzgados de tu domicilio.
      </p>
    ),
  },
];

export default function TermsScreen() {
  return (
    <LegalDocument
      title="Términos y condiciones"
      lead="Las condiciones de uso de la web y de compra en Tienda Diverso, escritas para que se entiendan: qué puedes esperar de nosotros y qué te pedimos a ti."
      sections={SECTIONS}
    />
  );
}
