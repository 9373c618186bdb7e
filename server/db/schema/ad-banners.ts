import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const adBanners = pgTable(
  'ad_banners',
  {
    id: serial('id').primaryKey(),
    /** Internal name for the back-office. */
    nombre: varchar('nombre', { length: 120 }).notNull(),
    /** 'html' renders html_content; 'texto' and 'imagen' render the text/image strip. */
    tipoBanner: varchar('tipo_banner', { length: 20 }).notNull().default('texto'),
    htmlContent: text('html_content'),
    imagenUrl: text('imagen_url'),
    titulo: varchar('titulo', { length: 200 }),
    textoPrincipal: varchar('texto_principal', { length: 200 }),
    textoSecundario: varchar('texto_secundario', { length: 400 }),
    colorFondo: varchar('color_fondo', { length: 7 }).notNull().default('#f9fafb'),
    colorTexto: varchar('color_texto', { length: 7 }).notNull().default('#111827'),
    urlDestino: text('url_destino'),
    mostrarBotonCerrar: boolean('mostrar_boton_cerrar').notNull().default(true),
    /** Paths the banner shows on: exact ('/store') or a prefix ending in '*' ('/store/*', '*'). */
    rutas: text('rutas').array().notNull().default(sql`'{}'::text[]`),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }),
    fechaFin: timestamp('fecha_fin', { withTimezone: true }),
    activo: boolean('activo').notNull().default(true),
    prioridad: integer('prioridad').notNull().default(0),
    impresiones: integer('impresiones').notNull().default(0),
    clics: integer('clics').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_banners_activo_prioridad_idx').on(t.activo, t.prioridad),
    check('ad_banners_tipo_check', sql`${t.tipoBanner} in ('texto', 'imagen', 'html')`),
    check('ad_banners_contadores_check', sql`${t.impresiones} >= 0 and ${t.clics} >= 0`),
  ],
);

export type AdBannerRow = typeof adBanners.$inferSelect;
export type NewAdBannerRow = typeof adBanners.$inferInsert;

/**
 * One impression or click a visitor (a keyed hash of address and browser, never stored raw) per
 * banner and time window: the counters above count a row here only when it is new, so repeated
 * anonymous calls do not inflate them.
 */
export const adBannerVisits = pgTable(
  'ad_banner_visits',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => adBanners.id, { onDelete: 'cascade' }),
    /** impression or click */
    kind: varchar('kind', { length: 12 }).notNull(),
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bannerId, t.kind, t.visitorHash, t.windowStart] }),
    index('ad_banner_visits_window_idx').on(t.windowStart),
  ],
);
