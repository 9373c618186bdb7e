import { Link } from 'react-router';
import { BRANDS } from '@common/theme';
import { FactList, joinSpanish, StorePhoneLink, useCompanyFacts } from '~/components/company/company-facts';
import { COMPANY_PAGES, DocumentPage, type DocumentSection } from '~/components/company/document-page';
import { canonicalUrl, pageMeta } from '~/components/company/page-meta';
import { TEXT_LINK } from '~/components/info/info-header';
import { LegalName } from '~/components/info/legal-identity';
import { StoreEmailLink } from '~/components/info/store-email-link';
import { useStoreSettings } from '~/lib/store-facts';
import type { Route } from './+types/investors';

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Inversores',
    description: 'Datos de la sociedad detrás de Tienda Diverso, qué información para inversores publicamos y cómo contactar con nosotros.',
    canonical: loaderData?.canonical,
  });

function CompanyFacts() {
  const settings = useStoreSettings();
  const { facts, missing } = useCompanyFacts();
  return (
    <>
      <FactList
        facts={[
          ...facts,
          { label: 'Actividad', value: `Diseño y venta online de ropa de las marcas ${BRANDS.ruediverso.name} y ${BRANDS.divergente.name}.` },
          { label: 'Taller', value: settings.address },
        ]}
      />
      {missing.length > 0 && (
        <p>
          Esta web todavía no publica {joinSpanish(missing)}. Si los necesitas para una gestión, pídenoslos en{' '}
          <StoreEmailLink email="business_email" />.
        </p>
      )}
    </>
  );
}

function InvestorContact() {
  const { phone } = useStoreSettings();
  return (
    <>
      <p>
        Si te interesa invertir en Tienda Diverso o colaborar con nosotros como socio, escribe a{' '}
        <StoreEmailLink email="business_email" /> con el asunto «Inversores». Cuéntanos quién eres o a quién representas y
        qué te gustaría proponernos, y te responderá una persona del equipo.
      </p>
      {phone && (
        <p>
          Si lo prefieres, llámanos al <StorePhoneLink className={TEXT_LINK} />.
        </p>
      )}
    </>
  );
}

const SECTIONS: DocumentSection[] = [
  {
    id: 'sociedad',
    title: 'Datos de la sociedad',
    body: (
      <>
        <p>
          Tienda Diverso es el nombre de la tienda online de <LegalName />, la empresa que diseña y vende las marcas{' '}
          {BRANDS.ruediverso.name} y {BRANDS.divergente.name}. Estos son sus datos, tal como constan en la configuración de la
          tienda:
        </p>
        <CompanyFacts />
      </>
    ),
  },
  {
    id: 'acciones',
    title: 'Acciones e inversión',
    body: (
      <>
        <p>
          Tienda Diverso no cotiza en bolsa ni tiene abierta ninguna ronda de inversión pública: esta web no ofrece acciones,
          participaciones ni ningún otro producto de inversión. Por eso no publicamos aquí cotizaciones ni informes para
          accionistas.
        </p>
        <p>
          Si alguien te ofrece invertir en Tienda Diverso en nuestro nombre, esa oferta no es nuestra: no le des ningún dato
          ni le pagues nada, y avísanos.
        </p>
      </>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto para inversores',
    body: <InvestorContact />,
  },
  {
    id: 'mas',
    title: 'Para conocernos mejor',
    body: (
      <ul>
        <li>
          Nuestra historia, misión, valores y equipo, en{' '}
          <Link to="/about" className={TEXT_LINK}>
            Sobre nosotros
          </Link>
          .
        </li>
        <li>
          La composición de nuestro catálogo, calculada a partir del pasaporte de cada prenda, en{' '}
          <Link to="/sustainability" className={TEXT_LINK}>
            Sostenibilidad
          </Link>
          .
        </li>
        <li>
          Datos de las marcas y logotipos, en{' '}
          <Link to="/press" className={TEXT_LINK}>
            Prensa
          </Link>
          .
        </li>
      </ul>
    ),
  },
];

export default function InvestorsScreen() {
  return (
    <DocumentPage
      area="Empresa"
      title="Inversores"
      lead="Quién está detrás de Tienda Diverso, qué información para inversores publicamos y a quién escribir si quieres hablar con nosotros."
      sections={SECTIONS}
      siblings={COMPANY_PAGES}
    />
  );
}
