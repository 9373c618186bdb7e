import { Link } from 'react-router';
import { TEXT_LINK } from '~/components/info/info-header';
import { LegalIdentity, StoreCity } from '~/components/info/legal-identity';
import { StoreEmailLink } from '~/components/info/store-email-link';
import { LegalDocument, type LegalSection } from '~/components/info/legal-document';
import { TableScroller } from '~/components/info/table-scroller';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Política de privacidad', description: 'Qué datos personales trata Tienda Diverso, para qué, con qué base legal, cuánto tiempo y cómo ejercer tus derechos.' });

const PRIVACY_MAIL = <StoreEmailLink email="privacy_email" />;

const PURPOSES: { purpose: string; basis: string }[] = [
  { purpose: 'Crear y mantener tu cuenta de cliente.', basis: 'Ejecución del contrato que aceptas al registrarte (art. 6.1.b RGPD).' },
  {
    purpose: 'Gestionar tus pedidos: pago, envío, cambios, devoluciones y garantía.',
    basis: 'Ejecución del contrato de compraventa (art. 6.1.b RGPD).',
  },
  { purpose: 'Emitir facturas y llevar la contabilidad.', basis: 'Obligación legal fiscal y mercantil (art. 6.1.c RGPD).' },
  {
    purpose: 'Responder a lo que nos escribes por email.',
    basis: 'Tu petición y, si eres cliente, el contrato (art. 6.1.b RGPD); si no, nuestro interés legítimo en atenderte (art. 6.1.f).',
  },
  {
    purpose: 'Proteger la tienda: registros técnicos, prevención del fraude y de accesos indebidos.',
    basis: 'Interés legítimo en la seguridad de la web y de tus datos (art. 6.1.f RGPD).',
  },
  {
    purpose: 'Enviarte novedades y ofertas por email, si las pides.',
    basis: 'Tu consentimiento (art. 6.1.a RGPD y art. 21 LSSI), que puedes retirar en cualquier momento.',
  },
  {
    purpose: 'Medir el uso de la web y personalizar publicidad con cookies analíticas o de marketing.',
    basis: 'Tu consentimiento (art. 6.1.a RGPD y art. 22.2 LSSI); hoy no usamos ninguna.',
  },
];

const SECTIONS: LegalSection[] = [
  {
    id: 'responsable',
    title: 'Quién es el responsable',
    body: (
      <>
        <p>
          El responsable de tus datos personales es <LegalIdentity />, la tienda online de las marcas
          ruediverso y divergente, con taller en <StoreCity />.
        </p>
        <p>
          Para cualquier cuestión sobre privacidad, o para ejercer tus derechos, escríbenos a {PRIVACY_MAIL}. Esta política
          se aplica a la web de la tienda, a tu cuenta de cliente y a los emails que intercambiamos contigo.
        </p>
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Qué datos tratamos',
    body: (
      <>
        <ul>
          <li>
            <strong>Cuenta:</strong> nombre, email, teléfono (opcional), foto de perfil (opcional) y tu contraseña, que
            guardamos cifrada con una función de resumen irreversible: nadie del equipo puede leerla.
          </li>
          <li>
            <strong>Pedidos:</strong> direcciones de envío y facturación, prendas compradas, importes, devoluciones y
            reclamaciones de garantía.
          </li>
          <li>
            <strong>Pago:</strong> el resultado de la operación y los últimos dígitos de la tarjeta. El número completo lo
            trata la entidad de pago; nosotros no lo vemos ni lo guardamos.
          </li>
          <li>
            <strong>Comunicaciones:</strong> lo que nos cuentas por email y nuestras respuestas.
          </li>
          <li>
            <strong>Datos técnicos:</strong> dirección IP, fecha y página solicitada, en los registros del servidor.
          </li>
          <li>
            <strong>En tu navegador:</strong> el carrito, tu sesión y tus preferencias, guardados en tu dispositivo. Los
            detallamos en la{' '}
            <Link to="/cookies" className={TEXT_LINK}>
              Política de cookies
            </Link>
            .
          </li>
        </ul>
        <p>No tratamos categorías especiales de datos ni tomamos decisiones automatizadas que te afecten.</p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para qué los usamos y con qué base legal',
    body: (
      <TableScroller label="Tabla de finalidades y bases jurídicas">
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="sr-only">Finalidades del tratamiento y su base jurídica</caption>
          <thead className="bg-surface-muted text-fg">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Finalidad</th>
              <th scope="col" className="px-4 py-3 font-semibold">Base jurídica</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line align-top">
            {PURPOSES.map((row) => (
              <tr key={row.purpose}>
                <td className="px-4 py-3 text-fg">{row.purpose}</td>
                <td className="px-4 py-3">{row.basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    ),
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo los conservamos',
    body: (
      <ul>
        <li>
          <strong>Cuenta:</strong> mientras la mantengas. Si la borras, eliminamos tus datos salvo los que la ley nos obliga a
          guardar.
        </li>
        <li>
          <strong>Pedidos y facturas:</strong> seis años, por el Código de Comercio, y bloqueados durante los plazos de
          prescripción de las obligaciones fiscales y de las reclamaciones que pudieran surgir.
        </li>
        <li>
          <strong>Emails de atención:</strong> un año desde que cerramos tu consulta, salvo que formen parte de un pedido.
        </li>
        <li>
          <strong>Registros técnicos:</strong> un máximo de doce meses.
        </li>
        <li>
          <strong>Comunicaciones comerciales:</strong> hasta que te des de baja.
        </li>
      </ul>
    ),
  },
  {
    id: 'destinatarios',
    title: 'A quién se los comunicamos',
    body: (
      <>
        <p>No vendemos ni cedemos tus datos. Solo acceden a ellos, con contrato y únicamente para prestarnos su servicio:</p>
        <ul>
          <li>la empresa de alojamiento donde funciona la tienda;</li>
          <li>las empresas de transporte, que reciben tu nombre, dirección y teléfono para entregar o recoger el pedido;</li>
          <li>la entidad de pago, para cobrar y reembolsar;</li>
          <li>el proveedor de correo electrónico con el que te escribimos.</li>
        </ul>
        <p>
          Además, comunicamos datos a la Agencia Tributaria, a jueces y tribunales o a otras autoridades cuando una ley lo
          exige. Nuestros proveedores tratan los datos dentro del Espacio Económico Europeo; si alguno tuviera que hacerlo
          fuera, solo sería con garantías adecuadas, como una decisión de adecuación de la Comisión Europea o cláusulas
          contractuales tipo.
        </p>
      </>
    ),
  },
  {
    id: 'derechos',
    title: 'Tus derechos',
    body: (
      <>
        <p>En cualquier momento puedes pedirnos:</p>
        <ul>
          <li>
            <strong>acceso</strong> a tus datos y a cómo los tratamos;
          </li>
          <li>
            su <strong>rectificación</strong> si son inexactos, o su <strong>supresión</strong>;
          </li>
          <li>
            la <strong>limitación</strong> del tratamiento, u <strong>oponerte</strong> a él cuando se basa en nuestro interés
            legítimo;
          </li>
          <li>
            la <strong>portabilidad</strong>: recibirlos en un formato estructurado para llevarlos a otro servicio;
          </li>
          <li>
            <strong>retirar tu consentimiento</strong>, sin que afecte a lo tratado antes.
          </li>
        </ul>
        <p>
          Escríbenos a {PRIVACY_MAIL} desde el email de tu cuenta o indicando cómo podemos comprobar que eres tú. Te
          respondemos en un mes como máximo. Muchos datos los puedes corregir tú mismo en <strong>Mi cuenta › Perfil</strong>.
        </p>
        <p>
          Si crees que no hemos atendido bien tu solicitud, puedes reclamar ante la Agencia Española de Protección de Datos
          (aepd.es).
        </p>
      </>
    ),
  },
  {
    id: 'menores',
    title: 'Menores de edad',
    body: (
      <p>
        Para crear una cuenta hay que tener al menos 14 años, la edad a partir de la cual la ley española permite dar el
        consentimiento por uno mismo. Para comprar, además, hay que ser mayor de edad o contar con permiso de quien tenga la
        patria potestad o tutela.
      </p>
    ),
  },
  {
    id: 'seguridad',
    title: 'Cómo protegemos tus datos',
    body: (
      <p>
        La web funciona solo con conexiones cifradas (HTTPS), las contraseñas se guardan cifradas, y el equipo solo accede a
        los datos que necesita para su función, según roles y permisos. Si alguna vez sufriéramos una brecha que
        pusiera en riesgo tus datos, te avisaríamos y lo comunicaríamos a la autoridad de control como exige la ley.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    body: (
      <p>
        Si cambiamos algo importante, lo verás aquí con una nueva fecha de actualización y, si tienes cuenta, te lo
        contaremos por email antes de que se aplique. Para dudas generales también puedes escribir a{' '}
        <StoreEmailLink email="contact_email" />
        .
      </p>
    ),
  },
];

export default function PrivacyScreen() {
  return (
    <LegalDocument
      title="Política de privacidad"
      crumb="Privacidad"
      lead="Qué datos personales tratamos cuando compras o navegas en Tienda Diverso, para qué, durante cuánto tiempo y cómo puedes controlarlos, según el RGPD y la LOPDGDD."
      sections={SECTIONS}
    />
  );
}
