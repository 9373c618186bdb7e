import { EXAMPLE_ISSUER } from '../../common/invoices/rules';
import type { Db } from '../db/client';
import { storeSettings } from '../db/schema';

/**
 * The demo store's issuer of invoices, so a fresh install invoices at once: an example company
 * (its NIF is valid in form and nobody's), marked as an example on every invoice and in
 * /admin/invoices until /admin/settings holds the company's own data. Only where nothing is set.
 */
export async function seedDemoInvoiceIssuer(db: Db): Promise<void> {
  await db
    .insert(storeSettings)
    .values([
      { key: 'legal_name', value: EXAMPLE_ISSUER.legal_name },
      { key: 'tax_id', value: EXAMPLE_ISSUER.tax_id },
      { key: 'registered_address', value: EXAMPLE_ISSUER.registered_address },
    ])
    .onConflictDoNothing();
}
