import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { bannerMatchesPath, type AdBannerPublic } from '../../../common/banners/contracts';
import { BANNER_DEFAULT_BACKGROUND, BANNER_DEFAULT_TEXT } from '../../../common/constants';
import type { Db } from '../../db/client';
import { adBanners, type AdBannerRow, type NewAdBannerRow } from '../../db/schema';
import { NotFoundError } from '../errors';
import { sanitizeBannerHtml } from './sanitize-html';

export type NewAdBanner = Omit<NewAdBannerRow, 'id' | 'impresiones' | 'clics' | 'createdAt' | 'updatedAt'>;

/** Stores a banner; html_content is sanitised before it reaches the database. */
export async function createAdBanner(db: Db, input: NewAdBanner): Promise<AdBannerRow> {
  const [row] = await db
    .insert(adBanners)
    .values({ ...input, htmlContent: input.htmlContent ? sanitizeBannerHtml(input.htmlContent) : null })
    .returning();
  return row!;
}

/** Active banners for a page path: switched on, inside their dates, highest priority first. */
export async function listActiveAdBanners(
  db: Db,
  path: string,
  now: Date,
  origin: string,
): Promise<AdBannerPublic[]> {
  const rows = await db
    .select()
    .from(adBanners)
    .where(
      and(
        eq(adBanners.activo, true),
        or(isNull(adBanners.fechaInicio), lte(adBanners.fechaInicio, now)),
        or(isNull(adBanners.fechaFin), gte(adBanners.fechaFin, now)),
      ),
    )
    .orderBy(desc(adBanners.prioridad), asc(adBanners.id));
  return rows.filter((row) => bannerMatchesPath(row.rutas, path)).map((row) => toPublic(row, origin));
}

export function toPublic(row: AdBannerRow, origin: string): AdBannerPublic {
  const isHtml = row.tipoBanner === 'html';
  return {
    id: row.id,
    tipo_banner: row.tipoBanner as AdBannerPublic['tipo_banner'],
    // Sanitised again on the way out: rows written before a rule tightened stay safe.
    html_content: isHtml && row.htmlContent ? sanitizeBannerHtml(row.htmlContent) : null,
    imagen_completa_url: row.imagenUrl ? absoluteUrl(row.imagenUrl, origin) : null,
    titulo: row.titulo,
    texto_principal: row.textoPrincipal,
    texto_secundario: row.textoSecundario,
    color_fondo: row.colorFondo || BANNER_DEFAULT_BACKGROUND,
    color_texto: row.colorTexto || BANNER_DEFAULT_TEXT,
    url_destino: row.urlDestino,
    mostrar_boton_cerrar: row.mostrarBotonCerrar,
  };
}

function absoluteUrl(pathOrUrl: string, origin: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, origin).toString();
}

async function increment(db: Db, id: number, column: 'impresiones' | 'clics'): Promise<number> {
  const target = adBanners[column];
  const [row] = await db
    .update(adBanners)
    .set({ [column]: sql`${target} + 1` })
    .where(eq(adBanners.id, id))
    .returning({ value: target });
  if (!row) throw new NotFoundError('Banner no encontrado.');
  return row.value;
}

export const recordImpression = (db: Db, id: number) => increment(db, id, 'impresiones');
export const recordClick = (db: Db, id: number) => increment(db, id, 'clics');
