import { BriefcaseBusiness, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { BRANDS } from '@common/theme';
import { COMPANY_PAGES, DocumentPage, type DocumentSection } from '~/components/company/document-page';
import { canonicalUrl, pageMeta } from '~/components/company/page-meta';
import { TEXT_LINK } from '~/components/info/info-header';
import { LegalName, StoreCity } from '~/components/info/legal-identity';
import { StoreEmailLink } from '~/components/info/store-email-link';
import { useStoreSettings } from '~/lib/store-facts';
import type { Route } from './+types/careers';

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Trabaja con nosotros',
    description:
      'Ofertas de empleo de Tienda Diverso: ahora no hay ninguna abierta. Cómo es el equipo y cómo enviarnos una candidatura espontánea.',
    canonical: loaderData?.canonical,
  });

/** The subject we suggest for a spontaneous application, so it reaches the right person. */
export const APPLICATION_SUBJECT = 'Candidatura espontánea';

function ApplyButton() {
  const { contact_email } = useStoreSettings();
  return (
    <a href={`mailto:${contact_email}?subject=${encodeURIComponent(APPLICATION_SUBJECT)}`} className="btn-primary self-start px-6 py-3">
      <Mail aria-hidden="true" className="size-4" />
      Enviar una candidatura
    </a>
  );
}

const SECTIONS: DocumentSection[] = [
  {
    id: 'ofertas',
    title: 'Ofertas abiertas',
    body: (
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line bg-surface p-6 sm:p-8">
        <span className="grid size-12 place-items-center rounded-full bg-surface-muted text-primary">
          <BriefcaseBusiness aria-hidden="true" className="size-5" strokeWidth={1.75} />
        </span>
        <p className="font-display text-xl font-medium text-fg">Ahora mismo no tenemos ninguna oferta de empleo abierta.</p>
        <p>
          Cuando busquemos a alguien, publicaremos aquí el puesto y cómo presentarse. Mientras tanto, si te gustaría trabajar
          con nosotros, envíanos una candidatura espontánea: las leemos todas y las tenemos en cuenta cuando surge una vacante.
        </p>
        <ApplyButton />
      </div>
    ),
  },
  {
    id: 'equipo',
    title: 'Cómo es el equipo',
    body: (
      <>
        <p>
          Somos veintiséis personas entre diseño, patronaje, taller y atención al cliente. Diseñamos en <StoreCity /> las
          prendas de {BRANDS.ruediverso.name}, {BRANDS.ruediverso.tagline.toLowerCase()}, y de {BRANDS.divergente.name},{' '}
          {BRANDS.divergente.tagline.toLowerCase()}, y las cosemos con 38 talleres de proximidad en España y Portugal.
        </p>
        <p>
          Tres ideas deciden qué cosemos, con quién y cómo: la pasión por la calidad, la innovación constante (cierres
          magnéticos, patronaje de la talla 34 a la 58) y el impacto global, que para nosotros quiere decir producir cerca, con
          salarios justos y con fibras orgánicas o recicladas.
        </p>
        <p>
          Nuestra historia, desde el bajo de Lavapiés donde empezamos en 2015, y algunas de las personas del equipo están en{' '}
          <Link to="/about" className={TEXT_LINK}>
            Sobre nosotros
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'candidatura',
    title: 'Cómo enviar una candidatura espontánea',
    body: (
      <>
        <ol>
          <li>
            Escríbenos a <StoreEmailLink email="contact_email" /> con el asunto <strong>«{APPLICATION_SUBJECT}: [área]»</strong>,
            indicando el área que te interesa: diseño, patronaje, taller o atención al cliente.
          </li>
          <li>
            Adjunta tu currículum (mejor en PDF) y cuéntanos en unas líneas qué te gustaría hacer y por qué con nosotros.
          </li>
          <li>Si tu trabajo es de diseño o patronaje, añade un enlace a tu portafolio o unas fotos de prendas tuyas.</li>
          <li>Dinos desde cuándo estás disponible y en qué ciudad vives.</li>
        </ol>
        <p>
          No hace falta que incluyas foto, edad, estado civil ni datos de salud: no los tenemos en cuenta. Si necesitas algún
          ajuste para una entrevista, dínoslo y lo buscamos contigo.
        </p>
        <p>Si tu perfil encaja con una necesidad del equipo, te escribiremos para conocerte.</p>
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Qué hacemos con tus datos',
    body: (
      <>
        <p>
          Quien trata los datos de tu candidatura es <LegalName />, solo para valorarla en los procesos de selección que
          abramos. La base es tu consentimiento, que das al enviárnosla y puedes retirar en cualquier momento. No la
          compartimos con nadie fuera del equipo.
        </p>
        <p>
          La guardamos un año como máximo y después la borramos. Si quieres que la borremos antes, o ejercer cualquier otro
          derecho sobre tus datos, escribe a <StoreEmailLink email="privacy_email" />. Todo lo demás está en la{' '}
          <Link to="/privacy" className={TEXT_LINK}>
            Política de privacidad
          </Link>
          .
        </p>
      </>
    ),
  },
];

export default function CareersScreen() {
  return (
    <DocumentPage
      area="Empresa"
      title="Trabaja con nosotros"
      lead="Ahora mismo no hay ofertas de empleo abiertas, pero puedes enviarnos una candidatura espontánea. Aquí te contamos cómo es el equipo y cómo hacerlo."
      sections={SECTIONS}
      siblings={COMPANY_PAGES}
    />
  );
}
