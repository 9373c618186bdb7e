import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The business directory of /directorio: companies, services and professionals of the
 * sustainable and inclusive fashion trade, each with where it is.
 */
export const directoryEntries = pgTable(
  'directory_entries',
  {
    id: serial('id').primaryKey(),
    /** 'empresa', 'servicio' or 'profesional'. */
    kind: varchar('kind', { length: 20 }).notNull(),
    name: varchar('name', { length: 160 }).notNull(),
    slug: varchar('slug', { length: 180 }).notNull().unique(),
    /** The trade, e.g. 'Taller textil', 'Arreglos y confección', 'Patronista'. */
    sector: varchar('sector', { length: 80 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    description: text('description'),
    address: varchar('address', { length: 200 }),
    postalCode: varchar('postal_code', { length: 5 }),
    city: varchar('city', { length: 100 }).notNull(),
    province: varchar('province', { length: 60 }).notNull(),
    website: text('website'),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 30 }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Storage path of the logo staff uploaded (served under /storage/). */
    logoPath: text('logo_path'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Staff can hide an approved entry without removing it. */
    isActive: boolean('is_active').notNull().default(true),
    /** 'pending' (proposed by a visitor, not public yet) or 'approved' (listed). */
    status: varchar('status', { length: 20 }).notNull().default('approved'),
    /**
     * Name, sector, summary, tags and place folded to lower case without accents, so a search for
     * 'camara' finds 'Cámara' on PGlite and PostgreSQL alike (written by the service on every save).
     */
    searchText: text('search_text').notNull().default(''),
    /** Who proposed it through 'Añade tu negocio' (never shown publicly). */
    contactName: varchar('contact_name', { length: 120 }),
    contactEmail: varchar('contact_email', { length: 254 }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('directory_entries_kind_idx').on(t.status, t.kind, t.name),
    index('directory_entries_place_idx').on(t.province, t.city),
    check('directory_entries_kind_check', sql`${t.kind} in ('empresa', 'servicio', 'profesional')`),
    check('directory_entries_status_check', sql`${t.status} in ('pending', 'approved')`),
  ],
);

export type DirectoryEntryRow = typeof directoryEntries.$inferSelect;
