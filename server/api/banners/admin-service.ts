import { and, desc, eq, gt, ilike, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { pageOf, type PageOf } from '../../../common/api/replies';
import {
  adBannerState,
  AD_BANNER_NAME_MAX,
  clickThroughRate,
  type AdBannerState,
  type AdminAdBanner,
  type AdminAdBannerInput,
  type AdminAdBannerListQuery,
} from '../../../common/banners/admin-contracts';
import { BANNER_DEFAULT_BACKGROUND, BANNER_DEFAULT_TEXT } from '../../../common/constants';
import type { Db } from '../../db/client';
import { adBanners, type AdBannerRow } from '../../db/schema';
import { decodeImage } from '../../images/decode-image';
import type { FileStorage } from '../../storage/file-storage';
import { PUBLIC_STORAGE_PREFIX } from '../../storage/public-url';
import { changedFields } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { NotFoundError, ValidationError } from '../../errors';
import { sanitizeBannerHtml } from './sanitize-html';
import { absoluteUrl } from './service';
import { transaction } from '../../db/transaction';

/** The fields the audit log compares, by their API names. */
const AUDITED = [
  'nombre', 'tipo_banner', 'html_content', 'imagen_url', 'titulo', 'texto_principal', 'texto_secundario', 'color_fondo',
  'color_texto', 'url_destino', 'mostrar_boton_cerrar', 'rutas', 'fecha_inicio', 'fecha_fin', 'activo', 'prioridad',
] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL condition of a state at `now`, the same reading as `adBannerState`. */
function stateCondition(state: AdBannerState, now: Date): SQL {
  const ended = and(isNotNull(adBanners.fechaFin), lt(adBanners.fechaFin, now))!;
  const notEnded = or(sql`${adBanners.fechaFin} is null`, sql`${adBanners.fechaFin} >= ${now}`)!;
  const later = and(isNotNull(adBanners.fechaInicio), gt(adBanners.fechaInicio, now))!;
  const started = or(sql`${adBanners.fechaInicio} is null`, sql`${adBanners.fechaInicio} <= ${now}`)!;
  switch (state) {
    case 'pausado':
      return eq(adBanners.activo, false);
    case 'caducado':
      return and(eq(adBanners.activo, true), ended)!;
    case 'programado':
      return and(eq(adBanners.activo, true), notEnded, later)!;
    case 'activo':
      return and(eq(adBanners.activo, true), notEnded, started)!;
  }
}

const ctrExpression = sql`case when ${adBanners.impresiones} > 0 then ${adBanners.clics}::float / ${adBanners.impresiones} else 0 end`;

export async function listAdminAdBanners(
  db: Db,
  query: AdminAdBannerListQuery,
  now: Date,
  origin: string,
): Promise<PageOf<AdminAdBanner>> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(adBanners.nombre, pattern),
        ilike(adBanners.textoPrincipal, pattern),
        ilike(adBanners.textoSecundario, pattern),
        ilike(adBanners.titulo, pattern),
        ilike(adBanners.htmlContent, pattern),
      )!,
    );
  }
  if (query.estado) conditions.push(stateCondition(query.estado, now));
  const where = conditions.length ? and(...conditions) : undefined;

  const sortColumn = {
    prioridad: adBanners.prioridad,
    nombre: sql`lower(${adBanners.nombre})`,
    fecha_inicio: adBanners.fechaInicio,
    fecha_fin: adBanners.fechaFin,
    impresiones: adBanners.impresiones,
    clics: adBanners.clics,
    ctr: ctrExpression,
    created_at: adBanners.createdAt,
  } as const;
  const order = query.sort
    ? [query.dir === 'asc' ? sql`${sortColumn[query.sort]} asc nulls last` : sql`${sortColumn[query.sort]} desc nulls last`, desc(adBanners.id)]
    : [desc(adBanners.prioridad), desc(adBanners.createdAt), desc(adBanners.id)];

  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(adBanners).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(adBanners)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return pageOf(rows.map((row) => presentAdminAdBanner(row, now, origin)), query.page, query.per_page, total);
}

export function presentAdminAdBanner(row: AdBannerRow, now: Date, origin: string): AdminAdBanner {
  return {
    ...auditView(row),
    id: row.id,
    tipo_banner: row.tipoBanner as AdminAdBanner['tipo_banner'],
    imagen_completa_url: row.imagenUrl ? absoluteUrl(row.imagenUrl, origin) : null,
    estado: adBannerState(row, now),
    impresiones: row.impresiones,
    clics: row.clics,
    ctr: clickThroughRate(row.impresiones, row.clics),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The editable fields by their API names, as the audit log records them. */
function auditView(row: AdBannerRow) {
  return {
    nombre: row.nombre,
    tipo_banner: row.tipoBanner,
    html_content: row.htmlContent,
    imagen_url: row.imagenUrl,
    titulo: row.titulo,
    texto_principal: row.textoPrincipal,
    texto_secundario: row.textoSecundario,
    color_fondo: row.colorFondo,
    color_texto: row.colorTexto,
    url_destino: row.urlDestino,
    mostrar_boton_cerrar: row.mostrarBotonCerrar,
    rutas: row.rutas,
    fecha_inicio: row.fechaInicio?.toISOString() ?? null,
    fecha_fin: row.fechaFin?.toISOString() ?? null,
    activo: row.activo,
    prioridad: row.prioridad,
  };
}

export async function findAdBanner(db: Db, id: number): Promise<AdBannerRow> {
  const [row] = await db.select().from(adBanners).where(eq(adBanners.id, id));
  if (!row) throw new NotFoundError('Banner no encontrado.');
  return row;
}

type BannerValues = Omit<AdBannerRow, 'id' | 'impresiones' | 'clics' | 'createdAt' | 'updatedAt'>;

const DEFAULTS: BannerValues = {
  nombre: '',
  tipoBanner: 'texto',
  htmlContent: null,
  imagenUrl: null,
  titulo: null,
  textoPrincipal: null,
  textoSecundario: null,
  colorFondo: BANNER_DEFAULT_BACKGROUND,
  colorTexto: BANNER_DEFAULT_TEXT,
  urlDestino: null,
  mostrarBotonCerrar: true,
  rutas: [],
  fechaInicio: null,
  fechaFin: null,
  activo: true,
  prioridad: 0,
};

/** The body's fields laid over `base`; html is sanitised here, before anything is stored. */
function merge(base: BannerValues, input: AdminAdBannerInput): BannerValues {
  const pick = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);
  const date = (value: string | null | undefined, fallback: Date | null) =>
    value === undefined ? fallback : value === null ? null : new Date(value);
  const html = input.html_content === undefined ? base.htmlContent : input.html_content === null ? null : sanitizeBannerHtml(input.html_content) || null;
  return {
    nombre: pick(input.nombre, base.nombre),
    tipoBanner: pick(input.tipo_banner, base.tipoBanner as NonNullable<AdminAdBannerInput['tipo_banner']>),
    htmlContent: html,
    imagenUrl: pick(input.imagen_url, base.imagenUrl),
    titulo: pick(input.titulo, base.titulo),
    textoPrincipal: pick(input.texto_principal, base.textoPrincipal),
    textoSecundario: pick(input.texto_secundario, base.textoSecundario),
    colorFondo: pick(input.color_fondo, base.colorFondo),
    colorTexto: pick(input.color_texto, base.colorTexto),
    urlDestino: pick(input.url_destino, base.urlDestino),
    mostrarBotonCerrar: pick(input.mostrar_boton_cerrar, base.mostrarBotonCerrar),
    rutas: pick(input.rutas, base.rutas),
    fechaInicio: date(input.fecha_inicio, base.fechaInicio),
    fechaFin: date(input.fecha_fin, base.fechaFin),
    activo: pick(input.activo, base.activo),
    prioridad: pick(input.prioridad, base.prioridad),
  };
}

/** The rules across fields, on the banner as it would be stored; each problem on its field. */
function checkBanner(values: BannerValues, input: AdminAdBannerInput): void {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!values.nombre) add('nombre', 'El nombre es obligatorio.');
  if (values.rutas.length === 0) add('rutas', 'Indica al menos una página donde mostrar el banner.');
  if (values.tipoBanner === 'html' && !values.htmlContent) {
    add(
      'html_content',
      input.html_content
        ? 'El HTML no muestra nada una vez saneado (se quitan scripts, eventos, iframes y estilos).'
        : 'El HTML es obligatorio en un banner HTML.',
    );
  }
  if (values.tipoBanner === 'texto' && !values.textoPrincipal) add('texto_principal', 'El texto principal es obligatorio en un banner de texto.');
  if (values.tipoBanner === 'imagen') {
    if (!values.imagenUrl) add('imagen_url', 'Sube una imagen para un banner de imagen.');
    if (!values.titulo) add('titulo', 'Describe la imagen (texto alternativo) para quien no la ve.');
  }
  if (values.fechaInicio && values.fechaFin && values.fechaFin.getTime() <= values.fechaInicio.getTime()) {
    add('fecha_fin', 'La fecha de fin debe ser posterior a la de inicio.');
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export async function createAdminAdBanner(db: Db, actor: AuditActor, input: AdminAdBannerInput, now: Date): Promise<AdBannerRow> {
  const values = merge(DEFAULTS, input);
  checkBanner(values, input);
  return transaction(db, async (tx) => {
    const [row] = await tx.insert(adBanners).values({ ...values, createdAt: now, updatedAt: now }).returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'banner',
      entityId: row!.id,
      entityLabel: row!.nombre,
      changes: changedFields(null, auditView(row!), AUDITED),
    });
    return row!;
  });
}

export async function updateAdminAdBanner(db: Db, actor: AuditActor, id: number, input: AdminAdBannerInput, now: Date): Promise<AdBannerRow> {
  const before = await findAdBanner(db, id);
  const values = merge(before, input);
  checkBanner(values, input);
  return transaction(db, async (tx) => {
    const [row] = await tx.update(adBanners).set({ ...values, updatedAt: now }).where(eq(adBanners.id, id)).returning();
    if (!row) throw new NotFoundError('Banner no encontrado.');
    const changes = changedFields(auditView(before), auditView(row), AUDITED);
    const keys = Object.keys(changes);
    // Switching a banner off or on alone reads as what it is in the log.
    const action = keys.length === 1 && keys[0] === 'activo' ? (row.activo ? 'resume' : 'pause') : 'update';
    await recordAudit(tx, actor, { action, entityType: 'banner', entityId: id, entityLabel: row.nombre, changes });
    return row;
  });
}

export async function duplicateAdminAdBanner(db: Db, actor: AuditActor, id: number, now: Date): Promise<AdBannerRow> {
  const source = await findAdBanner(db, id);
  const suffix = ' (copia)';
  const { id: _id, impresiones: _i, clics: _c, createdAt: _ca, updatedAt: _ua, ...values } = source;
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(adBanners)
      .values({ ...values, nombre: `${source.nombre.slice(0, AD_BANNER_NAME_MAX - suffix.length)}${suffix}`, activo: false, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, actor, {
      action: 'duplicate',
      entityType: 'banner',
      entityId: row!.id,
      entityLabel: row!.nombre,
      changes: { ...changedFields(null, auditView(row!), AUDITED), copia_de: { before: null, after: id } },
    });
    return row!;
  });
}

export async function deleteAdminAdBanner(db: Db, storage: FileStorage, actor: AuditActor, id: number): Promise<void> {
  const before = await findAdBanner(db, id);
  const orphanKey = await transaction(db, async (tx) => {
    const [row] = await tx.delete(adBanners).where(eq(adBanners.id, id)).returning();
    if (!row) throw new NotFoundError('Banner no encontrado.');
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'banner',
      entityId: id,
      entityLabel: before.nombre,
      changes: changedFields(auditView(before), null, AUDITED),
    });
    if (!row.imagenUrl?.startsWith(PUBLIC_STORAGE_PREFIX)) return null;
    // A duplicate shares its image: the file goes only with the last banner that shows it.
    const [shared] = await tx
      .select({ id: adBanners.id })
      .from(adBanners)
      .where(and(eq(adBanners.imagenUrl, row.imagenUrl), ne(adBanners.id, id)))
      .limit(1);
    return shared ? null : row.imagenUrl.slice(PUBLIC_STORAGE_PREFIX.length);
  });
  if (orphanKey) await storage.remove(orphanKey).catch(() => undefined);
}

const IMAGE_MAX_WIDTH = 1600;
const IMAGE_MAX_PIXELS = 40_000_000;

/** Decodes the whole upload (a broken file is a 422 on `image`) and stores it as WebP without metadata. */
export async function storeAdBannerImage(
  db: Db,
  storage: FileStorage,
  actor: AuditActor,
  data: Buffer,
  origin: string,
): Promise<{ imagen_url: string; imagen_completa_url: string; width: number; height: number }> {
  const source = await decodeImage(data, { field: 'image', maxPixels: IMAGE_MAX_PIXELS });
  const { data: webp, info } = await sharp(source.data)
    .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 84 })
    .toBuffer({ resolveWithObject: true });
  const key = `banners/${randomBytes(12).toString('hex')}.webp`;
  await storage.put(key, webp);
  const imagenUrl = `${PUBLIC_STORAGE_PREFIX}${key}`;
  await recordAudit(db, actor, { action: 'upload', entityType: 'banner-image', entityLabel: imagenUrl });
  return { imagen_url: imagenUrl, imagen_completa_url: absoluteUrl(imagenUrl, origin), width: info.width, height: info.height };
}

/** What the store would show for this html: the preview renders exactly this. */
export function previewBannerHtml(html: string): { html_content: string } {
  return { html_content: sanitizeBannerHtml(html) };
}
