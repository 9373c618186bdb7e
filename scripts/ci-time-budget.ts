/**
 * CI's time budget (issue 20): `.ci/run` passes the second it started; this says how long the
 * run took, warns past 30 minutes, fails past 45, and names the slowest test files of the run
 * (build/test-timings.json, written by the timing reporter) so the suite never drifts back.
 *
 *   node --import tsx scripts/ci-time-budget.ts <start epoch seconds>
 */
import fs from 'node:fs';
import type { TestTimings } from './test-timing-reporter';
import { TIMINGS_FILE } from './test-timing-reporter';

export const WARN_AFTER_S = 30 * 60;
export const FAIL_AFTER_S = 45 * 60;

export type BudgetVerdict = 'ok' | 'warn' | 'fail';

export function judgeBudget(elapsedS: number): BudgetVerdict {
  if (elapsedS > FAIL_AFTER_S) return 'fail';
  if (elapsedS > WARN_AFTER_S) return 'warn';
  return 'ok';
}

const minutes = (s: number) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;

export function budgetReport(elapsedS: number, timings: TestTimings | null): { verdict: BudgetVerdict; text: string } {
  const verdict = judgeBudget(elapsedS);
  const lines = [`CI run took ${minutes(elapsedS)} (warns past ${minutes(WARN_AFTER_S)}, fails past ${minutes(FAIL_AFTER_S)}).`];
  if (verdict !== 'ok') {
    lines.push(verdict === 'fail' ? 'FAIL: the run is over its time budget.' : 'WARNING: the run is over 30 minutes.');
    lines.push('Make the slowest tests cheaper (docs/testing.md: which layer, shared server, template database):');
    for (const f of timings?.slowest ?? []) lines.push(`  ${(f.ms / 1000).toFixed(1).padStart(7)} s  [${f.project}] ${f.file}`);
  }
  return { verdict, text: lines.join('\n') };
}

function main() {
  const started = Number(process.argv[2]);
  if (!Number.isFinite(started) || started <= 0) {
    console.error('usage: ci-time-budget.ts <start epoch seconds>');
    return 2;
  }
  const elapsed = Date.now() / 1000 - started;
  let timings: TestTimings | null = null;
  try {
    timings = JSON.parse(fs.readFileSync(TIMINGS_FILE, 'utf8')) as TestTimings;
  } catch {
    // no test ran, or the reporter could not write: the verdict stands on the time alone
  }
  const { verdict, text } = budgetReport(elapsed, timings);
  console.log(text);
  return verdict === 'fail' ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
