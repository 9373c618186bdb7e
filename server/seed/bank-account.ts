import type { Db } from '../db/client';
import { storeSettings } from '../db/schema';

/**
 * The demo store's account for bank transfers, so a fresh install can sell by transfer end to end.
 * It is a well-known example IBAN (valid check digits, nobody's account): /admin/settings
 * replaces it, and a store without demo data has none (the checkout then offers no transfer).
 */
export async function seedDemoBankAccount(db: Db): Promise<void> {
  await db
    .insert(storeSettings)
    .values([
      { key: 'bank_transfer_holder', value: 'Tienda Diverso S.L.' },
      { key: 'bank_transfer_iban', value: 'ES91 2100 0418 4502 0005 1332' },
      { key: 'bank_transfer_bank', value: 'CaixaBank' },
    ])
    .onConflictDoNothing();
}
