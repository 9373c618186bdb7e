import { ContactChannels } from '~/components/info/contact-channels';
import { InfoHeader } from '~/components/info/info-header';
import { GuestSupportSection } from '~/components/support/guest-support-section';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Contacto', description: 'Escribe al equipo de Tienda Diverso: pedidos y devoluciones, empresas y taller, privacidad. Horario y plazos de respuesta.' });

export default function ContactScreen() {
  return (
    <>
      <InfoHeader
        eyebrow="Ayuda"
        title="Contacto"
        lead="Te responde una persona del equipo, por escrito y en español. Elige la dirección que mejor encaje con tu consulta y llegará antes a quien puede resolverla."
      />
      <div className="mt-12">
        <ContactChannels />
      </div>
      <div className="mt-16 border-t border-line pt-12">
        <GuestSupportSection />
      </div>
    </>
  );
}
