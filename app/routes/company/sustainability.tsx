import { Link } from 'react-router';
import type { MaterialsReport } from '@common/sustainability/contracts';
import { BRANDS } from '@common/theme';
import { COMPANY_PAGES, DocumentPage, type DocumentSection } from '~/components/company/document-page';
import { FibreTable, MaterialsFigures } from '~/components/company/materials-figures';
import { canonicalUrl, pageMeta } from '~/components/company/page-meta';
import { BRAND_WARRANTIES, LEGAL_GUARANTEE_YEARS } from '~/components/info/help-facts';
import { TEXT_LINK } from '~/components/info/info-header';
import { serverApi } from '~/lib/api/server-client';
import type { Route } from './+types/sustainability';

/** The figures are computed by the API on every visit; without them the page still tells the policy. */
export async function loader({ request, context }: Route.LoaderArgs) {
  let materials: MaterialsReport | null = null;
  try {
    materials = (await serverApi(context)('GET /sustainability/materials', {})).data;
  } catch {
    materials = null;
  }
  return { canonical: canonicalUrl(request), materials };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Sostenibilidad',
    description:
      'La política de materiales de Tienda Diverso y qué parte de su catálogo es fibra orgánica o reciclada, calculada a partir del pasaporte de cada prenda.',
    canonical: loaderData?.canonical,
  });

function sections(materials: MaterialsReport | null): DocumentSection[] {
  return [
    {
      id: 'cifras',
      title: 'Nuestras fibras, en cifras',
      body: (
        <>
          <p>
            Qué parte de la composición de las prendas que vendemos hoy es fibra orgánica, qué parte es reciclada y qué parte
            son otras fibras:
          </p>
          <MaterialsFigures report={materials} />
          {materials?.shares && materials.fibres.length > 0 && (
            <>
              <h3>Fibra a fibra</h3>
              <FibreTable report={materials} />
            </>
          )}
        </>
      ),
    },
    {
      id: 'calculo',
      title: 'Cómo lo calculamos',
      body: (
        <>
          <p>
            Cada prenda lleva un pasaporte que dice de qué fibras está hecha y en qué proporción; lo encontrarás al final de
            su ficha. Las cifras de arriba salen de esos pasaportes, calculadas en el momento en que abres esta página:
          </p>
          <ul>
            <li>Contamos las prendas publicadas en la tienda; no cuentan los borradores, las ocultas ni las retiradas.</li>
            <li>Cada prenda pesa lo mismo, y dentro de ella cada fibra pesa su porcentaje.</li>
            <li>
              Es <strong>orgánica</strong> la fibra que su pasaporte llama orgánica, ecológica o biológica, y{' '}
              <strong>reciclada</strong> la que llama reciclada (si dice las dos cosas, cuenta como reciclada).
            </li>
            <li>Las prendas sin composición declarada se cuentan aparte y no entran en el porcentaje.</li>
          </ul>
          <p>
            Es una media por prenda, no por kilo de tejido ni por unidades vendidas: una camiseta cuenta lo mismo que un
            abrigo.
          </p>
        </>
      ),
    },
    {
      id: 'materiales',
      title: 'Nuestra política de materiales',
      body: (
        <>
          <ul>
            <li>
              <strong>Primero, fibras orgánicas o recicladas.</strong> Ya trabajamos con denim reciclado y algodón
              orgánico. Cuando una prenda necesita otra fibra, por ejemplo un poco de elastano para que ceda, su
              pasaporte lo dice.
            </li>
            <li>
              <strong>Cerca y con salarios justos.</strong> Cosemos con 38 talleres de proximidad en España y Portugal.
            </li>
            <li>
              <strong>Transparencia.</strong> Desde 2020 cada prenda lleva su pasaporte: fibras, país de confección,
              certificaciones y cuidados.
            </li>
            <li>
              <strong>Sin plásticos de un solo uso en los envíos.</strong> Enviamos en caja reutilizable.
            </li>
          </ul>
          <p>
            Preferimos vender menos y que lo que vendemos se quede en tu armario. Lo contamos con más detalle en{' '}
            <Link to="/about" className={TEXT_LINK}>
              Sobre nosotros
            </Link>
            .
          </p>
        </>
      ),
    },
    {
      id: 'durabilidad',
      title: 'Ropa que dura',
      body: (
        <p>
          La prenda más sostenible es la que no hay que sustituir. Todas tienen {LEGAL_GUARANTEE_YEARS} años de garantía legal;
          además, en {BRAND_WARRANTIES.ruediverso.brand} reparamos gratis las costuras de por vida y{' '}
          {BRAND_WARRANTIES.divergente.brand} añade {BRAND_WARRANTIES.divergente.period} de garantía propia con ajustes de largo
          sin coste. Cómo pedirlo está en{' '}
          <Link to="/help/warranty" className={TEXT_LINK}>
            Garantía
          </Link>
          .
        </p>
      ),
    },
    {
      id: 'objetivo',
      title: 'Hacia dónde vamos',
      body: (
        <p>
          Queremos que, en 2030, toda prenda que salga de nuestro taller pueda repararse, revenderse o reciclarse en una fibra
          nueva, y que su pasaporte lo cuente. El siguiente paso es recoger la ropa de {BRANDS.ruediverso.name} y{' '}
          {BRANDS.divergente.name} que ya no uses para darle otra vida; cuando esté lista, lo verás aquí.
        </p>
      ),
    },
  ];
}

export default function SustainabilityScreen({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentPage
      area="Empresa"
      title="Sostenibilidad"
      lead="Qué fibras usamos y por qué, y qué parte de nuestro catálogo es hoy orgánica o reciclada, calculada a partir del pasaporte de cada prenda."
      sections={sections(loaderData?.materials ?? null)}
      siblings={COMPANY_PAGES}
    />
  );
}
