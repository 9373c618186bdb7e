import type { Plugin } from 'vite';

type ModuleGraph = { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

/**
 * The client entry's own packages: their own chunk ('framework'), or Rollup would pull them into
 * the shell with the modules that import them, and the entry would then run the whole app shell.
 */
const ENTRY_PACKAGES = /\/node_modules\/(react|react-dom|scheduler|react-router|@react-router)\//;

/**
 * lucide-react's index re-exports every icon: walking it would put all of them in the shell. Rollup
 * itself adds to the shell the icons its modules use.
 */
const ICON_INDEX = /\/node_modules\/lucide-react\//;

/**
 * Small rules most public pages use (a card's price and stock label), kept in the shell although root does not import
 * them: alone, each would be one more tiny file on nearly every page (issue 36).
 */
const SHELL_TOO = /\/common\/(money|catalog\/rules)\.ts$/;

/**
 * The cart's rules (app/lib/cart.ts and the common/cart modules it runs on) in one chunk ('cart'): the header reads the
 * cart without them (app/lib/cart-state.ts), the add buttons load them when pressed (`loadCartRules`), and the pages
 * that list the cart load them as one file, not three.
 */
const CART_RULES = /\/(app\/lib\/cart|common\/cart\/(lines|merge|cart-cookie))\.ts$/;

const CART_PRICING = /\/common\/cart\/pricing\.ts$/;

/**
 * Every module app/root.tsx imports statically, directly or not, in one chunk ('shell'). Root loads
 * on every page, so nothing there is ever downloaded for nothing, and the page fetches one file
 * instead of some forty small ones (an icon, a constant, a helper each, split out because the lazy
 * parts of issue 14 share them), which gzip poorly one by one. Client build only.
 */
export function shellChunkPlugin(rootModule = /\/app\/root\.tsx($|\?)/): Plugin {
  return {
    name: 'tienda:shell-chunk',
    apply: 'build',
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      let shell: Set<string> | undefined;
      const shellOf = (graph: ModuleGraph) => {
        const found = new Set<string>();
        const pending = [...graph.getModuleIds()].filter((id) => rootModule.test(id));
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (found.has(id) || ENTRY_PACKAGES.test(id) || ICON_INDEX.test(id)) continue;
          found.add(id);
          pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks(id, graph) {
                if (ENTRY_PACKAGES.test(id)) return 'framework';
                shell ??= shellOf(graph);
                if (shell.has(id) || SHELL_TOO.test(id)) return 'shell';
                if (CART_RULES.test(id)) return 'cart';
                // Its own file, or Rollup would add it to the cart's chunk (which imports it) and the product page, which
                // shows its free-shipping line and quantity bound, would download the cart's rules with it.
                return CART_PRICING.test(id) ? 'cart-pricing' : undefined;
              },
            },
          },
        },
      };
    },
  };
}
