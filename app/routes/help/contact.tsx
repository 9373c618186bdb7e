import { APP_NAME } from '@common/constants';
import { ContactChannels } from '~/components/info/contact-channels';
import { InfoHeader } from '~/components/info/info-header';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () => [
  { title: `Contacto · ${APP_NAME}` },
  { name: 'description', content: 'Escribe al equipo de Tienda Diverso: pedidos y devoluciones, empresas y taller, privacidad. Horario y plazos de respuesta.' },
];

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
    </>
  );
}
