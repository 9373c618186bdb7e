import { Link } from 'react-router';
import { BRANDS } from '@common/theme';
import { FactList, StorePhoneLink } from '~/components/company/company-facts';
import { COMPANY_PAGES, DocumentPage, type DocumentSection } from '~/components/company/document-page';
import { canonicalUrl, pageMeta } from '~/components/company/page-meta';
import { PressKit } from '~/components/company/press-kit';
import { TEXT_LINK } from '~/components/info/info-header';
import { StoreEmailLink } from '~/components/info/store-email-link';
import { useStoreBrands, useStoreSettings } from '~/lib/store-facts';
import type { Route } from './+types/press';

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Prensa',
    description: 'Sala de prensa de Tienda Diverso: datos de ruediverso y divergente, logotipos para descargar, cómo usarlos y contacto para periodistas.',
    canonical: loaderData?.canonical,
  });

/** The brand's own description as stored, when the root loaded the brands; otherwise its tagline alone. */
function BrandFacts() {
  const stored = useStoreBrands();
  const brands = (['ruediverso', 'divergente'] as const).map((key) => {
    const brand = BRANDS[key];
    const description = stored?.find((b) => b.name.toLowerCase() === brand.name)?.description;
    return { key, ...brand, description };
  });
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {brands.map((brand) => (
        <li key={brand.key} className="card flex flex-col gap-2 p-6">
          <h3 className="font-display text-2xl font-medium tracking-tight text-fg">{brand.name}</h3>
          <p className="text-sm font-semibold text-primary">{brand.tagline}</p>
          {brand.description && <p className="text-sm leading-relaxed">{brand.description}</p>}
          <Link to={brand.path} className={`${TEXT_LINK} mt-auto self-start pt-2 text-sm`}>
            Conoce {brand.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function StoreFacts() {
  const settings = useStoreSettings();
  return (
    <FactList
      facts={[
        { label: 'Qué hacemos', value: 'Diseñamos y vendemos online ropa de nuestras dos marcas propias.' },
        { label: 'Dónde', value: `Diseñamos en ${settings.city} y cosemos con 38 talleres de proximidad en España y Portugal.` },
        { label: 'Desde', value: '2015, en un bajo de Lavapiés; divergente llegó en 2018 y la tienda online en 2020.' },
        { label: 'Equipo', value: '26 personas entre diseño, patronaje, taller y atención al cliente.' },
        { label: 'Razón social', value: settings.legal_name },
        { label: 'Tallas', value: 'Patronaje inclusivo de la 34 a la 58 en divergente.' },
      ]}
    />
  );
}

function PressContact() {
  const settings = useStoreSettings();
  return (
    <>
      <p>
        Para entrevistas, otras imágenes o datos que no estén aquí, escribe a <StoreEmailLink email="contact_email" /> con el asunto «Prensa» y el nombre de tu medio. Respondemos en{' '}
        {settings.response_time}.
      </p>
      {settings.phone && (
        <p>
          También puedes llamarnos al <StorePhoneLink className={TEXT_LINK} />.
        </p>
      )}
      <p>
        Si escribes sobre un pedido o una prenda concreta, la información de compra, envíos y devoluciones está en el{' '}
        <Link to="/help/faq" className={TEXT_LINK}>
          centro de ayuda
        </Link>
        .
      </p>
    </>
  );
}

const SECTIONS: DocumentSection[] = [
  {
    id: 'marcas',
    title: 'Nuestras marcas',
    body: (
      <>
        <p>
          Tienda Diverso es el taller detrás de dos marcas propias que se venden juntas en esta tienda. Sus nombres se escriben
          siempre en minúscula: <strong>{BRANDS.ruediverso.name}</strong> y <strong>{BRANDS.divergente.name}</strong>.
        </p>
        <BrandFacts />
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Datos básicos',
    body: (
      <>
        <StoreFacts />
        <p>
          Cada prenda lleva su pasaporte con sus fibras, su país de confección y sus cuidados. Las cifras de materiales del
          catálogo, calculadas a partir de esos pasaportes, están en{' '}
          <Link to="/sustainability" className={TEXT_LINK}>
            Sostenibilidad
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'logotipos',
    title: 'Logotipos e imágenes',
    body: (
      <>
        <p>Puedes descargar y usar estos archivos en artículos e informaciones sobre Tienda Diverso y sus marcas.</p>
        <PressKit />
      </>
    ),
  },
  {
    id: 'uso',
    title: 'Cómo usar los logotipos',
    body: (
      <ul>
        <li>Usa el logotipo normal sobre fondos claros y el de fondo oscuro sobre fondos oscuros, para que se lea bien.</li>
        <li>No lo deformes, ni lo gires, ni cambies sus colores, ni le añadas sombras u otros efectos.</li>
        <li>Deja a su alrededor un margen libre de al menos la altura de la «d» del círculo.</li>
        <li>Al escribir el nombre de las marcas, hazlo en minúscula: ruediverso y divergente.</li>
        <li>
          Úsalos solo para hablar de nosotros, no para dar a entender que patrocinamos o respaldamos otra cosa. Los logotipos
          y las ilustraciones son nuestros, como se explica en los{' '}
          <Link to="/terms" className={TEXT_LINK}>
            Términos y condiciones
          </Link>
          .
        </li>
      </ul>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto de prensa',
    body: <PressContact />,
  },
];

export default function PressScreen() {
  return (
    <DocumentPage
      area="Empresa"
      title="Prensa"
      lead="Lo que necesitas para escribir sobre Tienda Diverso, ruediverso y divergente: quiénes somos, nuestros logotipos y a quién preguntar."
      sections={SECTIONS}
      siblings={COMPANY_PAGES}
    />
  );
}
