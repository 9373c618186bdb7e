import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createUser } from '../../../tests/factories';

describe('dashboard recent activity', () => {
  const api = setupApiTest();

  it('reads the latest entries of the audit log, newest first, with who, what and where to open it', async () => {
    const admin = await createUser(api.db, { name: 'Paula Admin', roles: ['admin'] });
    const brand = await createBrand(api.db);
    const category = await createCategory(api.db);
    const headers = { ...admin.auth, 'Content-Type': 'application/json' };
    for (let n = 1; n <= 12; n++) {
      const res = await api.app.request('/api/admin/products', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Top ${n}`, sku: `DASH-${n}`, brand_id: brand.id, category_id: category.id, price: 19.9 }),
      });
      expect(res.status).toBe(201);
    }
    const editor = await createUser(api.db, { roles: ['editor'] });
    const { status, body } = await api.get('/api/admin/dashboard', editor.auth);
    expect(status).toBe(200);
    const activity = body.data.recent_activity;
    expect(activity).toHaveLength(10);
    expect(activity[0]).toMatchObject({
      actor: { id: admin.user.id, name: 'Paula Admin' },
      action: 'create',
      entity_type: 'product',
      entity_label: 'Top 12',
      link: expect.stringMatching(/^\/admin\/products\/\d+$/),
    });
    expect(activity.map((e: { entity_label: string }) => e.entity_label).at(-1)).toBe('Top 3');
  });
});
