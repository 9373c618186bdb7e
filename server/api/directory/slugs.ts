import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { slugify } from '../../../common/catalog/input-rules';
import type { Db } from '../../db/client';
import { directoryEntries } from '../../db/schema';
import { violatedConstraint } from '../catalog/constraint-errors';
import { ValidationError } from '../../errors';

export const SLUG_TAKEN = 'Ya existe una ficha con este slug.';

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: directoryEntries.id })
    .from(directoryEntries)
    .where(and(eq(directoryEntries.slug, slug), exceptId === undefined ? undefined : ne(directoryEntries.id, exceptId)))
    .limit(1);
  return Boolean(taken);
}

/** The name's slug, or the first of `-2`, `-3`… still free ('Taller Ñandú' → 'taller-nandu'). */
export async function freeSlug(db: Db, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name).slice(0, 160).replace(/-+$/, '') || 'ficha';
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** Two saves of the same slug at once: the unique index still answers as a 422 on `slug`. */
export async function withUniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (violatedConstraint(err) === 'directory_entries_slug_unique') throw new ValidationError({ slug: [SLUG_TAKEN] });
    throw err;
  }
}
