import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import { useNonce } from '~/lib/nonce';

/** JSON for a script element: '<' escaped, so no text in it can close the element (nor U+2028/9 break old parsers). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * A schema.org JSON-LD block (one object, or several as a list), with the page's CSP nonce like
 * every inline script of the app. Nothing is drawn for null.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] | null }) {
  const nonce = useNonce();
  if (!data) return null;
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}

/** The origin the root loader saw ('https://tienda.example'); null outside the app's root (some component tests). */
export function useSiteOrigin(): string | null {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const root = state?.loaderData.root as { origin?: unknown } | undefined;
  return typeof root?.origin === 'string' ? root.origin : null;
}
