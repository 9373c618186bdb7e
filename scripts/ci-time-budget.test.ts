import { expect, test } from 'vitest';
import { budgetReport, judgeBudget } from './ci-time-budget';

const timings = {
  projects: [],
  failed: [],
  slowest: [{ project: 'e2e', file: 'e2e/checkout.e2e.test.ts', ms: 61_000, ok: true }],
};

test('CI warns past 30 minutes and fails past 45, naming the slowest files (issue 20)', () => {
  expect(judgeBudget(25 * 60)).toBe('ok');
  expect(judgeBudget(30 * 60 + 1)).toBe('warn');
  expect(judgeBudget(45 * 60 + 1)).toBe('fail');
  expect(budgetReport(20 * 60, timings).text).not.toContain('checkout');
  const warned = budgetReport(31 * 60, timings);
  expect(warned.verdict).toBe('warn');
  expect(warned.text).toContain('61.0 s  [e2e] e2e/checkout.e2e.test.ts');
  const failed = budgetReport(46 * 60, null);
  expect(failed.verdict).toBe('fail');
  expect(failed.text).toContain('CI run took 46 min 00 s');
});
