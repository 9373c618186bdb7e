import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { decodeImage } from '../images/decode-image';
import type { FileStorage } from '../storage/file-storage';
import { recordAudit, type AuditActor } from './audit/record-audit';
import { transaction } from '../db/transaction';

const LOGO_BOX = 512;
const LOGO_MIN_SIDE = 64;
const LOGO_MAX_PIXELS = 40_000_000;

/** Decodes the whole upload (a corrupt file is a 422 on `logo`), fits it in 512 px, WebP with its transparency. */
export async function processLogo(data: Buffer): Promise<Buffer> {
  const source = await decodeImage(data, { field: 'logo', maxPixels: LOGO_MAX_PIXELS, minSide: LOGO_MIN_SIDE });
  return sharp(source.data).resize(LOGO_BOX, LOGO_BOX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 88, alphaQuality: 100 }).toBuffer();
}

/** The row whose logo changes (a brand, a directory entry) and how its logo path is written. */
export interface LogoOwner {
  /** The stored file's name before its random part, e.g. `brands/<slug>`. */
  keyPrefix: string;
  /** The logo path the row has now. */
  logoPath: string | null;
  /** The audit log's entity type, id and label. */
  entityType: string;
  entityId: number;
  entityLabel: string;
  /** Writes the new path (or null) on the row, inside the transaction that logs it. */
  setLogoPath: (tx: Db, key: string | null) => Promise<void>;
}

/**
 * Stores a new logo (`upload`) or removes it (`null`): the row and its audit entry change in one
 * transaction; a new file that the row never got is removed again, and the previous file goes
 * either way, after the row changed. Removing a logo that is not there does nothing.
 */
export async function replaceLogo(db: Db, storage: FileStorage, actor: AuditActor, owner: LogoOwner, upload: Buffer | null): Promise<void> {
  if (!upload && !owner.logoPath) return;
  const image = upload ? await processLogo(upload) : null;
  let key: string | null = null;
  if (image) {
    key = `${owner.keyPrefix}-${randomBytes(6).toString('hex')}.webp`;
    await storage.put(key, image);
  }
  try {
    await transaction(db, async (tx) => {
      await owner.setLogoPath(tx, key);
      await recordAudit(tx, actor, {
        action: image ? 'update-logo' : 'remove-logo',
        entityType: owner.entityType,
        entityId: owner.entityId,
        entityLabel: owner.entityLabel,
        changes: { logo: { before: owner.logoPath, after: key } },
      });
    });
  } catch (err) {
    if (key) await storage.remove(key).catch(() => undefined);
    throw err;
  }
  if (owner.logoPath) await storage.remove(owner.logoPath).catch(() => undefined);
}
