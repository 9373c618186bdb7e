import { HEX_COLOR_PATTERN } from '@common/colors';
import type { AdminAdBanner, AdminAdBannerBody } from '@common/banners/admin-contracts';
import type { AdBannerPublic } from '@common/banners/contracts';
import type { AD_BANNER_TYPES } from '@common/banners/contracts';
import { BANNER_DEFAULT_BACKGROUND, BANNER_DEFAULT_TEXT } from '@common/constants';

export const ADMIN_BANNERS_PATH = '/admin/ad-banners';

export type BannerType = (typeof AD_BANNER_TYPES)[number];

/** One 'dónde se muestra' line: a page alone, or a page and everything under it. */
export interface BannerRuleRow {
  key: string;
  kind: 'exact' | 'prefix';
  path: string;
}

/** The form's values: text as typed, dates as the date-time control holds them (local time). */
export interface BannerFormValues {
  nombre: string;
  tipo_banner: BannerType;
  html_content: string;
  imagen_url: string;
  titulo: string;
  texto_principal: string;
  texto_secundario: string;
  color_fondo: string;
  color_texto: string;
  url_destino: string;
  mostrar_boton_cerrar: boolean;
  all_pages: boolean;
  rutas: BannerRuleRow[];
  fecha_inicio: string;
  fecha_fin: string;
  activo: boolean;
  prioridad: string;
}

let keySequence = 0;
export const ruleKey = () => `rule-${++keySequence}`;

/** '/store/*' → a prefix row on /store; '/store' → an exact row. */
export function ruleRow(rule: string): BannerRuleRow {
  if (rule.endsWith('/*')) return { key: ruleKey(), kind: 'prefix', path: rule.slice(0, -2) || '/' };
  return { key: ruleKey(), kind: 'exact', path: rule };
}

/** The rule text the API stores for a row. */
export function ruleText(row: Pick<BannerRuleRow, 'kind' | 'path'>): string {
  const path = row.path.trim();
  if (row.kind === 'exact') return path;
  const base = path.replace(/\/+$/, '');
  return `${base}/*`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO → the value of an `<input type="datetime-local">`, in this browser's time zone. */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The control's local date-time → ISO (null when empty; the text itself when unreadable, so the contract says so). */
export function isoDateTime(local: string): string | null {
  if (!local.trim()) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

export function emptyBannerValues(): BannerFormValues {
  return {
    nombre: '',
    tipo_banner: 'texto',
    html_content: '',
    imagen_url: '',
    titulo: '',
    texto_principal: '',
    texto_secundario: '',
    color_fondo: BANNER_DEFAULT_BACKGROUND.toUpperCase(),
    color_texto: BANNER_DEFAULT_TEXT.toUpperCase(),
    url_destino: '',
    mostrar_boton_cerrar: true,
    all_pages: true,
    rutas: [],
    fecha_inicio: '',
    fecha_fin: '',
    activo: true,
    prioridad: '0',
  };
}

export function bannerFormValues(banner: AdminAdBanner): BannerFormValues {
  const allPages = banner.rutas.includes('*');
  return {
    nombre: banner.nombre,
    tipo_banner: banner.tipo_banner,
    html_content: banner.html_content ?? '',
    imagen_url: banner.imagen_url ?? '',
    titulo: banner.titulo ?? '',
    texto_principal: banner.texto_principal ?? '',
    texto_secundario: banner.texto_secundario ?? '',
    color_fondo: banner.color_fondo.toUpperCase(),
    color_texto: banner.color_texto.toUpperCase(),
    url_destino: banner.url_destino ?? '',
    mostrar_boton_cerrar: banner.mostrar_boton_cerrar,
    all_pages: allPages,
    rutas: allPages ? [] : banner.rutas.map(ruleRow),
    fecha_inicio: localDateTime(banner.fecha_inicio),
    fecha_fin: localDateTime(banner.fecha_fin),
    activo: banner.activo,
    prioridad: String(banner.prioridad),
  };
}

/** The body the API takes: every field, so an edit saves exactly what the form shows. */
export function bannerBody(values: BannerFormValues): AdminAdBannerBody {
  const priority = values.prioridad.trim();
  return {
    nombre: values.nombre,
    tipo_banner: values.tipo_banner,
    html_content: values.tipo_banner === 'html' ? values.html_content : null,
    imagen_url: values.tipo_banner === 'html' ? null : values.imagen_url || null,
    titulo: values.titulo,
    texto_principal: values.texto_principal,
    texto_secundario: values.texto_secundario,
    color_fondo: values.color_fondo,
    color_texto: values.color_texto,
    url_destino: values.url_destino,
    mostrar_boton_cerrar: values.mostrar_boton_cerrar,
    rutas: values.all_pages ? ['*'] : values.rutas.map(ruleText),
    fecha_inicio: isoDateTime(values.fecha_inicio),
    fecha_fin: isoDateTime(values.fecha_fin),
    activo: values.activo,
    prioridad: priority === '' ? 0 : /^-?\d+$/.test(priority) ? Number(priority) : (priority as unknown as number),
  };
}


/**
 * What shoppers would get for these values, in the shape of the public `activos` reply: the html
 * is the server's sanitised version (`sanitisedHtml`), never the text being typed.
 */
export function previewBanner(
  values: BannerFormValues,
  { id, sanitisedHtml, imageUrl }: { id: number; sanitisedHtml: string | null; imageUrl: string | null },
): AdBannerPublic {
  const isHtml = values.tipo_banner === 'html';
  return {
    id,
    tipo_banner: values.tipo_banner,
    html_content: isHtml ? sanitisedHtml : null,
    imagen_completa_url: isHtml ? null : imageUrl,
    titulo: values.titulo.trim() || null,
    texto_principal: values.texto_principal.trim() || null,
    texto_secundario: values.texto_secundario.trim() || null,
    color_fondo: HEX_COLOR_PATTERN.test(values.color_fondo.trim()) ? values.color_fondo.trim() : BANNER_DEFAULT_BACKGROUND,
    color_texto: HEX_COLOR_PATTERN.test(values.color_texto.trim()) ? values.color_texto.trim() : BANNER_DEFAULT_TEXT,
    url_destino: values.url_destino.trim() || null,
    mostrar_boton_cerrar: values.mostrar_boton_cerrar,
  };
}

export { contrastRatio } from '@common/colors';
