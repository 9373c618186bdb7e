import { createAdBanner } from '../api/banners/service';
import type { Db } from '../db/client';

/** Two banners on the home page (they rotate) and one on the store. */
export async function seedAdBanners(db: Db): Promise<void> {
  await createAdBanner(db, {
    nombre: 'Rebajas de invierno',
    tipoBanner: 'texto',
    textoPrincipal: 'Rebajas de invierno: hasta un 30 % en abrigos y punto',
    textoSecundario: 'Prendas de algodón orgánico y lana reciclada, solo hasta el 6 de enero.',
    colorFondo: '#00263E',
    colorTexto: '#FFFFFF',
    urlDestino: '/store/offers',
    mostrarBotonCerrar: true,
    rutas: ['/'],
    prioridad: 20,
  });
  await createAdBanner(db, {
    nombre: 'Envío gratuito',
    tipoBanner: 'html',
    htmlContent:
      '<p><strong>Envío gratuito</strong> en pedidos desde 60 € a toda la península · Devoluciones en 30 días</p>',
    colorFondo: '#FFC629',
    colorTexto: '#00263E',
    mostrarBotonCerrar: true,
    rutas: ['/'],
    prioridad: 10,
  });
  await createAdBanner(db, {
    nombre: 'Nueva colección divergente',
    tipoBanner: 'texto',
    textoPrincipal: 'Nueva colección divergente: trajes que se adaptan a ti',
    textoSecundario: 'Patronaje inclusivo de la talla 34 a la 58, con ajustes sin coste.',
    colorFondo: '#1C355E',
    colorTexto: '#FFFFFF',
    urlDestino: '/brands/divergente',
    mostrarBotonCerrar: true,
    rutas: ['/store'],
    prioridad: 10,
  });
}
