import { SEARCH_MAX_RECENT } from '@common/constants';
import { STORAGE_KEYS } from '@common/storage-keys';
import { TableScroller } from './table-scroller';

type StorageKeyName = keyof typeof STORAGE_KEYS;

export interface StorageEntry {
  key: string;
  purpose: string;
  duration: string;
  /** Both kinds are exempt from consent (LSSI art. 22.2): needed for the service, or chosen by the visitor. */
  kind: 'Técnica' | 'Preferencias';
}

// A Record over every STORAGE_KEYS name: adding a key to the app without describing it here
// fails the type check, so the cookie policy cannot fall behind what the browser stores.
const DESCRIPTIONS: Record<StorageKeyName, Omit<StorageEntry, 'key'>> = {
  token: {
    purpose: 'Mantiene tu sesión iniciada: es la credencial que acompaña cada petición a tu cuenta.',
    duration: 'Hasta que cierras sesión o caduca la sesión',
    kind: 'Técnica',
  },
  authToken: {
    purpose: 'Copia de la credencial de sesión que se guarda al iniciar sesión, para recuperarla al volver.',
    duration: 'Hasta que cierras sesión o caduca la sesión',
    kind: 'Técnica',
  },
  cart: {
    purpose: 'Los productos, tallas y cantidades de tu carrito, para que sigan ahí cuando vuelvas.',
    duration: 'Hasta que vacías el carrito',
    kind: 'Técnica',
  },
  cookieConsent: {
    purpose: 'Tu elección sobre cookies analíticas y de marketing, con la fecha en que la hiciste.',
    duration: 'Hasta que la cambias o borras los datos del navegador',
    kind: 'Técnica',
  },
  consentId: {
    purpose: 'Un código aleatorio de este navegador con el que anotamos tus elecciones sobre cookies, para poder demostrar qué aceptaste y cuándo. No te identifica.',
    duration: 'Hasta que borras los datos del navegador',
    kind: 'Técnica',
  },
  theme: {
    purpose: 'El tema de marca que elegiste (ruediverso o divergente).',
    duration: 'Hasta que borras los datos del navegador',
    kind: 'Preferencias',
  },
  darkMode: {
    purpose: 'Si la tienda se muestra ahora en modo oscuro.',
    duration: 'Hasta que borras los datos del navegador',
    kind: 'Preferencias',
  },
  darkModePreference: {
    purpose: 'Tu ajuste de apariencia: claro, oscuro o automático según el sistema.',
    duration: 'Hasta que borras los datos del navegador',
    kind: 'Preferencias',
  },
  accessibility: {
    purpose: 'Tus ajustes del panel de accesibilidad: tamaño de letra, alto contraste, menos movimiento y filtros de color.',
    duration: 'Hasta que los restableces o borras los datos del navegador',
    kind: 'Preferencias',
  },
  recentSearches: {
    purpose: `Tus ${SEARCH_MAX_RECENT} últimas búsquedas, para repetirlas con un toque.`,
    duration: 'Hasta que pulsas «Limpiar» en el buscador',
    kind: 'Preferencias',
  },
  dismissedBanners: {
    purpose: 'Los avisos de la franja superior que has cerrado, para no volver a mostrártelos.',
    duration: 'Hasta que borras los datos del navegador',
    kind: 'Preferencias',
  },
};

/** Everything the store keeps in the browser's localStorage, in a readable order. */
export const BROWSER_STORAGE: StorageEntry[] = (Object.keys(DESCRIPTIONS) as StorageKeyName[]).map((name) => ({
  key: STORAGE_KEYS[name],
  ...DESCRIPTIONS[name],
}));

export function BrowserStorageTable() {
  return (
    <TableScroller label="Tabla de datos guardados en el navegador">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Datos que la tienda guarda en tu navegador</caption>
        <thead className="bg-surface-muted text-fg">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Nombre</th>
            <th scope="col" className="px-4 py-3 font-semibold">Para qué sirve</th>
            <th scope="col" className="px-4 py-3 font-semibold">Tipo</th>
            <th scope="col" className="px-4 py-3 font-semibold">Duración</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line align-top">
          {BROWSER_STORAGE.map((entry) => (
            <tr key={entry.key}>
              <th scope="row" className="px-4 py-3 font-mono text-xs font-medium text-fg">
                {entry.key}
              </th>
              <td className="px-4 py-3">{entry.purpose}</td>
              <td className="px-4 py-3 whitespace-nowrap">{entry.kind}</td>
              <td className="px-4 py-3">{entry.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
