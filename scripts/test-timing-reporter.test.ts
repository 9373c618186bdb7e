import { describe, expect, test } from 'vitest';
import { formatTimings, summariseTimings } from './test-timing-reporter';

const file = (project: string, name: string, startedAt: number, endedAt: number, ok = true) => ({
  project,
  file: name,
  ms: endedAt - startedAt,
  ok,
  startedAt,
  endedAt,
});

describe('test timing summary (issue 20)', () => {
  const files = [
    file('unit', 'a.test.ts', 1_000, 2_000),
    file('unit', 'b.test.ts', 1_500, 4_000),
    file('api', 'c.api.test.ts', 2_000, 12_000, false),
    file('api', 'd.api.test.ts', 3_000, 5_000),
  ];

  test('a project’s wall time runs from its first file’s start to its last file’s end, not the sum of its files', () => {
    const { projects } = summariseTimings(files);
    expect(projects).toEqual([
      { project: 'unit', wallMs: 3_000, files: 2 },
      { project: 'api', wallMs: 10_000, files: 2 },
    ]);
  });

  test('the slowest files come first, as many as asked, and failed files are named', () => {
    const timings = summariseTimings(files, 2);
    expect(timings.slowest.map((f) => f.file)).toEqual(['c.api.test.ts', 'b.test.ts']);
    expect(timings.failed).toEqual([{ project: 'api', file: 'c.api.test.ts', ms: 10_000, ok: false }]);
    const text = formatTimings(timings);
    expect(text).toMatch(/api\s+10\.0 s\s+\(2 files\)/);
    expect(text).toContain('Failed test files (1):\n  [api] c.api.test.ts');
  });
});
