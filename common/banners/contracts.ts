import { strictQuery } from '../query-params';
import { z } from '../zod';

export const AD_BANNER_TYPES = ['texto', 'imagen', 'html'] as const;

/** One banner as `GET /api/ad-banners/activos` answers it (spec §3). */
export const AdBannerPublic = z.object({
  id: z.number().int(),
  tipo_banner: z.enum(AD_BANNER_TYPES),
  html_content: z.string().nullable(),
  imagen_completa_url: z.string().nullable(),
  titulo: z.string().nullable(),
  texto_principal: z.string().nullable(),
  texto_secundario: z.string().nullable(),
  color_fondo: z.string(),
  color_texto: z.string(),
  url_destino: z.string().nullable(),
  mostrar_boton_cerrar: z.boolean(),
}).meta({ id: 'AdBannerPublic', description: 'Un banner tal y como lo ve la tienda (el HTML ya saneado).' });
export type AdBannerPublic = z.infer<typeof AdBannerPublic>;

export const AdBannerActiveQuery = strictQuery({
  ruta: z
    .string({ error: 'La ruta es obligatoria.' })
    .min(1, { error: 'La ruta es obligatoria.', abort: true })
    .max(2048, 'La ruta no puede superar 2048 caracteres.')
    .regex(/^\/[^\s]*$/, 'La ruta debe empezar por "/" y no contener espacios.'),
});

/** The counters' answer: the banner and its new total. */
export const AdBannerCounter = z.object({ id: z.int(), total: z.int().min(0) }).meta({ id: 'AdBannerCounter' });

/** Does a banner with these path rules show on `path`? Rules are exact paths or prefixes ending in '*'. */
export function bannerMatchesPath(rules: readonly string[], path: string): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return rules.some((rule) => {
    if (rule === '*') return true;
    if (rule.endsWith('*')) return normalised.startsWith(rule.slice(0, -1));
    const ruleNormalised = rule.length > 1 ? rule.replace(/\/+$/, '') : rule;
    return ruleNormalised === normalised;
  });
}
