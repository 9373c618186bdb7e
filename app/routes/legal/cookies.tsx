import { Link } from 'react-router';
import { CART_COOKIE } from '@common/cart/cart-cookie';
import { BrowserStorageTable } from '~/components/info/browser-storage-list';
import { CookieChoice } from '~/components/info/cookie-choice';
import { TEXT_LINK } from '~/components/info/info-header';
import { LegalIdentity } from '~/components/info/legal-identity';
import { StoreEmailLink } from '~/components/info/store-email-link';
import { LegalDocument, type LegalSection } from '~/components/info/legal-document';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/cookies';

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Política de cookies', description: 'Qué guarda Tienda Diverso en tu navegador, para qué y durante cuánto tiempo, y cómo cambiar tus preferencias de cookies.' });

const SECTIONS: LegalSection[] = [
  {
    id: 'que-son',
    title: 'Qué son las cookies y el almacenamiento local',
    body: (
      <p>
        Las cookies y el almacenamiento local (localStorage) son pequeños datos que una web guarda en tu navegador para
        recordar algo entre una visita y la siguiente. La ley española (art. 22.2 de la LSSI) los trata igual: los que son
        necesarios para el servicio que pides o para recordar una elección tuya no necesitan permiso; los demás, sí.
      </p>
    ),
  },
  {
    id: 'que-usamos',
    title: 'Qué guarda esta web en tu navegador',
    body: (
      <>
        <p>
          Tienda Diverso instala una sola cookie, técnica y propia: <code className="font-mono text-xs">{CART_COOKIE}</code>, una
          copia de los productos, tallas y cantidades de tu carrito (solo sus números, ningún dato tuyo) que tu navegador
          envía únicamente a la página de finalizar compra, para que te la muestre ya con tu pedido. Dura 90 días, o hasta que
          vacías el carrito. Todo lo demás está en el almacenamiento local de tu dispositivo, es propio (no lo lee ningún
          tercero) y se queda ahí hasta que lo borras o deja de hacer falta:
        </p>
        <BrowserStorageTable />
        <p>
          Los datos <strong>técnicos</strong> son imprescindibles para que la tienda funcione (tu sesión, tu carrito, tu
          elección sobre cookies). Los de <strong>preferencias</strong> solo recuerdan ajustes que tú eliges: tema, modo
          oscuro, accesibilidad, búsquedas recientes y avisos cerrados. Ni unos ni otros sirven para seguirte por otras webs.
        </p>
      </>
    ),
  },
  {
    id: 'analiticas-marketing',
    title: 'Cookies analíticas y de marketing',
    body: (
      <>
        <p>
          Nuestro aviso de cookies te deja aceptar o rechazar dos categorías opcionales: <strong>analíticas</strong>, para
          saber de forma agregada qué páginas se visitan y mejorar la tienda, y <strong>marketing</strong>, para medir campañas
          y mostrarte publicidad según tus intereses en otras webs.
        </p>
        <p>
          Hoy no usamos ninguna herramienta de ninguna de las dos categorías, así que tu elección no cambia nada de lo que se
          guarda. Si algún día las incorporamos, solo se activarán si las has aceptado, y antes las añadiremos a esta página
          con su nombre, su proveedor y su duración.
        </p>
      </>
    ),
  },
  {
    id: 'preferencias',
    title: 'Cómo cambiar tu elección',
    body: (
      <>
        <p>
          Puedes cambiar o retirar tu consentimiento cuando quieras, tan fácilmente como lo diste, con el botón de arriba
          «Cambiar mis preferencias» o desde el panel de preferencias del aviso de cookies.
        </p>
        <p>
          También puedes borrar todo lo que la tienda guarda desde la configuración de tu navegador, en el apartado de
          privacidad («Borrar datos de navegación» o «Datos de sitios web»). Ten en cuenta que así se vacía tu carrito, se
          cierra tu sesión y se pierden tus ajustes de tema y accesibilidad.
        </p>
      </>
    ),
  },
  {
    id: 'contacto',
    title: 'Más información',
    body: (
      <p>
        El responsable es <LegalIdentity />. Para cualquier duda escribe a{' '}
        <StoreEmailLink email="privacy_email" />
        . Cómo tratamos el resto de tus datos está en la{' '}
        <Link to="/privacy" className={TEXT_LINK}>
          Política de privacidad
        </Link>
        .
      </p>
    ),
  },
];

export default function CookiesScreen() {
  return (
    <LegalDocument
      title="Política de cookies"
      crumb="Cookies"
      lead="Qué guarda esta web en tu navegador, para qué sirve cada dato y cómo decides tú sobre las cookies opcionales."
      sections={SECTIONS}
    >
      <CookieChoice />
    </LegalDocument>
  );
}
