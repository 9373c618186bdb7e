import { describe, expect, test } from 'vitest';
import { analyseBundles, formatReport, isAdminModule, isZodModule, routePath, type ClientManifest } from './analyse';

// A small client manifest in React Router's shape (route imports already flattened), not a build.
const manifest: ClientManifest = {
  entry: { module: '/assets/entry.client-a.js', imports: ['/assets/react-a.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root-a.js', imports: ['/assets/react-a.js', '/assets/header-a.js'], css: ['/assets/app-a.css'] },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: '/assets/home-a.js', imports: ['/assets/react-a.js'] },
    'routes/store/index': { id: 'routes/store/index', parentId: 'root', path: 'store', module: '/assets/store-a.js', imports: ['/assets/grid-a.js'] },
    'routes/help/layout': { id: 'routes/help/layout', parentId: 'root', path: 'help', module: '/assets/help-layout-a.js' },
    'routes/help/faq': { id: 'routes/help/faq', parentId: 'routes/help/layout', path: 'faq', module: '/assets/faq-a.js' },
    'routes/login': { id: 'routes/login', parentId: 'root', path: 'login', module: '/assets/login-a.js', imports: ['/assets/zod-a.js'] },
    'routes/admin/layout': { id: 'routes/admin/layout', parentId: 'root', path: 'admin', module: '/assets/admin-layout-a.js', imports: ['/assets/zod-a.js'] },
    'routes/admin/products': { id: 'routes/admin/products', parentId: 'routes/admin/layout', path: 'products', module: '/assets/admin-products-a.js' },
  },
};

const chunkModules: Record<string, string[]> = {
  'assets/entry.client-a.js': ['node_modules/react-dom/client.js'],
  'assets/react-a.js': ['node_modules/react/index.js'],
  'assets/root-a.js': ['app/root.tsx'],
  'assets/header-a.js': ['app/components/layout/site-header.tsx'],
  'assets/home-a.js': ['app/routes/home.tsx'],
  'assets/store-a.js': ['app/routes/store/index.tsx'],
  'assets/grid-a.js': ['app/components/catalog/product-grid.tsx'],
  'assets/help-layout-a.js': ['app/routes/help/layout.tsx'],
  'assets/faq-a.js': ['app/routes/help/faq.tsx'],
  'assets/login-a.js': ['app/routes/login.tsx'],
  'assets/zod-a.js': ['node_modules/zod/v4/classic/schemas.js', 'common/zod.ts'],
  'assets/admin-layout-a.js': ['app/routes/admin/layout.tsx'],
  'assets/admin-products-a.js': ['app/routes/admin/products.tsx'],
};

const KB = 1024;
const gzipSizes: Record<string, number> = {
  'assets/entry.client-a.js': 60 * KB,
  'assets/react-a.js': 40 * KB,
  'assets/root-a.js': 20 * KB,
  'assets/header-a.js': 10 * KB,
  'assets/home-a.js': 5 * KB,
  'assets/store-a.js': 15 * KB,
  'assets/grid-a.js': 4 * KB,
  'assets/help-layout-a.js': 1 * KB,
  'assets/faq-a.js': 2 * KB,
  'assets/login-a.js': 3 * KB,
  'assets/zod-a.js': 30 * KB,
  'assets/admin-layout-a.js': 9 * KB,
  'assets/admin-products-a.js': 9 * KB,
  'assets/app-a.css': 18 * KB,
};

const byPath = (report: ReturnType<typeof analyseBundles>, path: string) => report.routes.find((route) => route.path === path)!;

describe('analyseBundles', () => {
  test('sums, once each, the entry, root, layouts and page of every public page; leaves /admin out', () => {
    const report = analyseBundles({ manifest, chunkModules, gzipSizes, zodAllowed: ['routes/login'] });
    expect(report.routes.map((route) => route.path)).toEqual(['/', '/help/faq', '/login', '/store']);
    // entry 60 + react 40 (imported three times) + root 20 + header 10 + home 5
    expect(byPath(report, '/').jsGzip).toBe(135 * KB);
    expect(byPath(report, '/help/faq').js).toEqual([
      '/assets/entry.client-a.js',
      '/assets/react-a.js',
      '/assets/root-a.js',
      '/assets/header-a.js',
      '/assets/help-layout-a.js',
      '/assets/faq-a.js',
    ]);
    expect(byPath(report, '/store').cssGzip).toBe(18 * KB);
    expect(report.failures).toEqual([]);
  });

  test('fails when /store goes over its 150 KB, naming the excess', () => {
    const report = analyseBundles({ manifest, chunkModules, gzipSizes: { ...gzipSizes, 'assets/grid-a.js': 10 * KB }, zodAllowed: ['routes/login'] });
    expect(byPath(report, '/store').jsGzip).toBe(155 * KB);
    expect(byPath(report, '/store').overBudget).toBe(5 * KB);
    expect(report.failures).toEqual(['/store loads 155.0 KB of JavaScript (gzip) before interaction, over 150.0 KB']);
  });

  test('fails when a public page that is not a form loads zod or admin code', () => {
    const leaky = {
      ...chunkModules,
      'assets/header-a.js': ['app/components/layout/site-header.tsx', 'app/components/admin/admin-navigation.ts'],
      'assets/home-a.js': ['app/routes/home.tsx', 'common/settings/contracts.ts', 'node_modules/zod/v4/core/core.js'],
    };
    const report = analyseBundles({ manifest, chunkModules: leaky, gzipSizes });
    expect(byPath(report, '/').zodModules).toEqual(['node_modules/zod/v4/core/core.js']);
    expect(byPath(report, '/store').adminModules).toEqual(['app/components/admin/admin-navigation.ts']);
    expect(report.failures).toContain('/ (routes/home) loads zod: node_modules/zod/v4/core/core.js…');
    expect(report.failures.filter((failure) => failure.includes('admin code'))).toHaveLength(4);
  });

  test('a form page may load zod (reported, not failed), unless it is not on the list', () => {
    const report = analyseBundles({ manifest, chunkModules, gzipSizes, zodAllowed: ['routes/login'] });
    expect(byPath(report, '/login')).toMatchObject({ zodAllowed: true, zodModules: ['node_modules/zod/v4/classic/schemas.js'] });
    expect(formatReport(report)).toMatch(/\/login .* · zod \(1 modules, form page: allowed\)/);
    // No public page is on the list today (issue 36).
    const strict = analyseBundles({ manifest, chunkModules, gzipSizes });
    expect(strict.failures).toEqual(['/login (routes/login) loads zod: node_modules/zod/v4/classic/schemas.js…']);
  });

  test('fails when a public page blocks on two stylesheets (a component importing its own CSS)', () => {
    const twoSheets: ClientManifest = {
      ...manifest,
      routes: { ...manifest.routes, root: { ...manifest.routes.root!, css: ['/assets/app-a.css', '/assets/menus-a.css#'] } },
    };
    const report = analyseBundles({ manifest: twoSheets, chunkModules, gzipSizes: { ...gzipSizes, 'assets/menus-a.css': 1 * KB }, zodAllowed: ['routes/login'] });
    expect(byPath(report, '/').cssGzip).toBe(19 * KB);
    expect(report.failures).toContain('/ (routes/home) blocks rendering on 2 stylesheets: /assets/app-a.css, /assets/menus-a.css');
    expect(formatReport(report)).toMatch(/^\/ .*✗ 2 stylesheets$/m);
  });

  test('a file the sizes do not know is an error, not a zero', () => {
    const { 'assets/faq-a.js': _missing, ...sizes } = gzipSizes;
    expect(() => analyseBundles({ manifest, chunkModules, gzipSizes: sizes })).toThrow('no size for /assets/faq-a.js');
  });
});

describe('module and route rules', () => {
  test('zod is the package (and its OpenAPI wrappers), not a file named after it', () => {
    expect(isZodModule('node_modules/zod/v4/core/core.js')).toBe(true);
    expect(isZodModule('node_modules/@hono/zod-openapi/dist/index.js')).toBe(true);
    expect(isZodModule('common/zod.ts')).toBe(false);
  });

  test('admin code is a folder or file of the staff area, never a package', () => {
    expect(isAdminModule('app/routes/admin/products.tsx')).toBe(true);
    expect(isAdminModule('common/admin/contracts.ts')).toBe(true);
    expect(isAdminModule('app/components/admin-nav.tsx')).toBe(true);
    expect(isAdminModule('app/components/auth/staff.ts')).toBe(false);
    expect(isAdminModule('app/routes/administrative-notes.tsx')).toBe(false);
    expect(isAdminModule('node_modules/some-lib/admin/index.js')).toBe(false);
  });

  test('a route path joins its parents', () => {
    expect(routePath(manifest.routes, 'routes/help/faq')).toBe('/help/faq');
    expect(routePath(manifest.routes, 'routes/home')).toBe('/');
  });
});
