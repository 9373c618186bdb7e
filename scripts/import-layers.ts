/**
 * `npm run layers`: the import graph of app/, server/ and common/ measured against the layers of
 * docs/architecture.md › Layers — every import that runs back up (to a higher layer) and every circle
 * (a strongly connected group of files). ESLint's `layers/imports-run-down` (eslint.config.js) fails
 * the lint on a new upward import; this script gives the figures and names each arrow.
 * `--list` prints the upward imports, `--circles` the files of each circle, `--check` fails on an
 * upward import. The layers are scripts/layers.mjs; test files, fixtures and tests/ are left out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { allowed, layerOf, resolveImport, TEST_FILES } from './layers.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const roots = ['app', 'server', 'common'];

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
}

export function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  for (const dir of roots) walk(dir, files);
  const graph = new Map<string, string[]>();
  for (const file of files.filter((f) => !TEST_FILES.test(f))) {
    const info = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = info.importedFiles.map((f) => resolveImport(root, file, f.fileName)).filter((t): t is string => t !== null && !TEST_FILES.test(t));
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
