import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/catalog/page-hero';
import { canonicalOf } from '~/components/directory/directory-query';
import { ProposalForm } from '~/components/directory/proposal-form';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/proposal';

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalOf(request) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Añade tu negocio al directorio',
    description:
      'Propón tu empresa, servicio o actividad profesional de moda sostenible e inclusiva para el directorio de Tienda Diverso. Es gratis y revisamos cada propuesta.',
    canonical: args.data?.canonical,
  });

/** /directorio/alta: the 'Añade tu negocio' form. */
export default function DirectoryProposalScreen() {
  return (
    <main id="main">
      <div className="container-page max-w-4xl pt-8 pb-20 lg:pb-28">
        <Breadcrumbs crumbs={[{ label: 'Inicio', to: '/' }, { label: 'Directorio', to: '/directorio' }, { label: 'Añade tu negocio' }]} />
        <header className="mt-8 lg:mt-12">
          <p className="eyebrow">Directorio</p>
          <h1 className="mt-4 font-display text-4xl leading-[1.06] font-medium tracking-tight text-balance sm:text-5xl">Añade tu negocio</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted text-pretty">
            Si tu empresa, tu servicio o tu trabajo hace la moda más sostenible o más inclusiva, queremos que la gente te
            encuentre. Cuéntanos quién eres: el equipo revisa cada propuesta y, si encaja, la publica en el directorio. Es
            gratis.
          </p>
          <Link to="/directorio" className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-primary underline underline-offset-4">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver al directorio
          </Link>
        </header>
        <div className="mt-12">
          <ProposalForm />
        </div>
      </div>
    </main>
  );
}
