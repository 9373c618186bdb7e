import type { DirectoryEntry } from '@common/directory/contracts';
import { useNonce } from '~/lib/nonce';

/** schema.org LocalBusiness of an entry: what search engines read of its page. */
export function entryJsonLd(entry: DirectoryEntry, canonical: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, canonical).href;
  const address: Record<string, string> = { '@type': 'PostalAddress', addressLocality: entry.city, addressRegion: entry.province, addressCountry: 'ES' };
  if (entry.address) address.streetAddress = entry.address;
  if (entry.postal_code) address.postalCode = entry.postal_code;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': canonical,
    name: entry.name,
    description: entry.summary,
    address,
    url: entry.website ?? canonical,
  };
  if (entry.phone) data.telephone = entry.phone;
  if (entry.email) data.email = entry.email;
  if (entry.logo_url) {
    data.logo = absolute(entry.logo_url);
    data.image = absolute(entry.logo_url);
  }
  if (entry.tags.length > 0) data.keywords = entry.tags.join(', ');
  return data;
}

/** JSON for a script element: '<' escaped, so no text in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The JSON-LD block, with the page's CSP nonce like every inline script of the app. */
export function EntryJsonLd({ entry, canonical }: { entry: DirectoryEntry; canonical: string }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(entryJsonLd(entry, canonical)) }} />;
}
