import { BRAND_WARRANTIES, LEGAL_GUARANTEE_YEARS } from '~/components/info/help-facts';
import { InfoHeader, InfoSection } from '~/components/info/info-header';
import { StoreEmailLink } from '~/components/info/store-email-link';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/warranty';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Garantía', description: `Garantía legal de ${LEGAL_GUARANTEE_YEARS} años, reparación gratuita de costuras de por vida en ruediverso y 2 años de garantía propia en divergente.` });

const BRAND_PROMISES = [
  {
    ...BRAND_WARRANTIES.ruediverso,
    dot: 'bg-rd-brown',
    text: 'Si se abre una costura de una prenda de ruediverso, la cosemos gratis en nuestro taller, tenga los años que tenga e incluso si se ha abierto por el uso. Pasamos a recogerla en península y te la devolvemos en unos diez días laborables.',
  },
  {
    ...BRAND_WARRANTIES.divergente,
    dot: 'bg-dv-sky',
    text: 'Durante dos años desde la entrega reparamos o cambiamos cualquier prenda de divergente con un fallo de confección: costuras, botones, cremalleras y cierres magnéticos. En ese tiempo también ajustamos gratis los largos de pierna y de manga.',
  },
];

export default function WarrantyScreen() {
  return (
    <>
      <InfoHeader
        eyebrow="Ayuda"
        title="Garantía"
        lead="Hacemos la ropa para que dure. Además de la garantía que marca la ley, cada marca añade su propia promesa."
      />

      <div className="mt-12 flex flex-col gap-14">
        <InfoSection id="marcas" title="La promesa de cada marca">
          <ul className="grid gap-4 md:grid-cols-2">
            {BRAND_PROMISES.map((promise) => (
              <li key={promise.brand} className="card flex flex-col p-6">
                <p className="flex items-center gap-2 text-sm font-semibold text-fg">
                  <span aria-hidden="true" className={`size-2.5 rounded-full ${promise.dot}`} />
                  {promise.brand}
                </p>
                <h3 className="mt-3 font-display text-2xl font-medium tracking-tight text-fg">{promise.period}</h3>
                <p className="mt-3 text-sm leading-relaxed">{promise.text}</p>
              </li>
            ))}
          </ul>
          <p>Es lo mismo que ves en el apartado «Garantía» de cada ficha de producto.</p>
        </InfoSection>

        <InfoSection id="legal" title={`Garantía legal de ${LEGAL_GUARANTEE_YEARS} años`}>
          <p>
            Todas las prendas, de las dos marcas, tienen la garantía legal de conformidad: {LEGAL_GUARANTEE_YEARS} años desde
            la entrega, como establece la Ley General para la Defensa de los Consumidores y Usuarios. Si una prenda no es
            conforme con lo que compraste, puedes pedir que la reparemos o la sustituyamos sin coste y, si no es posible,
            una rebaja del precio o el reembolso.
          </p>
          <p>
            Las promesas de cada marca se suman a esta garantía; nunca la sustituyen ni la recortan.
          </p>
        </InfoSection>

        <InfoSection id="no-cubre" title="Qué no cubre">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>El desgaste normal del uso: bolitas, decoloración por el sol o el lavado, roces.</li>
            <li>Los daños por no seguir las instrucciones de cuidado del pasaporte del producto.</li>
            <li>Los arreglos o transformaciones hechos fuera de nuestro taller.</li>
          </ul>
          <p>Aun así, pregúntanos: muchas veces lo podemos arreglar por poco.</p>
        </InfoSection>

        <InfoSection id="reclamar" title="Cómo usar la garantía">
          <p>
            Escribe a{' '}
            <StoreEmailLink email="support_email" />{' '}
            con el número de pedido (o el nombre de la prenda, si era un regalo) y una o dos fotos del problema. En un día
            laborable te decimos si la reparamos, la cambiamos o te devolvemos el dinero, y organizamos la recogida sin
            coste para ti.
          </p>
        </InfoSection>
      </div>
    </>
  );
}
