import type { Db } from '../db/client';
import { coupons } from '../db/schema';

/** The demo store's coupons: a welcome discount, a summer one with a minimum, and a fixed amount. */
export async function seedCoupons(db: Db): Promise<void> {
  await db
    .insert(coupons)
    .values([
      {
        code: 'BIENVENIDA10',
        description: 'Bienvenida: un 10 % en tu primer pedido.',
        kind: 'percentage',
        value: 10,
        firstOrderOnly: true,
        maxUsesPerCustomer: 1,
      },
      {
        code: 'VERANO15',
        description: 'Verano: un 15 % en pedidos desde 60 €.',
        kind: 'percentage',
        value: 15,
        minOrderCents: 6000,
        // The end of 30 September 2027 in Madrid (summer time, UTC+2).
        endsAt: new Date('2027-09-30T21:59:59.000Z'),
      },
      {
        code: 'ENVIO5',
        description: '5 € menos en pedidos desde 30 €.',
        kind: 'fixed',
        value: 500,
        minOrderCents: 3000,
      },
    ])
    // A store that already made one of these codes by hand keeps its own.
    .onConflictDoNothing();
}
