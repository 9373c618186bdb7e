import { Link } from 'react-router';
import { DEFAULT_STORE_SETTINGS } from '@common/settings/defaults';
import { REFUND_DAYS, useReturnWindowDays } from '~/components/info/help-facts';
import { InfoHeader, InfoSection, TEXT_LINK } from '~/components/info/info-header';
import { StoreEmailLink } from '~/components/info/store-email-link';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/returns';

/** The window the root loader read from the settings (the default before it has). */
function windowDaysOf(args: Route.MetaArgs): number {
  const root = args.matches?.find((match) => match?.id === 'root')?.data as { settings?: { return_window_days?: number } } | undefined;
  return root?.settings?.return_window_days ?? DEFAULT_STORE_SETTINGS.return_window_days;
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Cambios y devoluciones', description: `${windowDaysOf(args)} días para cambiar o devolver, recogida gratuita en casa y reembolso por el mismo medio de pago.` });

const STEPS = [
  {
    title: 'Pídelo',
    text: (
      <>
        Escríbenos a <StoreEmailLink email="support_email" /> con el número de pedido (lo tienes en el email de confirmación
        y en <strong>Mi cuenta › Pedidos</strong>), qué prendas devuelves y si prefieres otra talla o el reembolso.
      </>
    ),
  },
  {
    title: 'Prepara el paquete',
    text: <>Mete las prendas en la caja reutilizable en la que llegaron, con sus etiquetas. Si ya no la tienes, vale cualquier caja o bolsa resistente.</>,
  },
  {
    title: 'Lo recogemos',
    text: <>Te proponemos un día y la empresa de transporte pasa por tu casa. La recogida es gratuita y no hace falta imprimir nada.</>,
  },
  {
    title: 'Cambio o reembolso',
    text: (
      <>
        Revisamos las prendas al recibirlas y te enviamos la nueva talla o emitimos el reembolso en un máximo de {REFUND_DAYS} días, por el mismo
        medio con el que pagaste (si pagaste contra reembolso, por transferencia a la cuenta que nos indiques).
      </>
    ),
  },
];

export default function ReturnsScreen() {
  const RETURN_WINDOW_DAYS = useReturnWindowDays();
  return (
    <>
      <InfoHeader
        eyebrow="Ayuda"
        title="Cambios y devoluciones"
        lead={`Tienes ${RETURN_WINDOW_DAYS} días desde que recibes tu pedido para cambiarlo o devolverlo. Pasamos a recogerlo gratis.`}
      />

      <div className="mt-12 flex flex-col gap-14">
        <InfoSection id="como" title="Cómo devolver o cambiar una prenda">
          <ol className="grid gap-4 sm:grid-cols-2">
            {STEPS.map((step, index) => (
              <li key={step.title} className="card flex gap-4 p-5">
                <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-semibold text-on-primary">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-fg">{step.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </InfoSection>

        <InfoSection id="plazo" title={`${RETURN_WINDOW_DAYS} días, no 14`}>
          <p>
            La ley te da 14 días naturales para desistir de una compra online sin dar explicaciones. Nosotros te damos{' '}
            {RETURN_WINDOW_DAYS}, contados desde el día en que recibes el pedido. Los cambios de talla son gratis y, si la
            talla que quieres está agotada, te devolvemos el importe.
          </p>
          <p>
            En el reembolso incluimos el coste de envío que pagaste, si devuelves el pedido completo. Si devuelves solo una
            parte, el envío no se reembolsa.
          </p>
        </InfoSection>

        <InfoSection id="condiciones" title="En qué estado deben volver">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>Sin usar ni lavar, con sus etiquetas, tal como llegaron. Probártelas en casa, por supuesto, sí.</li>
            <li>El calzado, con su caja y sin uso en la calle.</li>
            <li>
              No admiten devolución las prendas personalizadas (bordados, iniciales, parches) ni las hechas a medida,
              porque se confeccionan para ti; sí las cubre la{' '}
              <Link to="/help/warranty" className={TEXT_LINK}>
                garantía
              </Link>{' '}
              si tienen un defecto.
            </li>
          </ul>
        </InfoSection>

        <InfoSection id="defectos" title="Si la prenda tiene un defecto">
          <p>
            Una prenda defectuosa o que no es lo que pediste no es una devolución: es una falta de conformidad y la
            resolvemos siempre, también pasados los {RETURN_WINDOW_DAYS} días. Cuéntanoslo con una foto y te decimos cómo
            reparamos, cambiamos o reembolsamos. Todo sobre plazos y coberturas en{' '}
            <Link to="/help/warranty" className={TEXT_LINK}>
              Garantía
            </Link>
            .
          </p>
        </InfoSection>
      </div>
    </>
  );
}
