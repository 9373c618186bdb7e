import type { PermissionName } from '../roles';

/**
 * How the audit log reads in Spanish: actions as verbs, entity types as nouns, field names as the
 * forms label them. A word not listed here is shown as it is stored (never hidden).
 */

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Creó',
  update: 'Editó',
  delete: 'Eliminó',
  activate: 'Activó',
  deactivate: 'Desactivó',
  reactivate: 'Reactivó',
  feature: 'Destacó',
  unfeature: 'Quitó de destacados',
  set_category: 'Cambió la categoría',
  duplicate: 'Duplicó',
  import: 'Importó',
  export: 'Exportó',
  data_export: 'Pidió una copia de sus datos',
  account_delete: 'Eliminó su cuenta',
  reorder: 'Reordenó',
  image_upload: 'Subió fotos',
  image_reorder: 'Reordenó las fotos',
  image_update: 'Describió una foto',
  image_delete: 'Borró una foto',
  grant_role: 'Dio un rol',
  revoke_role: 'Quitó un rol',
  role_grant: 'Dio un rol',
  role_revoke: 'Quitó un rol',
  roles: 'Cambió los roles',
  permissions: 'Cambió los permisos',
  revoke_sessions: 'Cerró las sesiones',
  password_reset: 'Restableció la contraseña',
  logo_upload: 'Subió el logo',
  logo_delete: 'Quitó el logo',
  image_remove: 'Quitó la imagen',
  pause: 'Pausó',
  resume: 'Reanudó',
  archive: 'Archivó',
  upload: 'Subió',
  'update-roles': 'Cambió los roles',
  'revoke-session': 'Cerró una sesión',
  'update-logo': 'Cambió el logo',
  'remove-logo': 'Quitó el logo',
  'update-image': 'Cambió la imagen',
  status: 'Cambió el estado',
  cancel: 'Canceló',
  note: 'Añadió una nota',
  'remove-image': 'Quitó la imagen',
  approve: 'Aprobó',
  reject: 'Rechazó',
  assign: 'Asignó',
  reply: 'Respondió',
  close: 'Cerró',
  publish: 'Publicó',
  'remove-reply': 'Quitó la respuesta',
  'campaign-prices-applied': 'Aplicó los precios de la campaña',
  'campaign-prices-restored': 'Devolvió los precios de antes de la campaña',
  annul: 'Anuló',
  'fiscal-resend': 'Reenvió a la AEAT',
  'fiscal-correct': 'Reenvió a la AEAT como subsanación',
};

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  product: 'Producto',
  user: 'Usuario',
  role: 'Rol',
  category: 'Categoría',
  brand: 'Marca',
  banner: 'Banner',
  ad_banner: 'Banner',
  settings: 'Configuración',
  setting: 'Configuración',
  import: 'Importación',
  'banner-image': 'Imagen de banner',
  coupon: 'Cupón',
  campaign: 'Campaña',
  order: 'Pedido',
  directory_entry: 'Ficha del directorio',
  support_conversation: 'Conversación de soporte',
  review: 'Opinión',
  invoice: 'Factura',
  search_synonym: 'Sinónimo de la búsqueda',
  search_redirect: 'Redirección de la búsqueda',
};

/** The permission that opens an entity type's screen (a link shows only to those who hold it). */
export const AUDIT_ENTITY_PERMISSION: Record<string, PermissionName> = {
  product: 'products.view',
  user: 'users.view',
  role: 'roles.manage',
  category: 'categories.manage',
  brand: 'brands.manage',
  banner: 'banners.manage',
  ad_banner: 'banners.manage',
  'banner-image': 'banners.manage',
  settings: 'settings.manage',
  setting: 'settings.manage',
  coupon: 'orders.view',
  campaign: 'products.view',
  order: 'orders.view',
  directory_entry: 'directory.manage',
  support_conversation: 'support.manage',
  review: 'reviews.manage',
  search_synonym: 'search.manage',
  search_redirect: 'search.manage',
};

/** Field names of every audited entity (snake_case and camelCase, as each domain records them). */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  input: 'Lo que busca el cliente',
  terms: 'Términos',
  query: 'Búsqueda',
  target_kind: 'Destino',
  target: 'Dirección de destino',
  slug: 'Slug',
  sku: 'SKU',
  brand: 'Marca',
  brand_id: 'Marca',
  brandId: 'Marca',
  category: 'Categoría',
  category_id: 'Categoría',
  categoryId: 'Categoría',
  short_description: 'Descripción corta',
  shortDescription: 'Descripción corta',
  description: 'Descripción',
  price: 'Precio',
  sale_price: 'Precio rebajado',
  is_featured: 'Destacado',
  isFeatured: 'Destacado',
  is_digital: 'Digital',
  condition: 'Condición',
  min_stock_level: 'Stock mínimo',
  stock_quantity: 'Stock',
  tags: 'Etiquetas',
  dimensions: 'Medidas',
  weight: 'Peso (kg)',
  warranty_period: 'Garantía',
  status: 'Estado',
  visibility: 'Visibilidad',
  passport: 'Pasaporte de la prenda',
  size_guide: 'Guía de tallas',
  variants: 'Variantes',
  images: 'Fotos',
  image_order: 'Orden de las fotos',
  alt: 'Texto alternativo',
  color_name: 'Color',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  roles: 'Roles',
  permissions: 'Permisos',
  is_active: 'Activo',
  isActive: 'Activo',
  active: 'Activo',
  parent_id: 'Categoría superior',
  parentId: 'Categoría superior',
  sort_order: 'Orden',
  sortOrder: 'Orden',
  tagline: 'Lema',
  story: 'Historia',
  palette: 'Paleta',
  logo: 'Logo',
  logoPath: 'Logo',
  image: 'Imagen',
  imagePath: 'Imagen',
  title: 'Título',
  priority: 'Prioridad',
  type: 'Tipo',
  code: 'Código',
  kind: 'Tipo de descuento',
  value: 'Valor',
  min_order: 'Pedido mínimo',
  starts_at: 'Empieza',
  ends_at: 'Termina',
  max_uses: 'Usos en total',
  max_uses_per_customer: 'Usos por cliente',
  first_order_only: 'Solo primer pedido',
  public_text: 'Texto público',
  scope: 'Alcance',
  offer_kind: 'Oferta',
  percent: 'Porcentaje',
  fixed_price: 'Precio fijo',
  payment_status: 'Estado del pago',
  carrier: 'Empresa de transporte',
  tracking_number: 'Número de seguimiento',
  note: 'Nota',
  cancel_reason: 'Motivo de la cancelación',
  refund: 'Reembolso (€)',
  entry_kind: 'Tipo de ficha',
  sector: 'Sector',
  summary: 'Presentación breve',
  address: 'Dirección',
  postal_code: 'Código postal',
  city: 'Localidad',
  province: 'Provincia',
  website: 'Web',
  is_verified: 'Verificada',
  assigned_to: 'Asignada a',
  rejection_reason: 'Motivo del rechazo',
  reply: 'Respuesta',
};

/** 'set_category' → 'Set category' for a word no list knows. */
function readable(word: string): string {
  const text = word.replace(/[_.-]+/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : word;
}

const own = (map: Record<string, string>, key: string) => (Object.hasOwn(map, key) ? map[key] : undefined);

export const auditActionLabel = (action: string) => own(AUDIT_ACTION_LABELS, action) ?? readable(action);
export const auditEntityLabel = (type: string) => own(AUDIT_ENTITY_LABELS, type) ?? readable(type);
export const auditFieldLabel = (field: string) => own(AUDIT_FIELD_LABELS, field) ?? readable(field);

/**
 * The back-office screen of an entity, or null when it has none. The server says whether the
 * entity still exists (a deleted product has no screen to open).
 */
export function auditEntityPath(type: string, id: string | null): string | null {
  const numeric = id !== null && /^\d{1,10}$/.test(id) ? id : null;
  switch (type) {
    case 'product':
      return numeric ? `/admin/products/${numeric}` : null;
    case 'user':
      return numeric ? `/admin/users/${numeric}` : '/admin/users';
    case 'role':
      return numeric ? `/admin/roles/${numeric}` : '/admin/roles';
    case 'category':
      return '/admin/categories';
    case 'brand':
      return numeric ? `/admin/brands/${numeric}` : '/admin/brands';
    case 'banner':
    case 'ad_banner':
      return numeric ? `/admin/ad-banners/${numeric}` : '/admin/ad-banners';
    case 'settings':
    case 'setting':
      return '/admin/settings';
    case 'coupon':
      return numeric ? `/admin/coupons/${numeric}` : '/admin/coupons';
    case 'campaign':
      return numeric ? `/admin/campaigns/${numeric}` : '/admin/campaigns';
    case 'order':
      return numeric ? `/admin/orders/${numeric}` : '/admin/orders';
    case 'directory_entry':
      return numeric ? `/admin/directory/${numeric}` : '/admin/directory';
    case 'support_conversation':
      return numeric ? `/admin/support/${numeric}` : '/admin/support';
    case 'review':
      return '/admin/reviews';
    case 'search_synonym':
    case 'search_redirect':
      return '/admin/search';
    default:
      return null;
  }
}
