import { Link } from 'react-router';
import { StorePhoneLink } from '~/components/company/company-facts';
import { DocumentPage, LEGAL_TEXTS, longDate, type DocumentSection } from '~/components/company/document-page';
import { canonicalUrl, pageMeta } from '~/components/company/page-meta';
import { TEXT_LINK } from '~/components/info/info-header';
import { LegalIdentity } from '~/components/info/legal-identity';
import { StoreEmailLink } from '~/components/info/store-email-link';
import { useOpeningHoursText } from '~/lib/opening-hours-text';
import { useStoreSettings } from '~/lib/store-facts';
import type { Route } from './+types/accessibility';

/** The day this statement was prepared and last reviewed (YYYY-MM-DD). */
export const ACCESSIBILITY_REVIEWED_AT = '2026-11-25';

/** Working days we take at most to answer a report of a barrier. */
export const BARRIER_REPLY_WORKING_DAYS = 20;

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Declaración de accesibilidad',
    description:
      'Declaración de accesibilidad de Tienda Diverso: nivel de conformidad con las WCAG 2.2 AA, limitaciones conocidas, cómo comunicarnos una barrera y a quién reclamar.',
    canonical: loaderData?.canonical,
  });

function ReportBarrier() {
  const settings = useStoreSettings();
  const hours = useOpeningHoursText();
  return (
    <>
      <p>
        Si encuentras una barrera en esta web, si necesitas un contenido en un formato que te resulte accesible o si quieres
        comentarnos cualquier cosa sobre su accesibilidad, escríbenos a <StoreEmailLink email="contact_email" />
        {settings.phone ? (
          <>
            {' '}o llámanos al <StorePhoneLink className={TEXT_LINK} /> ({hours.charAt(0).toLowerCase() + hours.slice(1)})
          </>
        ) : null}
        .
      </p>
      <p>Para que podamos ayudarte antes, cuéntanos:</p>
      <ul>
        <li>la página (su dirección o su nombre) y qué intentabas hacer;</li>
        <li>qué ha fallado o qué no has podido hacer;</li>
        <li>si quieres, el dispositivo, el navegador y la tecnología de apoyo que usas (lector de pantalla, ampliador…).</li>
      </ul>
      <p>
        <strong>
          Te responderemos en un plazo máximo de {BARRIER_REPLY_WORKING_DAYS} días hábiles
        </strong>
        , diciéndote qué vamos a hacer y, si la barrera te impide comprar, ofreciéndote otra forma de hacerlo mientras la
        corregimos.
      </p>
    </>
  );
}

const SECTIONS: DocumentSection[] = [
  {
    id: 'compromiso',
    title: 'Nuestro compromiso',
    body: (
      <>
        <p>
          <LegalIdentity /> se compromete a que esta web, con la tienda, la cuenta de cliente y todo el proceso de compra,
          pueda usarla cualquier persona, de acuerdo con la Ley 11/2023, que incorpora al derecho español el Acta Europea de
          Accesibilidad (Directiva (UE) 2019/882), y con el Real Decreto Legislativo 1/2013, Ley General de derechos de las
          personas con discapacidad y de su inclusión social.
        </p>
        <p>
          Esta declaración sigue la estructura del modelo del Real Decreto 1112/2018, pensado para las webs del sector
          público, adaptada a una tienda online privada.
        </p>
      </>
    ),
  },
  {
    id: 'situacion',
    title: 'Situación de cumplimiento',
    body: (
      <>
        <p>
          Nuestro objetivo es el nivel AA de las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, que cubre los
          requisitos para webs de la norma europea UNE-EN 301549.
        </p>
        <p>
          Esta web es <strong>parcialmente conforme</strong> con ese nivel, debido a los contenidos que se indican en el
          apartado siguiente.
        </p>
      </>
    ),
  },
  {
    id: 'no-accesible',
    title: 'Contenido no accesible',
    body: (
      <>
        <h3>Falta de conformidad</h3>
        <ul>
          <li>
            <strong>Fotos de producto.</strong> El texto alternativo de cada foto lo escribe nuestro equipo al subirla. Cuando
            falta, la web describe la foto con el nombre de la prenda y su color, que no siempre basta para saber cómo es
            (criterio 1.1.1, contenido no textual).
          </li>
          <li>
            <strong>Banners promocionales.</strong> Algunos avisos de la parte superior los redacta el equipo en HTML propio.
            Los revisamos antes de publicarlos, pero no podemos comprobar de forma automática que cada uno tenga suficiente
            contraste y una estructura correcta (criterios 1.3.1 y 1.4.3).
          </li>
        </ul>
        <h3>Contenido de terceros</h3>
        <ul>
          <li>
            La página de autenticación de tu banco al pagar con tarjeta, las páginas de seguimiento de las empresas de
            transporte y las redes sociales a las que enlazamos no dependen de nosotros, y no podemos garantizar su
            accesibilidad.
          </li>
        </ul>
        <h3>Carga desproporcionada</h3>
        <p>No alegamos carga desproporcionada para ningún contenido.</p>
      </>
    ),
  },
  {
    id: 'ayudas',
    title: 'Ayudas de accesibilidad de esta web',
    body: (
      <>
        <p>
          El botón <strong>Accesibilidad</strong>, abajo a la izquierda de cada página, abre un panel de ajustes de lectura
          que se guardan en tu dispositivo:
        </p>
        <ul>
          <li>tamaño del texto: pequeño, normal, grande y muy grande;</li>
          <li>alto contraste;</li>
          <li>reducir movimiento (la web también respeta esta preferencia de tu sistema);</li>
          <li>modo oscuro (o automático, según tu sistema);</li>
          <li>filtros para daltonismo: protanopia, deuteranopia y tritanopia;</li>
          <li>un botón Restablecer para volver a los ajustes iniciales.</li>
        </ul>
        <p>
          Además, cada página empieza con un enlace «Saltar al contenido», la web está pensada para usarse también solo con el
          teclado, y los colores de las dos marcas, ruediverso y divergente, están elegidos para cumplir el contraste mínimo en
          modo claro y oscuro.
        </p>
      </>
    ),
  },
  {
    id: 'preparacion',
    title: 'Preparación de esta declaración',
    body: (
      <>
        <p>
          Esta declaración se preparó el <time dateTime={ACCESSIBILITY_REVIEWED_AT}>{longDate(ACCESSIBILITY_REVIEWED_AT)}</time>{' '}
          y se revisó por última vez el <time dateTime={ACCESSIBILITY_REVIEWED_AT}>{longDate(ACCESSIBILITY_REVIEWED_AT)}</time>.
        </p>
        <p>El método ha sido una autoevaluación de nuestro equipo:</p>
        <ul>
          <li>
            comprobaciones automáticas con axe-core en cada página que recorren nuestras pruebas de navegador, con los temas de
            las dos marcas y en modo claro y oscuro;
          </li>
          <li>pruebas manuales recorriendo las páginas y la compra solo con el teclado.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'contacto',
    title: 'Observaciones y cómo comunicarnos una barrera',
    body: <ReportBarrier />,
  },
  {
    id: 'aplicacion',
    title: 'Procedimiento de aplicación',
    body: (
      <>
        <p>
          Si no te respondemos en ese plazo o nuestra respuesta no te satisface, puedes presentar una reclamación ante la
          administración pública competente en materia de accesibilidad y de consumo; lo más sencillo es empezar por los
          servicios de consumo de tu comunidad autónoma o de tu ayuntamiento, que la tramitan o te dicen a quién dirigirla. Si
          consideras que has sufrido una discriminación por razón de discapacidad, también puedes acudir a la Oficina de
          Atención a la Discapacidad (OADIS).
        </p>
        <p>
          Para reclamar también puedes pedirnos una hoja de reclamaciones, como explicamos en el{' '}
          <Link to="/compliance" className={TEXT_LINK}>
            Aviso legal
          </Link>
          .
        </p>
      </>
    ),
  },
];

export default function AccessibilityScreen() {
  return (
    <DocumentPage
      area="Legal"
      title="Declaración de accesibilidad"
      crumb="Accesibilidad"
      lead="Cómo de accesible es esta web, qué sabemos que todavía falla, cómo decirnos si algo no te funciona y a quién acudir si no lo resolvemos."
      updatedAt={ACCESSIBILITY_REVIEWED_AT}
      sections={SECTIONS}
      siblings={LEGAL_TEXTS}
      numbered
    />
  );
}
