import { Link } from 'react-router';
import { FactList, StorePhoneLink, useCompanyFacts } from '~/components/company/company-facts';
import { DocumentPage, LEGAL_TEXTS, type DocumentSection } from '~/components/company/document-page';
import { canonicalUrl, pageMeta } from '~/components/company/page-meta';
import { TEXT_LINK } from '~/components/info/info-header';
import { LegalIdentity, LegalName } from '~/components/info/legal-identity';
import { StoreEmailLink } from '~/components/info/store-email-link';
import { useStoreSettings } from '~/lib/store-facts';
import type { Route } from './+types/compliance';

/** The day this notice was last reviewed (YYYY-MM-DD). */
export const COMPLIANCE_UPDATED_AT = '2026-11-25';

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Aviso legal y cumplimiento normativo',
    description:
      'Aviso legal de Tienda Diverso (LSSI-CE): quién es el titular de la web, cómo contactar, hojas de reclamaciones, resolución de conflictos y ley aplicable.',
    canonical: loaderData?.canonical,
  });

/** The identity the LSSI-CE (art. 10) asks for, from the store settings. */
function OwnerFacts() {
  const settings = useStoreSettings();
  const { facts } = useCompanyFacts();
  return (
    <FactList
      facts={[
        ...facts,
        // Only a registered company has registry data: when the settings have none, the notice says nothing of it.
        ...(settings.commercial_registry ? [{ label: 'Datos registrales', value: settings.commercial_registry }] : []),
        { label: 'Email', value: <StoreEmailLink email="contact_email" /> },
        ...(settings.phone ? [{ label: 'Teléfono', value: <StorePhoneLink className={TEXT_LINK} /> }] : []),
        { label: 'Taller', value: settings.address },
      ]}
    />
  );
}

const LINKS = [
  { to: '/terms', label: 'Términos y condiciones', text: 'cómo se compra, se paga, se envía y se devuelve.' },
  { to: '/privacy', label: 'Política de privacidad', text: 'qué datos personales tratamos y cómo ejercer tus derechos.' },
  { to: '/cookies', label: 'Política de cookies', text: 'qué guarda la web en tu navegador.' },
  { to: '/accessibility', label: 'Declaración de accesibilidad', text: 'cómo de accesible es la web y cómo comunicarnos una barrera.' },
];

const SECTIONS: DocumentSection[] = [
  {
    id: 'titular',
    title: 'Titular de la web',
    body: (
      <>
        <p>
          En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio
          electrónico (LSSI-CE), te informamos de que esta web pertenece a <LegalIdentity />.
        </p>
        <OwnerFacts />
      </>
    ),
  },
  {
    id: 'actividad',
    title: 'Actividad',
    body: (
      <p>
        Desde esta web vendemos a consumidores, con entrega en España, la ropa de nuestras marcas ruediverso y divergente. Los
        precios se muestran en euros, con el IVA incluido, y los gastos de envío aparecen antes de pagar.
      </p>
    ),
  },
  {
    id: 'condiciones',
    title: 'Condiciones y políticas',
    body: (
      <>
        <p>El uso de la web y las compras se rigen, además de por este aviso, por estos textos:</p>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={TEXT_LINK}>
                {link.label}
              </Link>
              : {link.text}
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'reclamaciones',
    title: 'Hojas de reclamaciones',
    body: (
      <>
        <p>
          Si algo no ha ido bien, escríbenos primero a <StoreEmailLink email="support_email" />: la mayoría de los problemas se
          resuelven en un par de días.
        </p>
        <p>
          Tenemos hojas de reclamaciones oficiales a disposición de quien las pida. Para pedir una, escríbenos a esa misma
          dirección con tu nombre y, si lo tienes, el número de pedido, y te la facilitamos junto con las instrucciones para
          presentarla. También puedes presentar tu reclamación directamente en los servicios de consumo de tu comunidad
          autónoma o en la oficina municipal de información al consumidor (OMIC) de tu ayuntamiento.
        </p>
      </>
    ),
  },
  {
    id: 'litigios',
    title: 'Resolución de conflictos de consumo',
    body: (
      <>
        <p>
          Si no llegamos a un acuerdo, puedes acudir a los servicios de consumo de tu comunidad autónoma o a las juntas
          arbitrales de consumo. Si tu reclamación no se resuelve, te diremos por escrito qué entidad de resolución alternativa
          de litigios es la competente y si aceptamos participar en ese procedimiento.
        </p>
        <p>
          La plataforma europea de resolución de litigios en línea (ODR) dejó de funcionar en julio de 2025, por lo que ya no
          enlazamos a ella.
        </p>
      </>
    ),
  },
  {
    id: 'propiedad',
    title: 'Propiedad intelectual e industrial',
    body: (
      <p>
        Los diseños, textos, fotografías, ilustraciones, logotipos y marcas de esta web son de <LegalName /> o de quien nos ha
        autorizado a usarlos. Para usar nuestros logotipos en una información sobre nosotros, consulta la página de{' '}
        <Link to="/press" className={TEXT_LINK}>
          Prensa
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'ley',
    title: 'Ley aplicable',
    body: (
      <p>
        Este aviso y el uso de la web se rigen por la ley española. Si eres consumidor, puedes acudir a los juzgados de tu
        domicilio.
      </p>
    ),
  },
];

export default function ComplianceScreen() {
  return (
    <DocumentPage
      area="Legal"
      title="Aviso legal y cumplimiento normativo"
      crumb="Cumplimiento normativo"
      lead="Quién está detrás de esta web, cómo contactar con nosotros, cómo reclamar si algo no ha ido bien y qué ley se aplica, según la LSSI-CE."
      updatedAt={COMPLIANCE_UPDATED_AT}
      sections={SECTIONS}
      siblings={LEGAL_TEXTS}
      numbered
    />
  );
}
