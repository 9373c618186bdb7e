import { directorySearchText } from '../../../common/directory/rules';
import type { Db } from '../../db/client';
import { directoryEntries, type DirectoryEntryRow } from '../../db/schema';

let sequence = 0;

/** A directory entry as the service would store it (search text included); approved and visible unless told. */
export async function insertTestEntry(db: Db, overrides: Partial<typeof directoryEntries.$inferInsert> = {}): Promise<DirectoryEntryRow> {
  const n = ++sequence;
  const values = {
    kind: 'empresa',
    name: `Taller ${n}`,
    slug: `taller-${n}-${Date.now().toString(36)}`,
    sector: 'Taller textil',
    summary: 'Confección de prendas en pequeñas series con tejidos orgánicos.',
    city: 'Valencia',
    province: 'Valencia',
    tags: [] as string[],
    ...overrides,
  };
  const [row] = await db
    .insert(directoryEntries)
    .values({ ...values, searchText: directorySearchText(values) })
    .returning();
  return row!;
}
