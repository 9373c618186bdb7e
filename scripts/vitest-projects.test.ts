import { describe, expect, test } from 'vitest';
import { projectArgs, selectsE2e, withoutE2e } from './vitest-projects';

describe('which --project filters run the browser tests', () => {
  test.each([
    [[], true],
    [['e2e'], true],
    [['E2E'], true],
    [['e*'], true],
    [['unit'], false],
    [['unit', 'api'], false],
    [['unit', 'e2e'], true],
    [['!unit'], true],
    [['!e2e'], false],
    [['e*', '!e2e'], false],
  ] as const)('%j → %s', (filters, expected) => {
    expect(selectsE2e([...filters])).toBe(expected);
  });
});

describe('reading --project from the arguments', () => {
  test('both spellings, other arguments ignored', () => {
    const found = projectArgs(['--project', 'unit', 'server/', '--project=api', '--reporter=dot']);
    expect(found.map((p) => p.value)).toEqual(['unit', 'api']);
  });
});

describe('SKIP_BROWSER_TESTS=1 removes only the e2e project', () => {
  test('with no project named, !e2e is added and everything else is kept', () => {
    expect(withoutE2e(['server/', '--reporter=dot'])).toEqual([
      'server/',
      '--reporter=dot',
      '--project',
      '!e2e',
    ]);
  });

  test('with projects named, e2e is taken out of them', () => {
    expect(withoutE2e(['--project', 'unit', '--project=e2e', 'x'])).toEqual(['--project', 'unit', 'x']);
  });

  test('when e2e was the only project named, nothing is left to run', () => {
    expect(withoutE2e(['--project', 'e2e'])).toBeNull();
  });

  test('only negative filters: !e2e joins them', () => {
    expect(withoutE2e(['--project', '!unit'])).toEqual(['--project', '!unit', '--project', '!e2e']);
  });
});
