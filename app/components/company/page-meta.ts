import { seoMeta } from '~/lib/seo/meta';

/** The address of this page without query or fragment: its canonical URL, from the request the server answers. */
export function canonicalUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname.replace(/(.)\/+$/, '$1')}`;
}

/**
 * Title 'X · Tienda Diverso', description and, once the loader has run, the canonical link with the
 * Open Graph and Twitter tags (~/lib/seo/meta, shared by every public page).
 */
export function pageMeta({ title, description, canonical }: { title: string; description: string; canonical?: string }) {
  return seoMeta({}, { title, description, canonical });
}
