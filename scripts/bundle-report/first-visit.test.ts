import { describe, expect, test } from 'vitest';
import { firstVisitFailures, loweredBudget, type FirstVisit } from './first-visit';

const visit = (path: string, gzipBytes: number): FirstVisit => ({ path, gzipBytes, scripts: ['/assets/entry.client.js'] });

describe('the first-visit budget', () => {
  test('a page at or under its recorded figure passes; one byte over fails, naming the page and the excess', () => {
    const budget = { '/': 1000, '/store': 2000 };
    expect(firstVisitFailures([visit('/', 1000), visit('/store', 1500)], budget)).toEqual([]);
    expect(firstVisitFailures([visit('/', 1001)], budget)).toEqual([
      '/ loads 1001 bytes of JavaScript (gzip) on a first visit, over its recorded 1000 (+1)',
    ]);
  });

  test('a page with no recorded figure fails until it is recorded', () => {
    expect(firstVisitFailures([visit('/nuevo', 10)], {})).toEqual([
      '/nuevo has no recorded figure in first-visit-budget.json (measured 10 bytes)',
    ]);
  });

  test('recording only ever lowers a figure, and adds the pages it did not know', () => {
    const budget = { '/': 1000, '/store': 2000 };
    expect(loweredBudget([visit('/', 900), visit('/store', 2500), visit('/nuevo', 10)], budget)).toEqual({ '/': 900, '/store': 2000, '/nuevo': 10 });
  });
});
