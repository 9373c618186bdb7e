import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import { createAppMetrics } from './metrics';

const RULES_FILE = new URL('../../ops/prometheus/alerts.yml', import.meta.url);
/** Series the alerts read that the store does not export: Prometheus's own. */
const OUTSIDE_METRICS = new Set(['up']);

interface Rule {
  alert?: string;
  expr?: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const database = { kind: 'postgres', ping: async () => {}, poolStats: () => ({ total: 1, idle: 1, waiting: 0 }) } as unknown as Database;
const jobs = { health: async () => [] } as unknown as JobQueue;

/** Every metric name the store exposes, read from a scrape's # TYPE lines (no database needed). */
async function exportedMetricNames(): Promise<Set<string>> {
  const { body } = await createAppMetrics({ database, jobs, dbCheckTimeoutMs: 100, lastBackupAt: async () => null }).scrape();
  const names = new Set<string>();
  for (const [, name, type] of body.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) names.add(`${name}${suffix}`);
  }
  return names;
}

describe('the Prometheus alert rules (ops/prometheus/alerts.yml)', () => {
  const document = parse(fs.readFileSync(RULES_FILE, 'utf8')) as { groups: { name: string; rules: Rule[] }[] };
  const rules = document.groups.flatMap((group) => group.rules);

  it('is a rules file: groups of named alerts, each with an expression, a severity and what it means', () => {
    expect(document.groups.length).toBeGreaterThan(0);
    const names = rules.map((rule) => rule.alert);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^Tienda[A-Za-z]+$/);
      expect(rule.expr?.trim()).toBeTruthy();
      expect(['critical', 'warning']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
      expect(rule.annotations?.description).toBeTruthy();
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
    }
  });

  it('reads only metrics the store exports (or Prometheus and the backups do)', async () => {
    const exported = await exportedMetricNames();
    for (const rule of rules) {
      const expr = rule.expr!.replaceAll(/"[^"]*"/g, '""');
      for (const [name] of expr.matchAll(/\b(tienda_[a-z_]+|up)\b(?=\s*[{[)=<> ])/g)) {
        expect(exported.has(name) || OUTSIDE_METRICS.has(name), `${rule.alert} reads ${name}`).toBe(true);
      }
    }
  });

  it("gives the backup alert the newest backup's time, and 0 while there is none (so it fires)", async () => {
    const figureOf = (body: string) => /^tienda_backup_last_success_timestamp_seconds (\S+)$/m.exec(body)?.[1];
    const taken = new Date('2026-11-29T03:00:00Z');
    expect(figureOf((await createAppMetrics({ database, dbCheckTimeoutMs: 100, lastBackupAt: async () => taken }).scrape()).body)).toBe(String(taken.getTime() / 1000));
    expect(figureOf((await createAppMetrics({ database, dbCheckTimeoutMs: 100, lastBackupAt: async () => null }).scrape()).body)).toBe('0');
    // A bucket that does not answer is asked again at the next scrape, not five minutes later.
    let isAway = true;
    const metrics = createAppMetrics({ database, dbCheckTimeoutMs: 100, lastBackupAt: async () => (isAway ? Promise.reject(new Error('bucket away')) : taken) });
    await metrics.scrape();
    isAway = false;
    expect(figureOf((await metrics.scrape()).body)).toBe(String(taken.getTime() / 1000));
  });

  it('is documented: every alert has its entry in docs/operations.md', () => {
    const operations = fs.readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
    for (const rule of rules) expect(operations, rule.alert).toContain(rule.alert!);
  });
});
