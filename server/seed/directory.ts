import { directorySearchText } from '../../common/directory/rules';
import type { Db } from '../db/client';
import { directoryEntries } from '../db/schema';
import { DIRECTORY_SEED_ENTRIES } from './directory-entries';

/**
 * The demo directory: workshops, services and professionals of sustainable and inclusive fashion
 * across Spain, published and active. An entry whose slug is already taken (staff made it by hand)
 * is left as it is.
 */
export async function seedDirectory(db: Db): Promise<void> {
  await db
    .insert(directoryEntries)
    .values(
      DIRECTORY_SEED_ENTRIES.map((entry) => ({
        kind: entry.kind,
        name: entry.name,
        slug: entry.slug,
        sector: entry.sector,
        summary: entry.summary,
        description: entry.description,
        address: entry.address,
        postalCode: entry.postal_code,
        city: entry.city,
        province: entry.province,
        phone: entry.phone,
        email: entry.email,
        website: entry.website,
        tags: entry.tags,
        isVerified: entry.is_verified,
        isActive: true,
        status: 'approved',
        searchText: directorySearchText(entry),
      })),
    )
    .onConflictDoNothing({ target: directoryEntries.slug });
}
