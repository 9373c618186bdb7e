import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';

const t = setupApiTest();

const passport = (composition: [string, number][]) => ({
  composition: composition.map(([fibre, percent]) => ({ fibre, percent })),
  country_of_manufacture: 'Portugal',
  certifications: [],
  care_instructions: [],
});

describe('GET /api/sustainability/materials', () => {
  it('has no shares while no published garment states its composition', async () => {
    const { status, body } = await t.get('/api/sustainability/materials');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ shares: null, fibres: [], products_with_passport: 0, products_without_passport: 0 });
  });

  describe('with a catalogue', () => {
    beforeAll(async () => {
      const owner = { brand_id: (await createBrand(t.db)).id, category_id: (await createCategory(t.db)).id };
      // Counted: two published garments with passports.
      await createProduct(t.db, { ...owner, passport: passport([['Algodón orgánico', 100]]) });
      await createProduct(t.db, { ...owner, passport: passport([['Poliéster reciclado', 60], ['Elastano', 40]]) });
      // Counted apart: published without passport.
      await createProduct(t.db, { ...owner, passport: null });
      // Not counted at all: a draft, a hidden one and a deleted one, all 100 % recycled.
      const recycled = passport([['Lana reciclada', 100]]);
      await createProduct(t.db, { ...owner, status: 'draft', passport: recycled });
      await createProduct(t.db, { ...owner, visibility: 'hidden', passport: recycled });
      const deleted = await createProduct(t.db, { ...owner, passport: recycled });
      await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, deleted.id));
    });

    it('computes the shares over the published garments with passport, each weighing the same', async () => {
      const before = Date.now();
      const { status, body } = await t.get('/api/sustainability/materials');
      expect(status).toBe(200);
      expect(body.data.shares).toEqual({ organic: 50, recycled: 30, other: 20 });
      expect(body.data.products_with_passport).toBe(2);
      expect(body.data.products_without_passport).toBe(1);
      expect(body.data.fibres).toEqual([
        { fibre: 'Algodón orgánico', kind: 'organic', percent: 50 },
        { fibre: 'Poliéster reciclado', kind: 'recycled', percent: 30 },
        { fibre: 'Elastano', kind: 'other', percent: 20 },
      ]);
      expect(new Date(body.data.computed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('answers anyone, signed in or not, the same figures', async () => {
      const guest = await t.get('/api/sustainability/materials');
      const admin = await t.get('/api/sustainability/materials', t.admin);
      expect(admin.status).toBe(200);
      expect(admin.body.data.shares).toEqual(guest.body.data.shares);
    });
  });
});
