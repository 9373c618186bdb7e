// @ts-check
/**
 * The import layers of docs/architecture.md › Layers, in one place: ESLint's `layers/imports-run-down`
 * (eslint.config.js) fails `npm run lint` on an import that runs back up, and `npm run layers`
 * (scripts/import-layers.ts) measures the whole graph against the same table.
 * Plain JavaScript so that eslint.config.js can import it without a loader.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * Lowest first; a file belongs to the first row whose pattern matches its path from the repository
 * root. An import may go to its own layer or a lower one of its tree, and from app/ or server/ to
 * common/; app/ and server/ never import each other, and common/ imports neither.
 * @type {ReadonlyArray<{ rank: number; name: string; files: RegExp }>}
 */
export const LAYERS = [
  // common/: the contract kit and helpers every domain builds on (address/: provinces and postal codes) ← the domains' contracts and rules ← the registry
  { rank: 2, name: 'common registry', files: /^common\/endpoints\.ts$/ },
  { rank: 0, name: 'common foundations', files: /^common\/([^/]+\.tsx?|(api|text|address)\/.*)$/ },
  { rank: 1, name: 'common domains', files: /^common\// },
  // server/: wiring ← routes and services ← modules with one job each ← foundations
  { rank: 13, name: 'server composition', files: /^server\/((app|main|start|worker)\.ts|seed\/.*|jobs\/store-jobs\.ts)$/ },
  { rank: 12, name: 'server api', files: /^server\/(api|flows|feeds)\// },
  { rank: 11, name: 'server domain modules', files: /^server\/((mail|invoices|images|payments|inventory|backup|housekeeping)\/.*|http\/seo\.ts)$/ },
  { rank: 10, name: 'server foundations', files: /^server\// },
  { rank: 20, name: 'app', files: /^app\// },
];

/** Tests, fixtures and tests/ wire whatever they need; the layers are about the shipped code. */
export const TEST_FILES = /(\.(test|fixture)\.tsx?$|(^|\/)tests?\/|-test-kit\.ts$)/;

/** @param {string} file a path from the repository root */
export function layerOf(file) {
  return LAYERS.find((layer) => layer.files.test(file)) ?? null;
}

/**
 * Whether `from` may import `to` (paths from the repository root).
 * @param {string} from
 * @param {string} to
 */
export function allowed(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (!a || !b) return true;
  const treeA = from.split('/')[0];
  const treeB = to.split('/')[0];
  if (treeB === 'common') return treeA !== 'common' || b.rank <= a.rank;
  return treeA === treeB && b.rank <= a.rank;
}

/**
 * The file an import specifier names, from the repository root; null for packages.
 * @param {string} root
 * @param {string} from
 * @param {string} spec
 */
export function resolveImport(root, from, spec) {
  let base;
  if (spec.startsWith('.')) base = join(dirname(from), spec);
  else if (spec.startsWith('~/')) base = `app/${spec.slice(2)}`;
  else if (spec.startsWith('@common/')) base = `common/${spec.slice(8)}`;
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const path = join(root, candidate);
    if (existsSync(path) && statSync(path).isFile()) return relative(root, path).split('\\').join('/');
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const importsRunDown = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports run down the layers of docs/architecture.md › Layers (scripts/layers.mjs).' },
    schema: [],
    messages: {
      upward: "{{from}} may not import {{to}} ('{{spec}}'): imports run down the layers (docs/architecture.md › Layers).",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = relative(root, context.filename).split('\\').join('/');
    if (!layerOf(file) || TEST_FILES.test(file)) return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveImport(root, file, source.value);
      if (!target || TEST_FILES.test(target) || allowed(file, target)) return;
      context.report({
        node: source,
        messageId: 'upward',
        data: { from: layerOf(file)?.name ?? file, to: `${layerOf(target)?.name} (${target})`, spec: source.value },
      });
    };
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

export const layersPlugin = { rules: { 'imports-run-down': importsRunDown } };
