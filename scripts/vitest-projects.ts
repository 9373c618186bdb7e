// Reading Vitest's --project filters the way Vitest does, to know whether the browser tests run.
const E2E_PROJECT = 'e2e';

/** Vitest's --project wildcard rule: `*` is any text, a leading `!` excludes. */
export function projectPattern(pattern: string) {
  const negated = pattern.startsWith('!');
  const body = (negated ? pattern.slice(1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return { negated, regex: new RegExp(`^${body}$`, 'i') };
}

/** The --project values among the arguments, with the index of each in `args`. */
export function projectArgs(args: string[]) {
  const found: { value: string; indexes: number[] }[] = [];
  args.forEach((arg, i) => {
    if (arg === '--project' && args[i + 1] !== undefined) found.push({ value: args[i + 1]!, indexes: [i, i + 1] });
    else if (arg.startsWith('--project=')) found.push({ value: arg.slice('--project='.length), indexes: [i] });
  });
  return found;
}

/** Whether `vitest run` with these --project filters runs the e2e project. */
export function selectsE2e(filters: string[]) {
  if (filters.length === 0) return true;
  const patterns = filters.map(projectPattern);
  const excluded = patterns.some((p) => p.negated && p.regex.test(E2E_PROJECT));
  const positives = patterns.filter((p) => !p.negated);
  const included = positives.length === 0 || positives.some((p) => p.regex.test(E2E_PROJECT));
  return included && !excluded;
}

/**
 * The same arguments without the e2e project: `!e2e` added when no project is named, else the
 * named ones minus e2e (a positive and a negative filter together would let every project in).
 * null when e2e was the only project named.
 */
export function withoutE2e(args: string[]): string[] | null {
  const projects = projectArgs(args);
  const positives = projects.filter((p) => !p.value.startsWith('!'));
  if (positives.length === 0) return [...args, '--project', `!${E2E_PROJECT}`];
  const drop = new Set(
    positives.filter((p) => projectPattern(p.value).regex.test(E2E_PROJECT)).flatMap((p) => p.indexes),
  );
  if (drop.size === positives.flatMap((p) => p.indexes).length) return null;
  return args.filter((_, i) => !drop.has(i));
}
