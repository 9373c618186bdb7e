import type { AdBannerPublic } from '@common/banners/contracts';

/** A banner as GET /api/ad-banners/activos answers it (the strip's tests). */
export function makeBanner(overrides: Partial<AdBannerPublic> = {}): AdBannerPublic {
  return {
    id: 1,
    tipo_banner: 'texto',
    html_content: null,
    imagen_completa_url: null,
    titulo: null,
    texto_principal: 'Rebajas de invierno',
    texto_secundario: 'Hasta un 30 % en abrigos',
    color_fondo: '#00263E',
    color_texto: '#FFFFFF',
    url_destino: '/store/offers',
    mostrar_boton_cerrar: true,
    ...overrides,
  };
}
