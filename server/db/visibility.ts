import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { directoryEntries, products } from './schema';

/** A product visible to shoppers: not deleted, active, visible. */
export const isListed: SQL = and(isNull(products.deletedAt), eq(products.status, 'active'), eq(products.visibility, 'visible'))!;

/** A directory entry is public once staff approved it and did not hide it. */
export const isPublic: SQL = and(eq(directoryEntries.status, 'approved'), eq(directoryEntries.isActive, true))!;
