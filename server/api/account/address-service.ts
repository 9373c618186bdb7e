import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Address, AddressInput } from '../../../common/account/contracts';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { transaction } from '../../db/transaction';

function toAddress(row: typeof addresses.$inferSelect): Address {
  return {
    id: row.id,
    label: row.label,
    recipient_name: row.recipientName,
    street: row.street,
    postal_code: row.postalCode,
    city: row.city,
    province: row.province,
    phone: row.phone,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

function toColumns(input: AddressInput) {
  return {
    label: input.label,
    recipientName: input.recipient_name,
    street: input.street,
    postalCode: input.postal_code,
    city: input.city,
    province: input.province,
    phone: input.phone,
  };
}

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map(toAddress);
}

const MAX_ADDRESSES = 20;

export async function createAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  return transaction(db, async (tx) => {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (total >= MAX_ADDRESSES) {
      throw new ValidationError({ address: [`Puedes guardar hasta ${MAX_ADDRESSES} direcciones.`] });
    }
    // The first address is the default one whatever was asked.
    const isDefault = input.is_default || total === 0;
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [row] = await tx.insert(addresses).values({ userId, ...toColumns(input), isDefault }).returning();
    return toAddress(row!);
  });
}

export async function updateAddress(db: Db, userId: number, id: number, input: AddressInput, now: Date): Promise<Address> {
  return transaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw new NotFoundError('Dirección no encontrada.');
    const isDefault = input.is_default || current.isDefault;
    if (input.is_default) {
      await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
    }
    const [row] = await tx
      .update(addresses)
      .set({ ...toColumns(input), isDefault, updatedAt: now })
      .where(eq(addresses.id, id))
      .returning();
    return toAddress(row!);
  });
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<Address> {
  return transaction(db, async (tx) => {
    const [current] = await tx.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw new NotFoundError('Dirección no encontrada.');
    await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
    return toAddress(row!);
  });
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!removed) throw new NotFoundError('Dirección no encontrada.');
    if (removed.isDefault) {
      // Hand the default to the oldest remaining address, if any.
      const [next] = await tx.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id)).limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
}
