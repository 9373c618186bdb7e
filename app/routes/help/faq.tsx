import { Link } from 'react-router';
import { faqGroups } from '~/components/info/faq-entries';
import { FaqList } from '~/components/info/faq-list';
import { InfoHeader, TEXT_LINK } from '~/components/info/info-header';
import { useStoreSettings } from '~/lib/store-facts';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Preguntas frecuentes', description: 'Respuestas sobre pedidos, pagos, envíos, cambios, devoluciones, tallas y garantía en Tienda Diverso.' });

export default function FaqScreen() {
  const settings = useStoreSettings();
  return (
    <>
      <InfoHeader
        eyebrow="Ayuda"
        title="Preguntas frecuentes"
        lead="Lo que más nos preguntáis sobre pedidos, envíos, devoluciones y tallas. Toca una pregunta para ver la respuesta."
      />
      <div className="mt-12">
        <FaqList groups={faqGroups(settings)} />
      </div>
      <p className="mt-12 text-muted">
        ¿No está tu pregunta?{' '}
        <Link to="/help/contact" className={TEXT_LINK}>
          Escríbenos
        </Link>{' '}
        y te respondemos en persona.
      </p>
    </>
  );
}
