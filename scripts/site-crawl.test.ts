import { describe, expect, it } from 'vitest';
import { crawlSite, decodeAttribute, describeCrawlProblems, extractLinks, urlKind } from '../e2e/site-crawl';

const PAGE = 'http://127.0.0.1:4000/store/categories?page=2';

describe('extractLinks', () => {
  it('resolves every <a href> against the page, on the same origin, without the fragment, each once', () => {
    const html = `
      <a href="/store">Tienda</a>
      <a class="x" href="camisas">relative</a>
      <a href="?page=3#productos">next</a>
      <a href="#main">skip link</a>
      <a href='/help/faq'>single quotes</a>
      <a href=/about>unquoted</a>
      <a href="/store">again</a>
      <a href="http://127.0.0.1:4000/press">absolute, same origin</a>`;
    expect(extractLinks(html, PAGE)).toEqual([
      '/store',
      '/store/camisas',
      '/store/categories?page=3',
      '/store/categories?page=2',
      '/help/faq',
      '/about',
      '/press',
    ]);
  });

  it('leaves out mail, phone, script and other sites, and anchors without href', () => {
    const html = `
      <a href="mailto:hola@tiendadiverso.es">mail</a>
      <a href="tel:+34910000000">phone</a>
      <a href="javascript:void(0)">js</a>
      <a href="https://www.instagram.com/ruediverso">other site</a>
      <a href="//cdn.example.com/x.js">protocol-relative, other site</a>
      <a name="top">no href</a>
      <link href="/assets/app.css" rel="stylesheet">`;
    expect(extractLinks(html, PAGE)).toEqual([]);
  });

  it('decodes character references and ignores markup inside scripts, templates and comments', () => {
    const html = `
      <a href="/store?category=camisas&amp;size=M">amp</a>
      <a href="/store?search=colecci%C3%B3n">encoded</a>
      <script>const s = '<a href="/from-script">';</script>
      <template><a href="/from-template">t</a></template>
      <!-- <a href="/from-comment">c</a> -->`;
    expect(extractLinks(html, PAGE)).toEqual(['/store?category=camisas&size=M', '/store?search=colecci%C3%B3n']);
  });

  it('decodes named and numeric references, leaving unknown ones alone', () => {
    expect(decodeAttribute('a&amp;b&#38;c&#x26;d&quot;&bogus;')).toBe('a&b&c&d"&bogus;');
  });
});

describe('urlKind', () => {
  it('reads pages for links, only checks files and the API, and lets login-only areas redirect', () => {
    expect(urlKind('/store?page=2')).toBe('page');
    expect(urlKind('/administracion')).toBe('page');
    expect(urlKind('/users')).toBe('page');
    expect(urlKind('/admin')).toBe('guarded');
    expect(urlKind('/admin/products?page=2')).toBe('guarded');
    expect(urlKind('/user/orders')).toBe('guarded');
    expect(urlKind('/storage/products/1/foto-640.webp')).toBe('file');
    expect(urlKind('/assets/root-abc123.css')).toBe('file');
    expect(urlKind('/api/docs')).toBe('file');
  });
});

/** A fake site: path → [status, body or Location, content type]. */
function fakeFetch(routes: Record<string, { status: number; html?: string; location?: string; type?: string }>) {
  const requested: string[] = [];
  const impl = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const key = `${url.pathname}${url.search}`;
    requested.push(key);
    const route = routes[key] ?? { status: 404, html: '<h1>Page not found</h1>' };
    const headers = new Headers({ 'content-type': route.type ?? 'text/html; charset=utf-8' });
    if (route.location) headers.set('location', route.location);
    return new Response(route.html ?? '', { status: route.status, headers });
  }) as typeof fetch;
  return { impl, requested };
}

describe('crawlSite', () => {
  it('follows internal links once each and reports every broken one with the pages that link to it', async () => {
    const { impl, requested } = fakeFetch({
      '/': { status: 200, html: '<a href="/store">s</a><a href="/careers">c</a><a href="/old">o</a><a href="/user">u</a>' },
      '/store': { status: 200, html: '<a href="/">home</a><a href="/careers">c</a><a href="/storage/a.webp">img</a><a href="/gone">g</a>' },
      '/storage/a.webp': { status: 200, type: 'image/webp', html: '<a href="/never-read">' },
      '/old': { status: 301, location: '/store' },
      '/gone': { status: 308, location: '/missing' },
      '/user': { status: 302, location: '/login?redirect=%2Fuser' },
    });
    const result = await crawlSite({ baseUrl: 'http://127.0.0.1:4000', fetch: impl });

    expect(result.problems).toEqual([
      { url: '/careers', status: 404, linkedFrom: ['/', '/store'] },
      { url: '/missing', status: 404, linkedFrom: ['/gone'] },
    ]);
    expect(result.pagesRead).toBe(2);
    // Each URL once; the file is checked, not read; the login-only area is not followed.
    expect([...requested].sort()).toEqual(['/', '/careers', '/gone', '/missing', '/old', '/storage/a.webp', '/store', '/user']);
    expect(describeCrawlProblems(result.problems, 1)).toBe(
      '/careers: HTTP 404 — linked from / and 1 more\n/missing: HTTP 404 — linked from /gone',
    );
  });

  it('follows at most maxQueriesPerPath query variants of one path, the bare path always', async () => {
    const pages = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`/store?page=${i + 1}`, { status: 200, html: `<a href="/store?page=${i + 2}">next</a><a href="/store">all</a>` }]),
    );
    const { impl, requested } = fakeFetch({
      '/': { status: 200, html: '<a href="/store?page=1">1</a><a href="/about?x=1">a</a>' },
      '/store': { status: 200, html: '' },
      '/about?x=1': { status: 200, html: '' },
      ...pages,
    });
    const result = await crawlSite({ baseUrl: 'http://127.0.0.1:4000', fetch: impl, maxQueriesPerPath: 3 });
    expect([...requested].sort()).toEqual(['/', '/about?x=1', '/store', '/store?page=1', '/store?page=2', '/store?page=3']);
    expect(result.skipped).toEqual(['/store?page=4']);
    expect(result.problems).toEqual([]);
  });

  it('counts a server error, a redirect without a target and a failed request as problems', async () => {
    const routes = {
      '/': { status: 200, html: '<a href="/boom">b</a><a href="/nowhere">n</a><a href="/down">d</a>' },
      '/boom': { status: 500 },
      '/nowhere': { status: 302 },
    };
    const { impl } = fakeFetch(routes);
    const failing = (async (input: string | URL | Request) => {
      if (new URL(String(input)).pathname === '/down') throw new Error('connection refused');
      return impl(input);
    }) as typeof fetch;
    const result = await crawlSite({ baseUrl: 'http://127.0.0.1:4000', fetch: failing, concurrency: 2 });
    expect(result.problems).toEqual([
      { url: '/boom', status: 500, linkedFrom: ['/'] },
      { url: '/down', status: 0, detail: 'connection refused', linkedFrom: ['/'] },
      { url: '/nowhere', status: 302, detail: 'redirect without Location', linkedFrom: ['/'] },
    ]);
  });
});
