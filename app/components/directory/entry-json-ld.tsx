import type { DirectoryEntry } from '@common/directory/contracts';
import { DIRECTORY_KIND_LABELS } from '@common/directory/rules';
import { JsonLd, scriptJson } from '~/lib/seo/json-ld';
import { breadcrumbJsonLd } from '~/lib/seo/structured-data';
import { directoryListPath } from './directory-query';

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

export { scriptJson };

/** The entry's LocalBusiness and its breadcrumb trail, as two JSON-LD blocks (~/lib/seo/json-ld: escaped, with the CSP nonce). */
export function EntryJsonLd({ entry, canonical }: { entry: DirectoryEntry; canonical: string }) {
  const origin = new URL(canonical).origin;
  const listPath = directoryListPath(entry.kind);
  const trail = breadcrumbJsonLd(origin, [
    { name: 'Inicio', path: '/' },
    { name: 'Directorio', path: '/directorio' },
    { name: DIRECTORY_KIND_LABELS[entry.kind].plural, path: listPath },
    { name: entry.name, path: canonical },
  ]);
  return (
    <>
      <JsonLd data={entryJsonLd(entry, canonical)} />
      <JsonLd data={trail} />
    </>
  );
}
