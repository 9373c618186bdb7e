import { describe, expect, it } from 'vitest';
import type { ApiClient } from '~/lib/api/client';
import { clothingSizeRange, loadHomeFacts, NO_HOME_FACTS } from './home-facts';

interface Replies {
  materials?: { shares: { organic: number; recycled: number; other: number } | null; with: number; without: number } | Error;
  list?: { total: number; sizes: string[] } | Error;
}

/** An API client answering the two calls the loader makes, and noting which it was asked. */
function fakeApi(replies: Replies) {
  const calls: { key: string; input: unknown }[] = [];
  const api = (async (key: string, input?: unknown) => {
    calls.push({ key, input });
    if (key === 'GET /sustainability/materials') {
      const m = replies.materials;
      if (!m || m instanceof Error) throw m ?? new Error('no reply');
      return {
        status: 'success',
        data: { shares: m.shares, fibres: [], products_with_passport: m.with, products_without_passport: m.without, computed_at: '2026-11-25T03:00:00.000Z' },
      };
    }
    if (key === 'GET /products') {
      const l = replies.list;
      if (!l || l instanceof Error) throw l ?? new Error('no reply');
      return {
        success: true,
        data: {
          data: [],
          total: l.total,
          facets: { brands: [], categories: [], sizes: l.sizes.map((size) => ({ size, count: 1 })), colors: [], conditions: [], price_range: { min: 0, max: 0 } },
        },
      };
    }
    throw new Error(`unexpected call ${key}`);
  }) as unknown as ApiClient;
  return { api, calls };
}

describe('loadHomeFacts', () => {
  it('adds organic and recycled, counts the published products and finds the clothing size range', async () => {
    const { api, calls } = fakeApi({
      materials: { shares: { organic: 35.7, recycled: 35.7, other: 28.6 }, with: 40, without: 2 },
      list: { total: 42, sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '37', '44', 'Única'] },
    });
    expect(await loadHomeFacts(api)).toEqual({ organicOrRecycled: 71.4, garments: 42, sizes: { smallest: 'XS', largest: '3XL', count: 7 } });
    // Two calls, the list asking for one product only.
    expect(calls.map((call) => call.key).sort()).toEqual(['GET /products', 'GET /sustainability/materials']);
    expect(calls.find((call) => call.key === 'GET /products')?.input).toEqual({ query: { per_page: 1 } });
  });

  it('rounds the sum to one decimal', async () => {
    const { api } = fakeApi({ materials: { shares: { organic: 0.1, recycled: 0.2, other: 99.7 }, with: 1, without: 0 }, list: { total: 1, sizes: [] } });
    expect((await loadHomeFacts(api)).organicOrRecycled).toBe(0.3);
  });

  it('knows nothing about an empty catalogue', async () => {
    const { api } = fakeApi({ materials: { shares: null, with: 0, without: 0 }, list: { total: 0, sizes: [] } });
    expect(await loadHomeFacts(api)).toEqual(NO_HOME_FACTS);
  });

  it('counts the garments from the materials report when the list does not answer', async () => {
    const { api } = fakeApi({ materials: { shares: { organic: 50, recycled: 0, other: 50 }, with: 3, without: 1 }, list: new Error('down') });
    expect(await loadHomeFacts(api)).toEqual({ organicOrRecycled: 50, garments: 4, sizes: null });
  });

  it('keeps the list figures when the materials report does not answer, and nothing when neither does', async () => {
    expect(await loadHomeFacts(fakeApi({ materials: new Error('down'), list: { total: 5, sizes: ['M', 'S'] } }).api)).toEqual({
      organicOrRecycled: null,
      garments: 5,
      sizes: { smallest: 'S', largest: 'M', count: 2 },
    });
    expect(await loadHomeFacts(fakeApi({}).api)).toEqual(NO_HOME_FACTS);
  });
});

describe('clothingSizeRange', () => {
  it('orders the clothing sizes as the shop does and ignores shoe and one-size ones', () => {
    expect(clothingSizeRange(['4XL', 'M', 'XXS', 'M'])).toEqual({ smallest: 'XXS', largest: '4XL', count: 3 });
    expect(clothingSizeRange(['38', 'Única'])).toBeNull();
  });
});
