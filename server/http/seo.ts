import { asc, eq, max } from 'drizzle-orm';
import type { Env, Hono, MiddlewareHandler } from 'hono';
import { directoryEntryPath, DIRECTORY_KIND_PATHS, type DirectoryKind } from '../../common/directory/rules';
import {
  brandPath,
  CATALOGUE_LIST_PAGES,
  categoryPath,
  INDEXABLE_PAGES,
  productPath,
  ROBOTS_DISALLOWED,
} from '../../common/seo/public-pages';
import { isListed, isPublic } from '../db/visibility';
import type { Db } from '../db/client';
import { brands, categories, directoryEntries, products } from '../db/schema';

/** A sitemap line: an absolute address and, when a row dates it, its last change. */
export interface SitemapUrl {
  loc: string;
  lastmod?: Date | null;
}

/** Paths under these prefixes are never pages: no trailing-slash redirect there. */
const NOT_PAGES = /^\/(api|auth)(\/|$)/;

/**
 * One address a page: '/store/' and '/about/?x=1' answer 301 to '/store' and '/about?x=1'.
 * Only GET and HEAD (a redirected POST would lose its body); the API keeps its own 404s. Leading
 * slashes collapse to one, so '//evil.example/' can never become a protocol-relative Location.
 */
export function trailingSlashRedirect<E extends Env>(): MiddlewareHandler<E> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const { pathname } = url;
    if (pathname === '/' || !pathname.endsWith('/') || NOT_PAGES.test(pathname)) return next();
    const path = pathname.replace(/\/+$/, '').replace(/^\/+/, '/') || '/';
    return c.redirect(`${path}${url.search}`, 301);
  };
}

/** robots.txt: everything but the staff and customer areas, the API and the checkout; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);

/** W3C datetime to the second, as the sitemap protocol takes it. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A sitemap document (sitemaps.org protocol 0.9). */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ loc, lastmod }) =>
    lastmod
      ? `<url><loc>${escapeXml(loc)}</loc><lastmod>${w3cDate(lastmod)}</lastmod></url>`
      : `<url><loc>${escapeXml(loc)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

const latest = (dates: readonly (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((found, date) => (date && (!found || date > found) ? date : found), null);

/**
 * Every public page of the store from the database: the fixed pages (the catalogue lists dated by the
 * latest product change, the brand pages by their brand, the directory lists by their entries), then
 * the listed products by slug, the active categories and the approved, visible directory entries.
 */
export async function sitemapUrls(db: Db, origin: string): Promise<SitemapUrl[]> {
  const [productRows, [catalogue], categoryRows, brandRows, entryRows] = await Promise.all([
    db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products).where(isListed).orderBy(asc(products.id)),
    // A deleted or hidden product changes the lists too, so every row counts here.
    db.select({ updatedAt: max(products.updatedAt) }).from(products),
    db
      .select({ id: categories.id, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select({ slug: brands.slug, updatedAt: brands.updatedAt }).from(brands).where(eq(brands.isActive, true)),
    db
      .select({ kind: directoryEntries.kind, slug: directoryEntries.slug, updatedAt: directoryEntries.updatedAt })
      .from(directoryEntries)
      .where(isPublic)
      .orderBy(asc(directoryEntries.kind), asc(directoryEntries.id)),
  ]);

  const entries = entryRows.map((row) => ({ ...row, kind: row.kind as DirectoryKind }));
  const fixedDates = new Map<string, Date | null>();
  for (const path of CATALOGUE_LIST_PAGES) fixedDates.set(path, catalogue?.updatedAt ?? null);
  for (const brand of brandRows) fixedDates.set(brandPath(brand), brand.updatedAt);
  const everyEntry = latest(entries.map((entry) => entry.updatedAt));
  fixedDates.set('/directorio', everyEntry);
  fixedDates.set('/directorio/locations', everyEntry);
  for (const [kind, segment] of Object.entries(DIRECTORY_KIND_PATHS)) {
    fixedDates.set(`/directorio/${segment}`, latest(entries.filter((entry) => entry.kind === kind).map((entry) => entry.updatedAt)));
  }

  return [
    ...INDEXABLE_PAGES.map((path) => ({ loc: `${origin}${path}`, lastmod: fixedDates.get(path) ?? null })),
    ...productRows.map((row) => ({ loc: `${origin}${productPath(row)}`, lastmod: row.updatedAt })),
    ...categoryRows.map((row) => ({ loc: `${origin}${categoryPath(row)}`, lastmod: row.updatedAt })),
    ...entries.map((row) => ({ loc: `${origin}${directoryEntryPath(row)}`, lastmod: row.updatedAt })),
  ];
}

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** A sitemap index (sitemaps.org protocol 0.9) naming the parts of a sitemap too long for one file. */
export function sitemapIndexXml(locs: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' };

/**
 * GET /robots.txt and /sitemap.xml, written from the database on each request with absolute
 * addresses on the origin the request came to (the same origin the pages' canonical links use).
 * Past `maxUrls` addresses /sitemap.xml is an index of /sitemaps/1.xml, /sitemaps/2.xml, …
 */
export function mountSeoFiles<E extends Env>(app: Hono<E>, db: Db, { maxUrls = SITEMAP_MAX_URLS } = {}) {
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(new URL(c.req.url).origin));
  });
  app.get('/sitemap.xml', async (c) => {
    const origin = new URL(c.req.url).origin;
    const urls = await sitemapUrls(db, origin);
    if (urls.length <= maxUrls) return c.body(sitemapXml(urls), 200, XML_HEADERS);
    const parts = Array.from({ length: Math.ceil(urls.length / maxUrls) }, (_, i) => `${origin}/sitemaps/${i + 1}.xml`);
    return c.body(sitemapIndexXml(parts), 200, XML_HEADERS);
  });
  app.get('/sitemaps/:part{[1-9][0-9]{0,5}\\.xml}', async (c) => {
    const part = Number.parseInt(c.req.param('part'), 10);
    const urls = await sitemapUrls(db, new URL(c.req.url).origin);
    // Only the parts the index names: a short sitemap is one file, and no part is empty.
    if (urls.length <= maxUrls || (part - 1) * maxUrls >= urls.length) return c.text('Not found', 404);
    return c.body(sitemapXml(urls.slice((part - 1) * maxUrls, part * maxUrls)), 200, XML_HEADERS);
  });
}
