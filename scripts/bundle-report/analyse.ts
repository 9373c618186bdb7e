/**
 * The bundle report's analysis, pure: from React Router's client manifest (which files a route
 * loads: its module and every static import, flattened) and the chunk-modules list of
 * modules-plugin.ts, what each public page downloads before it can respond — the client entry, then
 * root, layouts and the page — how much that weighs gzipped, and which modules have no business
 * there (zod, admin code). The manifest script (`manifest-*.js`) is not counted: with React Router's
 * lazy route discovery (the default, kept here) the page carries only its own routes, inline.
 */

export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
};

/** `window.__reactRouterManifest` of the client build (only the fields read here). */
export type ClientManifest = {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
};

export type Budget = { path: string; maxJsGzip: number };

export type RouteReport = {
  id: string;
  path: string;
  /** JS files, in load order, without repeats (paths as in the manifest: `/assets/x.js`). */
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
  zodModules: string[];
  adminModules: string[];
  /** A form page that may load zod (ZOD_FORM_ROUTES). */
  zodAllowed: boolean;
  /** Set when the route is over its budget. */
  overBudget?: number;
};

export type BundleReport = { routes: RouteReport[]; failures: string[] };

/** Issue 14: at most 150 KB of JavaScript (gzip) before interaction on /store. */
export const DEFAULT_BUDGETS: Budget[] = [{ path: '/store', maxJsGzip: 150 * 1024 }];

/**
 * Public pages allowed to load zod before interaction: none (issue 36). A public form passes the form kit its contract
 * as an import (app/components/forms/use-field-form.ts, `FormSchema`), which loads once the visitor reaches for the
 * form; a page that needs zod with the page itself must be named here, with the reason.
 */
export const ZOD_FORM_ROUTES: readonly string[] = [];

const ZOD = /(^|\/)node_modules\/(zod|@hono\/zod-openapi|@asteasolutions\/zod-to-openapi)\//;
const ADMIN = /(^|\/)admin(\/|[-.])/;

export const isZodModule = (id: string) => ZOD.test(id);
/** A source module of the staff area: a folder or a file named admin (`app/routes/admin/…`, `common/admin/…`, `admin-nav.tsx`). */
export const isAdminModule = (id: string) => !id.includes('node_modules/') && ADMIN.test(id);

/** The address of a route, from its own path and its parents'. */
export function routePath(routes: Record<string, ManifestRoute>, id: string): string {
  const parts: string[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path);
  }
  return '/' + parts.join('/').replace(/\/+/g, '/').replace(/^\//, '');
}

/** Public: not the customer's area (/user) nor the staff's (/admin). */
export const isPublicPath = (path: string) => !/^\/(admin|user)(\/|$)/.test(path);

function chain(routes: Record<string, ManifestRoute>, id: string): ManifestRoute[] {
  const found: ManifestRoute[] = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) found.unshift(route);
  return found;
}

const assetKey = (file: string) => file.replace(/^\//, '');

export function analyseBundles(input: {
  manifest: ClientManifest;
  /** `assets/x.js` → source modules in it (`node_modules/zod/…`, `app/routes/admin/…`). */
  chunkModules: Record<string, string[]>;
  /** `assets/x.js` → gzip size in bytes. */
  gzipSizes: Record<string, number>;
  budgets?: Budget[];
  /** Route ids that may load zod (see ZOD_FORM_ROUTES). */
  zodAllowed?: readonly string[];
  /** Render-blocking stylesheets a public page may have (issue 14: one). */
  maxStylesheets?: number;
}): BundleReport {
  const { manifest, chunkModules, gzipSizes, budgets = DEFAULT_BUDGETS, zodAllowed = ZOD_FORM_ROUTES, maxStylesheets = 1 } = input;
  const size = (file: string) => {
    const bytes = gzipSizes[assetKey(file)];
    if (bytes === undefined) throw new Error(`no size for ${file}`);
    return bytes;
  };
  const failures: string[] = [];
  const reports: RouteReport[] = [];
  for (const route of Object.values(manifest.routes)) {
    // Layouts and the root are counted within the pages they wrap.
    const isParent = Object.values(manifest.routes).some((other) => other.parentId === route.id);
    if (isParent) continue;
    const path = routePath(manifest.routes, route.id);
    if (!isPublicPath(path)) continue;
    const js = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
    const css = new Set<string>(manifest.entry.css ?? []);
    for (const step of chain(manifest.routes, route.id)) {
      js.add(step.module);
      for (const file of step.imports ?? []) js.add(file);
      for (const file of step.css ?? []) css.add(file.replace(/#$/, ''));
    }
    const modules = [...js].flatMap((file) => chunkModules[assetKey(file)] ?? []);
    const report: RouteReport = {
      id: route.id,
      path,
      js: [...js],
      css: [...css],
      jsGzip: [...js].reduce((sum, file) => sum + size(file), 0),
      cssGzip: [...css].reduce((sum, file) => sum + size(file), 0),
      zodModules: [...new Set(modules.filter(isZodModule))].sort(),
      adminModules: [...new Set(modules.filter(isAdminModule))].sort(),
      zodAllowed: zodAllowed.includes(route.id),
    };
    if (report.zodModules.length > 0 && !zodAllowed.includes(route.id)) {
      failures.push(`${path} (${route.id}) loads zod: ${report.zodModules.slice(0, 3).join(', ')}…`);
    }
    if (report.adminModules.length > 0) {
      failures.push(`${path} (${route.id}) loads admin code: ${report.adminModules.join(', ')}`);
    }
    if (report.css.length > maxStylesheets) {
      failures.push(`${path} (${route.id}) blocks rendering on ${report.css.length} stylesheets: ${report.css.join(', ')}`);
    }
    const budget = budgets.find((candidate) => candidate.path === path);
    if (budget && report.jsGzip > budget.maxJsGzip) {
      report.overBudget = report.jsGzip - budget.maxJsGzip;
      failures.push(`${path} loads ${kb(report.jsGzip)} of JavaScript (gzip) before interaction, over ${kb(budget.maxJsGzip)}`);
    }
    reports.push(report);
  }
  reports.sort((a, b) => a.path.localeCompare(b.path) || a.id.localeCompare(b.id));
  return { routes: reports, failures };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line a route: path, JS gzip, CSS gzip, and what should not be there. */
export function formatReport(report: BundleReport): string {
  const width = Math.max(...report.routes.map((route) => route.path.length), 4);
  const lines = report.routes.map((route) => {
    const bad = (route.zodModules.length > 0 && !route.zodAllowed) || route.adminModules.length > 0 || route.overBudget || route.css.length > 1;
    const flags = [
      route.zodModules.length ? `zod (${route.zodModules.length} modules${route.zodAllowed ? ', form page: allowed' : ''})` : '',
      route.adminModules.length ? `admin (${route.adminModules.length} modules)` : '',
      route.overBudget ? `over budget by ${kb(route.overBudget)}` : '',
      route.css.length > 1 ? `${route.css.length} stylesheets` : '',
    ].filter(Boolean);
    return `${route.path.padEnd(width)}  JS ${kb(route.jsGzip).padStart(9)}  CSS ${kb(route.cssGzip).padStart(8)} in ${route.css.length}  ${route.js.length} JS files${flags.length ? `  ${bad ? '✗' : '·'} ${flags.join(', ')}` : ''}`;
  });
  return [`${'path'.padEnd(width)}  gzip before interaction`, ...lines].join('\n');
}
