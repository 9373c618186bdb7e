import { and, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { createHmac, randomBytes } from 'node:crypto';
import { bannerMatchesPath, type AdBannerPublic } from '../../../common/banners/contracts';
import { BANNER_DEFAULT_BACKGROUND, BANNER_DEFAULT_TEXT } from '../../../common/constants';
import type { Db } from '../../db/client';
import { adBannerVisits, adBanners, type AdBannerRow, type NewAdBannerRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { sanitizeBannerHtml } from './sanitize-html';

export type NewAdBanner = Omit<NewAdBannerRow, 'id'>;

/** Stores a banner; html_content is sanitised before it reaches the database. */
export async function createAdBanner(db: Db, input: NewAdBanner): Promise<AdBannerRow> {
  const [row] = await db
    .insert(adBanners)
    .values({ ...input, htmlContent: input.htmlContent ? sanitizeBannerHtml(input.htmlContent) : null })
    .returning();
  return row!;
}

/** Active banners for a page path: switched on, inside their dates, highest priority first, then the newest. */
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
    .orderBy(desc(adBanners.prioridad), desc(adBanners.createdAt), desc(adBanners.id));
  return rows.filter((row) => bannerMatchesPath(row.rutas, path)).map((row) => toPublic(row, origin));
}

/**
 * The next moment the active banners change by the clock alone (a switched-on banner starts or ends),
 * or null: pages kept with their banners must be rendered again from then on.
 */
export async function nextBannerChange(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      start: sql<Date | string | null>`min(${adBanners.fechaInicio}) filter (where ${adBanners.fechaInicio} > ${now.toISOString()})`,
      end: sql<Date | string | null>`min(${adBanners.fechaFin}) filter (where ${adBanners.fechaFin} >= ${now.toISOString()})`,
    })
    .from(adBanners)
    .where(eq(adBanners.activo, true));
  // A banner is shown up to and including its end instant, so it goes a millisecond later.
  const moments = [row?.start ? new Date(row.start).getTime() : null, row?.end ? new Date(row.end).getTime() + 1 : null];
  const next = moments.filter((t): t is number => t !== null);
  return next.length > 0 ? new Date(Math.min(...next)) : null;
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

export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : new URL(pathOrUrl, origin).toString();
}

/** One visitor counts once per banner and kind in each window of this length. */
export const AD_BANNER_VISIT_WINDOW_MS = 30 * 60 * 1000;
/** Visit rows older than this are of no use any more (only the current window is checked). */
const VISIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * The key of the visitor hash. Generated at start unless AD_BANNER_VISITOR_SECRET is set (set it
 * when several processes serve the store, so they agree on who is who).
 */
const VISITOR_SECRET = process.env.AD_BANNER_VISITOR_SECRET || randomBytes(32).toString('hex');

/** Who is counting: a keyed hash of the address and the browser, so no address is ever stored. */
export function visitorHash(ip: string, userAgent: string | undefined): string {
  return createHmac('sha256', VISITOR_SECRET).update(`${ip}\n${userAgent ?? ''}`).digest('hex');
}

export type BannerVisitKind = 'impression' | 'click';

/**
 * Counts an impression or a click of a banner the store shows now (switched on and inside its
 * dates; anything else is a 404), once per visitor and window: the visit row and the counter move
 * together in one statement, and only when the row is new. Answers the counter's total.
 */
export async function recordBannerVisit(db: Db, id: number, kind: BannerVisitKind, visitor: string, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / AD_BANNER_VISIT_WINDOW_MS) * AD_BANNER_VISIT_WINDOW_MS);
  const column = kind === 'impression' ? sql.raw('impresiones') : sql.raw('clics');
  const result = await db.execute(sql`
    with banner as (
      select id, ${column} as total from ad_banners
      where id = ${id} and activo
        and (fecha_inicio is null or fecha_inicio <= ${now})
        and (fecha_fin is null or fecha_fin >= ${now})
    ), visit as (
      insert into ad_banner_visits (banner_id, kind, visitor_hash, window_start)
      select id, ${kind}, ${visitor}, ${windowStart} from banner
      on conflict do nothing
      returning banner_id
    ), bumped as (
      update ad_banners set ${column} = ${column} + 1
      where id in (select banner_id from visit)
      returning ${column} as total
    )
    select (select id from banner) as found, (select total from bumped) as bumped, (select total from banner) as current`);
  const row = rowsOf<{ found: number | null; bumped: number | null; current: number | null }>(result)[0];
  if (!row || row.found === null) throw new NotFoundError('Banner no encontrado.');
  // Now and then, not on every call: the old rows go in one indexed delete.
  if (Math.random() < 0.02) await pruneBannerVisits(db, now);
  return Number(row.bumped ?? row.current ?? 0);
}

/** Drops the visit rows of windows long past. */
export async function pruneBannerVisits(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(adBannerVisits)
    .where(lt(adBannerVisits.windowStart, new Date(now.getTime() - VISIT_RETENTION_MS)))
    .returning({ id: adBannerVisits.bannerId });
  return removed.length;
}

/** PGlite answers `{ rows }`, node-postgres too; some drivers answer the array itself. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
