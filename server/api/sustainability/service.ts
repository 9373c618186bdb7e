import type { MaterialsReport } from '../../../common/sustainability/contracts';
import { computeMaterialShares } from '../../../common/sustainability/rules';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { isListed } from '../../db/visibility';

/** The materials of the garments shoppers can see (active, visible, not deleted), from their passports. */
export async function materialsReport(db: Db, now: Date): Promise<MaterialsReport> {
  const rows = await db.select({ passport: products.passport }).from(products).where(isListed);
  const result = computeMaterialShares(rows.map((row) => row.passport));
  return {
    shares: result.shares,
    fibres: result.fibres,
    products_with_passport: result.withPassport,
    products_without_passport: result.withoutPassport,
    computed_at: now.toISOString(),
  };
}
