import { PAGE_FIELDS } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { queryEnum, queryInt, queryText, strictQuery } from '../query-params';
import { HEX_COLOR_PATTERN } from '../colors';
import { z } from '../zod';
import { AD_BANNER_TYPES } from './contracts';
import { optionalDateTime, optionalFlag } from '../api/body-fields';

/** What a banner is doing right now, as the back-office shows it. */
export const AD_BANNER_STATES = ['activo', 'programado', 'caducado', 'pausado'] as const;
export type AdBannerState = (typeof AD_BANNER_STATES)[number];

export const AD_BANNER_STATE_LABELS: Record<AdBannerState, string> = {
  activo: 'Activo',
  programado: 'Programado',
  caducado: 'Caducado',
  pausado: 'Pausado',
};

export const AD_BANNER_TYPE_LABELS: Record<(typeof AD_BANNER_TYPES)[number], string> = {
  texto: 'Texto',
  imagen: 'Imagen',
  html: 'HTML',
};

export const AD_BANNER_SORTS = ['prioridad', 'nombre', 'fecha_inicio', 'fecha_fin', 'impresiones', 'clics', 'ctr', 'created_at'] as const;
export type AdBannerSort = (typeof AD_BANNER_SORTS)[number];

export const AD_BANNER_NAME_MAX = 120;
export const AD_BANNER_HTML_MAX = 20_000;
export const AD_BANNER_MAX_RULES = 30;
export const AD_BANNER_PRIORITY_LIMIT = 1000;

/**
 * The state of a banner at `now`: switched off is paused whatever its dates; otherwise it has
 * ended (after its end), is scheduled (before its start) or is running. Both ends count as inside,
 * as the public `activos` call reads them.
 */
export function adBannerState(
  banner: { activo: boolean; fechaInicio: Date | null; fechaFin: Date | null },
  now: Date,
): AdBannerState {
  if (!banner.activo) return 'pausado';
  if (banner.fechaFin && banner.fechaFin.getTime() < now.getTime()) return 'caducado';
  if (banner.fechaInicio && banner.fechaInicio.getTime() > now.getTime()) return 'programado';
  return 'activo';
}

/** Clicks per hundred impressions, to two decimals; 0 without impressions. */
export function clickThroughRate(impressions: number, clicks: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0;
}

/** An exact path: '/' then anything but spaces, '*', '?' and '#'. */
const EXACT_PATH = /^\/[^\s*?#]*$/;
/** A prefix: a path ending in '/*' ('/store/*'). */
const PREFIX_PATH = /^\/(?:[^\s*?#]*\/)?\*$/;

export type AdBannerRuleKind = 'all' | 'exact' | 'prefix';

/** Which kind of rule a text is, or null when it is none ('*', '/store', '/store/*'). */
export function adBannerRuleKind(rule: string): AdBannerRuleKind | null {
  if (rule === '*') return 'all';
  if (rule.length > 200) return null;
  if (PREFIX_PATH.test(rule)) return 'prefix';
  if (EXACT_PATH.test(rule)) return 'exact';
  return null;
}

/** Same-site paths ('/store', not '//host') and http(s) addresses. */
export function isBannerTarget(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !/\s/.test(url);
  return /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url);
}

const RULE_MESSAGE = 'Cada ruta debe ser *, una ruta exacta como /store o un prefijo terminado en /* como /store/*.';

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} debe ser un texto.` })
    .trim()
    .max(max, `${label} no puede superar ${max} caracteres.`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const hexColor = (label: string) =>
  z
    .string({ error: `${label} debe ser un color como #1C355E.` })
    .trim()
    .regex(HEX_COLOR_PATTERN, `${label} debe ser un color hexadecimal como #1C355E.`)
    .transform((v) => v.toUpperCase())
    .optional();


/**
 * A banner's fields as the back-office sends them. Every field is optional here: a new banner
 * takes the defaults, an edit changes only what it sends; what depends on several fields (an html
 * banner needs its html, the end after the start…) is checked by the server on the result.
 */
export const AdminAdBannerBody = z
  .object(
    {
      nombre: z
        .string({ error: 'El nombre debe ser un texto.' })
        .trim()
        .min(1, 'El nombre es obligatorio.')
        .max(AD_BANNER_NAME_MAX, `El nombre no puede superar ${AD_BANNER_NAME_MAX} caracteres.`)
        .optional()
        .meta({ description: 'Nombre interno, solo para el back-office.' }),
      tipo_banner: z.enum(AD_BANNER_TYPES, { error: 'El tipo debe ser texto, imagen o html.' }).optional(),
      html_content: z
        .string({ error: 'El HTML debe ser un texto.' })
        .max(AD_BANNER_HTML_MAX, `El HTML no puede superar ${AD_BANNER_HTML_MAX} caracteres.`)
        .nullable()
        .optional()
        .meta({ description: 'Solo para tipo html. Se sanea en el servidor: sin scripts, eventos, iframes ni estilos.' }),
      imagen_url: z
        .string({ error: 'La imagen debe ser un texto.' })
        .trim()
        .max(2048, 'La dirección de la imagen es demasiado larga.')
        .refine((v) => v === '' || /^\/storage\/[A-Za-z0-9/._-]+$/.test(v) || /^https:\/\/[^\s]+$/i.test(v), 'La imagen debe ser una subida al almacenamiento o una dirección https.')
        .transform((v) => (v === '' ? null : v))
        .nullable()
        .optional()
        .meta({ description: 'La ruta que devuelve la subida de imagen (/storage/…) o una dirección https.' }),
      titulo: optionalText('El texto alternativo', 200).meta({ description: 'Texto alternativo de la imagen.' }),
      texto_principal: optionalText('El texto principal', 200),
      texto_secundario: optionalText('El texto secundario', 400),
      color_fondo: hexColor('El color de fondo'),
      color_texto: hexColor('El color del texto'),
      url_destino: z
        .string({ error: 'El enlace debe ser un texto.' })
        .trim()
        .max(2048, 'El enlace no puede superar 2048 caracteres.')
        .refine((v) => v === '' || isBannerTarget(v), 'El enlace debe empezar por http://, https:// o por / (una página de la tienda).')
        .transform((v) => (v === '' ? null : v))
        .nullable()
        .optional(),
      mostrar_boton_cerrar: optionalFlag('Mostrar el botón de cerrar'),
      rutas: z
        .array(z.string({ error: RULE_MESSAGE }).trim().refine((rule) => adBannerRuleKind(rule) !== null, RULE_MESSAGE), {
          error: 'Las rutas deben ser una lista.',
        })
        .min(1, 'Indica al menos una página donde mostrar el banner.')
        .max(AD_BANNER_MAX_RULES, `Como máximo ${AD_BANNER_MAX_RULES} rutas.`)
        .transform((rules) => [...new Set(rules)])
        .optional()
        .meta({ description: "Dónde se muestra: '*' (todas las páginas), rutas exactas ('/store') o prefijos ('/store/*')." }),
      fecha_inicio: optionalDateTime('La fecha de inicio'),
      fecha_fin: optionalDateTime('La fecha de fin'),
      activo: optionalFlag('Activo'),
      prioridad: z
        .number({ error: 'La prioridad debe ser un número entero.' })
        .int('La prioridad debe ser un número entero.')
        .min(-AD_BANNER_PRIORITY_LIMIT, `La prioridad debe estar entre -${AD_BANNER_PRIORITY_LIMIT} y ${AD_BANNER_PRIORITY_LIMIT}.`)
        .max(AD_BANNER_PRIORITY_LIMIT, `La prioridad debe estar entre -${AD_BANNER_PRIORITY_LIMIT} y ${AD_BANNER_PRIORITY_LIMIT}.`)
        .optional()
        .meta({ description: 'Mayor primero.' }),
    },
    { error: 'El banner debe ser un objeto con sus campos.' },
  )
  .catchall(unknownField)
  .meta({ id: 'AdminAdBannerBody' });
export type AdminAdBannerBody = z.input<typeof AdminAdBannerBody>;
export type AdminAdBannerInput = z.output<typeof AdminAdBannerBody>;

/** A banner in the back-office: every field, its state now and its figures. */
export const AdminAdBanner = z
  .object({
    id: z.int(),
    nombre: z.string(),
    tipo_banner: z.enum(AD_BANNER_TYPES),
    html_content: z.string().nullable(),
    imagen_url: z.string().nullable(),
    imagen_completa_url: z.string().nullable(),
    titulo: z.string().nullable(),
    texto_principal: z.string().nullable(),
    texto_secundario: z.string().nullable(),
    color_fondo: z.string(),
    color_texto: z.string(),
    url_destino: z.string().nullable(),
    mostrar_boton_cerrar: z.boolean(),
    rutas: z.array(z.string()),
    fecha_inicio: z.iso.datetime().nullable(),
    fecha_fin: z.iso.datetime().nullable(),
    activo: z.boolean(),
    estado: z.enum(AD_BANNER_STATES).meta({ description: 'activo (se muestra ahora), programado (empieza más tarde), caducado (ya terminó) o pausado (apagado).' }),
    prioridad: z.int(),
    impresiones: z.int().min(0),
    clics: z.int().min(0),
    ctr: z.number().min(0).meta({ description: 'Clics por cada cien impresiones (porcentaje, dos decimales).' }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminAdBanner', description: 'Un banner del back-office con su estado y sus cifras.' });
export type AdminAdBanner = z.infer<typeof AdminAdBanner>;

export const AdminAdBannerPage = z
  .object({ data: z.array(AdminAdBanner), ...PAGE_FIELDS })
  .meta({ id: 'AdminAdBannerPage', description: 'Una página de banners del back-office.' });
export type AdminAdBannerPage = z.infer<typeof AdminAdBannerPage>;

export const AdminAdBannerListQuery = strictQuery({
  search: queryText('search', 100).optional(),
  estado: queryEnum('estado', AD_BANNER_STATES, 'El estado debe ser activo, programado, caducado o pausado.').optional(),
  sort: queryEnum('sort', AD_BANNER_SORTS, 'Orden no válido.').optional(),
  dir: queryEnum('dir', ['asc', 'desc'] as const, 'La dirección debe ser asc o desc.').optional(),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(20),
});
export type AdminAdBannerListQuery = z.infer<typeof AdminAdBannerListQuery>;

export const AdminAdBannerPreviewBody = z
  .object(
    {
      html_content: z
        .string({ error: 'El HTML debe ser un texto.' })
        .max(AD_BANNER_HTML_MAX, `El HTML no puede superar ${AD_BANNER_HTML_MAX} caracteres.`),
    },
    { error: 'Envía el HTML en html_content.' },
  )
  .catchall(unknownField)
  .meta({ id: 'AdminAdBannerPreviewBody' });

export const AdminAdBannerPreview = z
  .object({ html_content: z.string().meta({ description: 'El HTML tal y como lo guardaría y lo vería la tienda.' }) })
  .meta({ id: 'AdminAdBannerPreview' });

export const AdminAdBannerImage = z
  .object({
    imagen_url: z.string().meta({ description: 'La ruta para guardar en el banner (imagen_url).' }),
    imagen_completa_url: z.string(),
    width: z.int(),
    height: z.int(),
  })
  .meta({ id: 'AdminAdBannerImage', description: 'Una imagen de banner ya procesada.' });
