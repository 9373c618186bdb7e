import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Address, AddressBody, UserSettings } from '../../../common/account';
import type { Db } from '../../db/client';
import { decodeImage } from '../../images/decode-image';
import { addresses, users, userSettings } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeOtherTokens } from '../auth/tokens';
import { findUserByEmail } from '../auth/users';
import { NotFoundError, ValidationError } from '../errors';
import { notifyUser } from './notifications-service';

type AddressInput = { [K in keyof AddressBody]-?: Exclude<AddressBody[K], undefined> };

export async function updateProfile(
  db: Db,
  userId: number,
  input: { name: string; email: string; phone: string | null },
  now: Date,
): Promise<void> {
  const owner = await findUserByEmail(db, input.email);
  if (owner && owner.id !== userId) {
    throw new ValidationError({ email: ['Ya existe una cuenta con este email.'] });
  }
  await db.update(users).set({ ...input, updatedAt: now }).where(eq(users.id, userId));
}

export async function changePassword(
  db: Db,
  userId: number,
  currentTokenId: number,
  input: { current_password: string; password: string },
  now: Date,
): Promise<{ revokedSessions: number }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new ValidationError({ current_password: ['La contraseña actual no es correcta.'] });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: now })
    .where(eq(users.id, userId));
  // A changed password ends every other session: whoever knew the old one is out.
  const revokedSessions = await revokeOtherTokens(db, userId, currentTokenId, now);
  await notifyUser(db, userId, {
    type: 'security',
    title: 'Has cambiado tu contraseña',
    body: 'Si no has sido tú, restablece tu contraseña y revisa tus sesiones activas cuanto antes.',
    link: '/user/security',
  });
  return { revokedSessions };
}

export const AVATAR_SIZE = 256;
const AVATAR_MAX_PIXELS = 40_000_000;

/** Decodes the whole upload (a truncated or corrupt file is a 422), squares it to 256 px WebP without metadata. */
export async function processAvatar(data: Buffer): Promise<Buffer> {
  const source = await decodeImage(data, { field: 'photo', maxPixels: AVATAR_MAX_PIXELS });
  return sharp(source.data)
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
}

export async function replaceProfilePhoto(
  db: Db,
  storage: FileStorage,
  userId: number,
  image: Buffer | null,
  now: Date,
): Promise<void> {
  const [user] = await db.select({ path: users.profilePhotoPath }).from(users).where(eq(users.id, userId));
  let key: string | null = null;
  if (image) {
    key = `avatars/${userId}-${randomBytes(8).toString('hex')}.webp`;
    await storage.put(key, image);
  }
  await db.update(users).set({ profilePhotoPath: key, updatedAt: now }).where(eq(users.id, userId));
  if (user?.path) await storage.remove(user.path).catch(() => undefined);
}

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
  return db.transaction(async (tx) => {
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
  return db.transaction(async (tx) => {
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
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw new NotFoundError('Dirección no encontrada.');
    await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
    const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id)).returning();
    return toAddress(row!);
  });
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
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

const DEFAULT_SETTINGS: UserSettings = { newsletter: false, order_updates: true, promotions: false, security_alerts: true };

export async function getSettings(db: Db, userId: number): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    newsletter: row.newsletter,
    order_updates: row.orderUpdates,
    promotions: row.promotions,
    security_alerts: row.securityAlerts,
  };
}

export async function updateSettings(db: Db, userId: number, changes: Partial<UserSettings>, now: Date): Promise<UserSettings> {
  const next = { ...(await getSettings(db, userId)), ...changes };
  const values = {
    newsletter: next.newsletter,
    orderUpdates: next.order_updates,
    promotions: next.promotions,
    securityAlerts: next.security_alerts,
    updatedAt: now,
  };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
  return next;
}
