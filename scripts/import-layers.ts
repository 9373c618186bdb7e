/**
 * `npm run layers`: the import graph of app/, server/ and common/ measured against the layers of
 * docs/architecture.md › Layers — every import that runs back up (to a higher layer) and every circle
 * (a strongly connected group of files). ESLint's `no-restricted-imports` (eslint.config.js) fails
 * the lint on a new upward import; this script gives the figures and names each arrow.
 * `--list` prints the upward imports, `--circles` the files of each circle. Test files, fixtures and
 * tests/ are left out: a test wires whatever it needs.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const roots = ['app', 'server', 'common'];

/** The layer of a file, lowest first; `null` for files outside the three trees. */
export function layerOf(file: string): { rank: number; name: string } | null {
  if (file.startsWith('common/')) {
    if (file === 'common/endpoints.ts') return { rank: 2, name: 'common registry' };
    if (/^common\/[^/]+\.tsx?$/.test(file) || /^common\/(api|text)\//.test(file)) return { rank: 0, name: 'common foundations' };
    return { rank: 1, name: 'common domains' };
  }
  if (file.startsWith('server/')) {
    if (/^server\/(app|main|start|worker)\.ts$/.test(file) || /^server\/(seed)\//.test(file) || file === 'server/jobs/store-jobs.ts')
      return { rank: 23, name: 'server composition' };
    if (/^server\/(api|flows|feeds)\//.test(file)) return { rank: 22, name: 'server api' };
    if (/^server\/(mail|invoices|images|payments|inventory|backup|housekeeping)\//.test(file) || file === 'server/http/seo.ts')
      return { rank: 21, name: 'server domain modules' };
    return { rank: 20, name: 'server foundations' };
  }
  if (file.startsWith('app/')) return { rank: 30, name: 'app' };
  return null;
}

/** Whether an import from `from` to `to` is allowed: down or level, never between app/ and server/. */
export function allowed(from: string, to: string): boolean {
  const a = layerOf(from);
  const b = layerOf(to);
  if (!a || !b) return true;
  if (from.startsWith('app/') && to.startsWith('server/')) return false;
  if (from.startsWith('server/') && to.startsWith('app/')) return false;
  if (from.startsWith('common/') && !to.startsWith('common/')) return false;
  if (to.startsWith('common/')) return from.startsWith('common/') ? b.rank <= a.rank : true;
  return b.rank <= a.rank;
}

function isTestFile(file: string): boolean {
  return /\.(test|fixture)\.tsx?$/.test(file) || /(^|\/)(tests?|__tests__)\//.test(file) || /\.test-?[a-z-]*\.tsx?$/.test(file);
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = join(dirname(from), spec);
  else if (spec.startsWith('~/')) base = `app/${spec.slice(2)}`;
  else if (spec.startsWith('@common/')) base = `common/${spec.slice(8)}`;
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return relative(root, join(root, candidate));
  }
  return null;
}

export function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  for (const dir of roots) walk(dir, files);
  const graph = new Map<string, string[]>();
  for (const file of files.filter((f) => !isTestFile(f))) {
    const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = info.importedFiles.map((f) => resolveImport(file, f.fileName)).filter((t): t is string => t !== null && !isTestFile(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components of more than one file. */
export function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const graph = importGraph();
  const upward: string[] = [];
  for (const [from, targets] of graph) for (const to of targets) if (!allowed(from, to)) upward.push(`${from} → ${to}`);
  const groups = circles(graph);
  const byTree = (tree: string) => groups.filter((g) => g[0]!.startsWith(`${tree}/`)).length;
  const edges = [...graph.values()].reduce((n, t) => n + t.length, 0);
  console.log(`${graph.size} files, ${edges} imports; upward imports: ${upward.length}; circles (groups of files): ${groups.length} (server ${byTree('server')}, common ${byTree('common')}, app ${byTree('app')})`);
  const pairs = new Map<string, number>();
  for (const line of upward) {
    const [from, to] = line.split(' → ') as [string, string];
    const key = `${layerOf(from)!.name} → ${layerOf(to)!.name}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  for (const [key, n] of pairs) console.log(`  ${n}\t${key}`);
  if (process.argv.includes('--list')) for (const line of upward) console.log(line);
  if (process.argv.includes('--circles')) for (const g of groups) console.log(`circle of ${g.length}: ${g.join(' ')}`);
  if (upward.length > 0 && process.argv.includes('--check')) process.exitCode = 1;
}
