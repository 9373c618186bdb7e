import type { MetaDescriptor } from 'react-router';
import { APP_NAME } from '@common/constants';

/**
 * Page metadata for every public route: title, description, canonical link, Open Graph and Twitter
 * tags. React Router renders only the meta of the deepest route that exports one (the root's is
 * dropped then), so each public route returns the whole set from here and nothing is merged.
 *
 * URLs are absolute: the root loader returns the origin the server was asked on (`origin`), and a
 * route's meta reads it from `matches`; a route whose loader already knows its canonical passes it.
 */

/** The picture a page without its own shows in chat and social previews (drawn by scripts/share-image.ts). */
export const DEFAULT_SHARE_IMAGE = { path: '/images/share-default.png', width: 1200, height: 630, alt: `Logotipo de ${APP_NAME}` };
export const SITE_LOCALE = 'es_ES';

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;
export interface MetaContext {
  matches?: readonly MatchLike[];
  location?: { pathname: string; search: string };
}

/** The origin the root loader saw ('https://tienda.example'), or null outside the app's root. */
export function originFromMatches(matches: readonly MatchLike[] | undefined): string | null {
  const root = matches?.find((match) => match?.id === 'root');
  const data = (root?.data ?? root?.loaderData) as { origin?: unknown } | undefined;
  return typeof data?.origin === 'string' ? data.origin : null;
}

/**
 * origin + path without trailing slash, keeping only the query parameters that make the page what it
 * is (`keep`, e.g. ['page'] on a list: page 1 is the bare path, so page=1 is dropped).
 */
export function canonicalFor(origin: string, pathname: string, search = '', keep: readonly string[] = []): string {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    if (name === 'page' && !(Number(value) > 1)) continue;
    kept.set(name, value);
  }
  const query = kept.toString();
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

export interface PageSeo {
  /** The page's own name ('Envíos'); the document title becomes 'Envíos · Tienda Diverso'. */
  title: string;
  description: string;
  /** The full document title when it is not 'title · Tienda Diverso' (the home page: the store's name). */
  documentTitle?: string;
  /** false when the page writes its own <title> element (login and register mark theirs lang="en"). */
  titleTag?: boolean;
  /** Absolute canonical URL; without it, it comes from the root's origin and the location. */
  canonical?: string | null;
  /** Query parameters that are part of the page's identity (see canonicalFor). */
  keepParams?: readonly string[];
  /** The page's picture (absolute or site path); the default share image otherwise. */
  image?: { url: string; alt?: string | null; width?: number; height?: number } | null;
  type?: 'website' | 'product' | 'article';
  /** Extra tags (robots, …) appended as they are. */
  extra?: MetaDescriptor[];
}

/** The canonical URL of the page a meta function describes, or null when the origin is unknown. */
export function canonicalOfMeta(context: MetaContext, keepParams: readonly string[] = []): string | null {
  const origin = originFromMatches(context.matches);
  if (!origin || !context.location) return null;
  return canonicalFor(origin, context.location.pathname, context.location.search, keepParams);
}

/** Every tag of a public page, in the order they appear in <head>. */
export function seoMeta(context: MetaContext, page: PageSeo): MetaDescriptor[] {
  const canonical = page.canonical ?? canonicalOfMeta(context, page.keepParams);
  const documentTitle = page.documentTitle ?? `${page.title} · ${APP_NAME}`;
  const image = page.image ?? { url: DEFAULT_SHARE_IMAGE.path, alt: DEFAULT_SHARE_IMAGE.alt, width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height };
  const imageUrl = canonical ? new URL(image.url, canonical).href : /^https?:\/\//.test(image.url) ? image.url : null;
  const tags: MetaDescriptor[] = [];
  if (page.titleTag !== false) tags.push({ title: documentTitle });
  tags.push({ name: 'description', content: page.description });
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  tags.push(
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: APP_NAME },
    { property: 'og:locale', content: SITE_LOCALE },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
  );
  if (canonical) tags.push({ property: 'og:url', content: canonical });
  if (imageUrl) {
    tags.push({ property: 'og:image', content: imageUrl });
    if (image.width && image.height) {
      tags.push({ property: 'og:image:width', content: String(image.width) }, { property: 'og:image:height', content: String(image.height) });
    }
    if (image.alt) tags.push({ property: 'og:image:alt', content: image.alt });
  }
  tags.push(
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
  );
  if (imageUrl) {
    tags.push({ name: 'twitter:image', content: imageUrl });
    if (image.alt) tags.push({ name: 'twitter:image:alt', content: image.alt });
  }
  return [...tags, ...(page.extra ?? [])];
}

/** A description cut to what result pages show (about 160 characters), at a word. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
