import type { AdminAdBanner, AdminAdBannerPage } from '@common/banners/admin-contracts';

/** A banner as GET /api/admin/ad-banners/{id} answers it. */
export function makeBanner(overrides: Partial<AdminAdBanner> = {}): AdminAdBanner {
  return {
    id: 4,
    nombre: 'Rebajas de invierno',
    tipo_banner: 'texto',
    html_content: null,
    imagen_url: null,
    imagen_completa_url: null,
    titulo: null,
    texto_principal: 'Hasta un 30 % en abrigos',
    texto_secundario: 'Solo hasta el 6 de enero.',
    color_fondo: '#00263E',
    color_texto: '#FFFFFF',
    url_destino: '/store/offers',
    mostrar_boton_cerrar: true,
    rutas: ['/store', '/store/*'],
    fecha_inicio: '2026-11-01T09:00:00.000Z',
    fecha_fin: '2027-01-06T23:00:00.000Z',
    activo: true,
    estado: 'activo',
    prioridad: 10,
    impresiones: 1200,
    clics: 54,
    ctr: 4.5,
    created_at: '2026-10-30T10:00:00.000Z',
    updated_at: '2026-10-30T10:00:00.000Z',
    ...overrides,
  };
}

export function bannerPage(banners: AdminAdBanner[], overrides: Partial<AdminAdBannerPage> = {}) {
  const data: AdminAdBannerPage = {
    data: banners,
    current_page: 1,
    last_page: 1,
    per_page: 20,
    total: banners.length,
    from: banners.length ? 1 : null,
    to: banners.length ? banners.length : null,
    ...overrides,
  };
  return { status: 'success', data };
}
