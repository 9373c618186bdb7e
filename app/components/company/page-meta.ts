import { APP_NAME } from '@common/constants';

/** The address of this page without query or fragment: its canonical URL, from the request the server answers. */
export function canonicalUrl(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname.replace(/(.)\/+$/, '$1')}`;
}

/** Title 'X · Tienda Diverso', description and, once the loader has run, the canonical link. */
export function pageMeta({ title, description, canonical }: { title: string; description: string; canonical?: string }) {
  return [
    { title: `${title} · ${APP_NAME}` },
    { name: 'description', content: description },
    ...(canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : []),
  ];
}
