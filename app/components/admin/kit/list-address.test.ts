import { describe, expect, it } from 'vitest';
import { AuditListQuery } from '@common/audit/contracts';
import { AdminProductListQuery } from '@common/catalog/contracts';
import { AdminOrderListQuery } from '@common/orders/admin-contracts';
import { queryEnum, queryFlag, queryInt, queryText, strictQuery } from '@common/query-params';
import { AdminUserListQuery } from '@common/users/contracts';
import { defineListAddress } from './list-address';

const products = defineListAddress(AdminProductListQuery, { names: { category_id: 'category' } });

describe('defineListAddress: read', () => {
  it('reads each field with the contract reader, under its address name', () => {
    expect(products.read(new URLSearchParams('search=%20lino%20&status=draft&category=4&page=3'))).toEqual({
      search: 'lino',
      status: 'draft',
      category_id: 4,
      page: 3,
    });
  });

  it('gives the defaults for an empty address, and leaves per_page out unless asked', () => {
    expect(products.read(new URLSearchParams())).toEqual({ search: undefined, status: undefined, category_id: undefined, page: 1 });
    expect(Object.keys(products.defaults)).toEqual(['search', 'status', 'category_id', 'page']);
  });

  it('drops to its default every value the contract refuses, rather than throwing', () => {
    const read = products.read(new URLSearchParams('status=borrado&category=abc&page=-2&search=%20%20'));
    expect(read).toEqual({ search: undefined, status: undefined, category_id: undefined, page: 1 });
    for (const bad of ['page=0', 'page=1e3', 'page=0x10', 'page=%202', 'page=100001', 'page=99999999999', 'category=0', 'category=2147483648']) {
      expect(products.read(new URLSearchParams(bad))).toEqual(products.defaults);
    }
    expect(products.read(new URLSearchParams(`search=${'a'.repeat(101)}`)).search).toBeUndefined();
    expect(products.read(new URLSearchParams('search=a%00b')).search).toBeUndefined();
  });

  it('takes one value a field: a repeated parameter is a mistake, dropped; the API name of a renamed field is not read', () => {
    expect(products.read(new URLSearchParams('page=2&page=3&status=active')).page).toBe(1);
    expect(products.read(new URLSearchParams('page=2&page=3&status=active')).status).toBe('active');
    expect(products.read(new URLSearchParams('category_id=4')).category_id).toBeUndefined();
  });

  it("drops a field the whole schema's own checks refuse (a 'to' day before 'from'), keeping the rest", () => {
    const audit = defineListAddress(AuditListQuery, { names: { actor_id: 'actor', entity_type: 'entity' } });
    expect(audit.read(new URLSearchParams('entity=product&entity_id=12&from=2026-03-05&to=2026-03-01&page=2'))).toMatchObject({
      entity_type: 'product',
      entity_id: 12,
      from: '2026-03-05',
      to: undefined,
      page: 2,
    });
    expect(audit.read(new URLSearchParams('from=2026-02-30&to=2026-03-01')).from).toBeUndefined();
    expect(audit.read(new URLSearchParams('from=2026-02-30&to=2026-03-01')).to).toBe('2026-03-01');
  });

  it('reads a default-valued enum (an order) as its default when absent or wrong', () => {
    const orders = defineListAddress(AdminOrderListQuery);
    expect(orders.read(new URLSearchParams()).sort).toBe('newest');
    expect(orders.read(new URLSearchParams('sort=cheapest')).sort).toBe('newest');
    expect(orders.read(new URLSearchParams('sort=total_desc')).sort).toBe('total_desc');
  });

  it('reads numbers and flags as what they are', () => {
    const address = defineListAddress(strictQuery({ only_new: queryFlag('only_new').optional(), min: queryInt('min', 0, 10).default(0) }));
    expect(address.read(new URLSearchParams('only_new=1&min=7'))).toEqual({ only_new: true, min: 7 });
    expect(address.read(new URLSearchParams('only_new=yes&min=11'))).toEqual({ only_new: undefined, min: 0 });
  });
});

describe('defineListAddress: write', () => {
  it('leaves out defaults and empties, in the schema order whatever the order given', () => {
    expect(products.write({ page: 2, category_id: 4, status: 'active', search: 'lino' }).toString()).toBe('search=lino&status=active&category=4&page=2');
    expect(products.write({ search: '', status: undefined, page: 1 }).toString()).toBe('');
    expect(products.queryString({ page: 1 })).toBe('');
    expect(products.queryString({ status: 'archived', page: 3 })).toBe('?status=archived&page=3');
  });

  it('leaves out a value the field would refuse, and anything that is not one of its fields', () => {
    const filters = { status: 'borrado', page: 0, per_page: 50, other: 'x' } as unknown as Parameters<typeof products.write>[0];
    expect(products.write(filters).toString()).toBe('');
  });

  it('round-trips: what it writes reads back the same', () => {
    const filters = { search: 'camisa azul', status: 'draft' as const, category_id: 12, page: 4 };
    expect(products.read(products.write(filters))).toEqual(filters);
    const orders = defineListAddress(AdminOrderListQuery);
    const chosen = { ...orders.defaults, from: '2026-01-01', to: '2026-01-31', sort: 'oldest' as const };
    expect(orders.read(orders.write(chosen))).toEqual(chosen);
    expect(orders.queryString(orders.defaults)).toBe('');
  });

  it('keeps only the fields asked for, and a field the API lacks added by extending the schema', () => {
    const users = defineListAddress(
      AdminUserListQuery.pick({ search: true, role: true, status: true, page: true }).extend({
        order: queryEnum('sort', ['recent', 'name-asc'], 'Orden no válido.').default('recent'),
      }),
      { fields: ['search', 'role', 'status', 'order', 'page'], names: { order: 'sort' } },
    );
    expect(users.read(new URLSearchParams('sort=name-asc&role=editor&direction=asc'))).toEqual({
      search: undefined,
      role: 'editor',
      status: undefined,
      order: 'name-asc',
      page: 1,
    });
    expect(users.queryString({ search: 'marta', role: 'editor', status: 'active', order: 'name-asc', page: 3 })).toBe(
      '?search=marta&role=editor&status=active&sort=name-asc&page=3',
    );
    expect(users.queryString({ order: 'recent' })).toBe('');
  });
});

describe('defineListAddress: isFiltered', () => {
  it('says whether a filter is chosen, the page and the named ones aside', () => {
    const orders = defineListAddress(AdminOrderListQuery);
    expect(orders.isFiltered({ ...orders.defaults, page: 4 })).toBe(false);
    expect(orders.isFiltered({ ...orders.defaults, sort: 'oldest' })).toBe(true);
    expect(orders.isFiltered({ ...orders.defaults, sort: 'oldest' }, ['sort'])).toBe(false);
    expect(orders.isFiltered({ ...orders.defaults, search: 'TD-2026' })).toBe(true);
  });

  it('refuses a field the schema does not have', () => {
    expect(() => defineListAddress(strictQuery({ search: queryText('search', 10).optional() }), { fields: ['nope' as 'search'] })).toThrow(/no field nope/);
  });
});
