import { sql, type SQL } from 'drizzle-orm';
import type { AdminDirectoryEntry, DirectoryEntry, DirectoryEntrySummary, DirectoryStatus } from '../../../common/directory/contracts';
import { directoryEntryPath, searchWords, type DirectoryKind } from '../../../common/directory/rules';
import { directoryEntries, type DirectoryEntryRow } from '../../db/schema';
import { publicFileUrl } from '../../storage/public-url';

/** The card of an entry, as the directory lists it. */
export function presentSummary(row: DirectoryEntryRow): DirectoryEntrySummary {
  const kind = row.kind as DirectoryKind;
  return {
    id: row.id,
    kind,
    name: row.name,
    slug: row.slug,
    path: directoryEntryPath({ kind, slug: row.slug }),
    sector: row.sector,
    summary: row.summary,
    city: row.city,
    province: row.province,
    // As a brand's logo: the stored file, served under /storage/.
    logo_url: row.logoPath ? publicFileUrl(row.logoPath) : null,
    tags: row.tags,
    is_verified: row.isVerified,
  };
}

/** An entry's public page. */
export function presentEntry(row: DirectoryEntryRow): DirectoryEntry {
  return {
    ...presentSummary(row),
    description: row.description,
    address: row.address,
    postal_code: row.postalCode,
    phone: row.phone,
    email: row.email,
    website: row.website,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An entry in the back-office: the public fields, its moderation and who proposed it. */
export function presentAdminEntry(row: DirectoryEntryRow, reviewer: { id: number; name: string } | null): AdminDirectoryEntry {
  return {
    ...presentEntry(row),
    status: row.status as DirectoryStatus,
    is_active: row.isActive,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    reviewed_by: reviewer,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every folded word of `search` inside the entry's folded text ('camara' finds 'Cámara'). */
export function searchCondition(search: string | undefined): SQL[] {
  return searchWords(search ?? '').map((word) => sql`${directoryEntries.searchText} like ${`%${escapeLike(word)}%`}`);
}

/**
 * The name as Spanish orders it, in the same way on PGlite and PostgreSQL whatever the database's
 * collation: accents and case folded, 'ñ' between 'n' and 'o' ('n~' in byte order), compared as bytes.
 */
export const spanishNameKey: SQL = sql`replace(lower(translate(${directoryEntries.name}, 'ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÇÑáàâäéèêëíìîïóòôöúùûüç', 'aaaaeeeeiiiioooouuuucñaaaaeeeeiiiioooouuuuc')), 'ñ', 'n~') collate "C"`;
