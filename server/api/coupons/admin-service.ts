import { and, desc, eq, gt, ilike, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { pageOf, type PageOf } from '../../../common/api/replies';
import { couponState, type AdminCoupon, type AdminCouponInput, type AdminCouponListQuery, type CouponState } from '../../../common/coupons/contracts';
import { couponBenefit, normaliseCouponCode, type CouponKind } from '../../../common/coupons/rules';
import { centsToEuros, eurosToCents } from '../../../common/money';
import type { Db } from '../../db/client';
import { coupons, orders, type CouponRow } from '../../db/schema';
import { violatedConstraint } from '../catalog/constraint-errors';
import { changedFields } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { transaction } from '../../db/transaction';

/** The fields the audit log compares, by their API names. */
const AUDITED = [
  'code', 'description', 'kind', 'value', 'min_order', 'starts_at', 'ends_at', 'max_uses', 'max_uses_per_customer', 'first_order_only', 'is_active',
] as const;

const CODE_TAKEN = 'Ya existe un cupón con este código.';
const NOT_FOUND = 'Cupón no encontrado.';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL condition of a state at `now`, the same reading as `couponState`. */
function stateCondition(state: CouponState, now: Date): SQL {
  const active = eq(coupons.isActive, true);
  const ended = and(isNotNull(coupons.endsAt), lt(coupons.endsAt, now))!;
  const notEnded = or(sql`${coupons.endsAt} is null`, sql`${coupons.endsAt} >= ${now}`)!;
  const usedUp = and(isNotNull(coupons.maxUses), sql`${coupons.usedCount} >= ${coupons.maxUses}`)!;
  const usesLeft = or(sql`${coupons.maxUses} is null`, sql`${coupons.usedCount} < ${coupons.maxUses}`)!;
  const later = and(isNotNull(coupons.startsAt), gt(coupons.startsAt, now))!;
  const started = or(sql`${coupons.startsAt} is null`, sql`${coupons.startsAt} <= ${now}`)!;
  switch (state) {
    case 'inactivo':
      return eq(coupons.isActive, false);
    case 'caducado':
      return and(active, ended)!;
    case 'agotado':
      return and(active, notEnded, usedUp)!;
    case 'programado':
      return and(active, notEnded, usesLeft, later)!;
    case 'activo':
      return and(active, notEnded, usesLeft, started)!;
  }
}

export async function listAdminCoupons(db: Db, query: AdminCouponListQuery, now: Date): Promise<PageOf<AdminCoupon>> {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(coupons.code, `%${escapeLike(query.search)}%`));
  if (query.state) conditions.push(stateCondition(query.state, now));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(coupons).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return pageOf(rows.map((row) => presentAdminCoupon(row, now)), query.page, query.per_page, total);
}

/** The coupon's value as the API speaks it: a whole percent, or euros for a fixed amount. */
export function apiValue(row: Pick<CouponRow, 'kind' | 'value'>): number {
  return row.kind === 'fixed' ? centsToEuros(row.value) : row.value;
}

export function presentAdminCoupon(row: CouponRow, now: Date): AdminCoupon {
  return {
    ...auditView(row),
    id: row.id,
    kind: row.kind as CouponKind,
    benefit: couponBenefit({ kind: row.kind as CouponKind, value: row.value }),
    used_count: row.usedCount,
    state: couponState(row, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The editable fields by their API names, as the audit log records them. */
function auditView(row: CouponValues) {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: apiValue(row),
    min_order: centsToEuros(row.minOrderCents),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    first_order_only: row.firstOrderOnly,
    is_active: row.isActive,
  };
}

export async function findCoupon(db: Db, id: number): Promise<CouponRow> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

type CouponValues = Omit<CouponRow, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

const DEFAULTS: CouponValues = {
  code: '',
  description: '',
  kind: '',
  value: 0,
  minOrderCents: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  firstOrderOnly: false,
  isActive: true,
};

/**
 * The body's fields laid over `base`. The value is read in the kind of the result: a percent as
 * it is, euros to cents; changing the kind without a value keeps the stored number only when it
 * means the same (it never silently turns 10 € into 10 %).
 */
function merge(base: CouponValues, input: AdminCouponInput): { values: CouponValues; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const pick = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);
  const date = (value: string | null | undefined, fallback: Date | null) => (value === undefined ? fallback : value === null ? null : new Date(value));
  const kind = pick(input.kind, base.kind as CouponKind | '');
  let value = base.value;
  if (input.value !== undefined) {
    if (kind === 'percentage') {
      if (!Number.isInteger(input.value) || input.value < 1 || input.value > 100) add('value', 'Un porcentaje debe ser un número entero de 1 a 100.');
      value = input.value;
    } else if (kind === 'fixed') {
      if (Math.abs(Math.round(input.value * 100) - input.value * 100) > 1e-6) add('value', 'El importe admite como mucho dos decimales.');
      value = eurosToCents(input.value);
      if (value < 1) add('value', 'El importe debe ser de al menos 0,01 €.');
    }
  } else if (input.kind !== undefined && input.kind !== base.kind && base.kind !== '') {
    add('value', 'Al cambiar el tipo, indica también el valor.');
  }
  return {
    errors,
    values: {
      code: input.code === undefined ? base.code : normaliseCouponCode(input.code),
      description: pick(input.description, base.description),
      kind,
      value,
      minOrderCents: input.min_order === undefined ? base.minOrderCents : eurosToCents(input.min_order),
      startsAt: date(input.starts_at, base.startsAt),
      endsAt: date(input.ends_at, base.endsAt),
      maxUses: pick(input.max_uses, base.maxUses),
      maxUsesPerCustomer: pick(input.max_uses_per_customer, base.maxUsesPerCustomer),
      firstOrderOnly: pick(input.first_order_only, base.firstOrderOnly),
      isActive: pick(input.is_active, base.isActive),
    },
  };
}

/** The rules across fields, on the coupon as it would be stored; each problem on its field. */
async function checkCouponValues(db: Db, merged: ReturnType<typeof merge>, exceptId: number | null): Promise<void> {
  const { values, errors } = merged;
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!values.code) add('code', 'El código es obligatorio.');
  if (!values.kind) add('kind', 'Elige el tipo: porcentaje o importe fijo.');
  else if (!values.value && !errors.value) add('value', 'El valor es obligatorio.');
  if (values.startsAt && values.endsAt && values.endsAt.getTime() <= values.startsAt.getTime()) {
    add('ends_at', 'La fecha de fin debe ser posterior a la de inicio.');
  }
  if (values.code && !errors.code) {
    const sameCode = sql`upper(${coupons.code}) = ${values.code}`;
    const [taken] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(exceptId === null ? sameCode : and(sameCode, ne(coupons.id, exceptId)))
      .limit(1);
    if (taken) add('code', CODE_TAKEN);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** Two staff saving the same code at once: the unique index still answers as a 422 on `code`. */
async function withUniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (violatedConstraint(err) === 'coupons_code_unique') throw new ValidationError({ code: [CODE_TAKEN] });
    throw err;
  }
}

export async function createAdminCoupon(db: Db, actor: AuditActor, input: AdminCouponInput, now: Date): Promise<CouponRow> {
  const merged = merge(DEFAULTS, input);
  await checkCouponValues(db, merged, null);
  return withUniqueCode(() =>
    transaction(db, async (tx) => {
      const [row] = await tx.insert(coupons).values({ ...merged.values, createdAt: now, updatedAt: now }).returning();
      await recordAudit(tx, actor, {
        action: 'create',
        entityType: 'coupon',
        entityId: row!.id,
        entityLabel: row!.code,
        changes: changedFields(null, auditView(row!), AUDITED),
      });
      return row!;
    }),
  );
}

export async function updateAdminCoupon(db: Db, actor: AuditActor, id: number, input: AdminCouponInput, now: Date): Promise<CouponRow> {
  const before = await findCoupon(db, id);
  const merged = merge(before, input);
  await checkCouponValues(db, merged, id);
  return withUniqueCode(() =>
    transaction(db, async (tx) => {
      const [row] = await tx.update(coupons).set({ ...merged.values, updatedAt: now }).where(eq(coupons.id, id)).returning();
      if (!row) throw new NotFoundError(NOT_FOUND);
      const changes = changedFields(auditView(before), auditView(row), AUDITED);
      const keys = Object.keys(changes);
      // Switching a coupon off or on alone reads as what it is in the log.
      const action = keys.length === 1 && keys[0] === 'is_active' ? (row.isActive ? 'activate' : 'deactivate') : 'update';
      await recordAudit(tx, actor, { action, entityType: 'coupon', entityId: id, entityLabel: row.code, changes });
      return row;
    }),
  );
}

/**
 * A coupon that some order used stays (the order shows its code and the back-office its uses);
 * staff deactivate it instead. The check and the delete are one transaction with the row locked,
 * so an order placed meanwhile cannot lose its coupon.
 */
export async function deleteAdminCoupon(db: Db, actor: AuditActor, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw new NotFoundError(NOT_FOUND);
    const [usedBy] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.couponId, id)).limit(1);
    if (row.usedCount > 0 || usedBy) {
      throw new ConflictError(`El cupón ${row.code} ya se ha usado en algún pedido y no se puede eliminar. Desactívalo para que nadie más pueda usarlo.`);
    }
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'coupon',
      entityId: id,
      entityLabel: row.code,
      changes: changedFields(auditView(row), null, AUDITED),
    });
  });
}
