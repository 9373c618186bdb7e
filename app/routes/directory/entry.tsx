import { data, redirect } from 'react-router';
import { APP_NAME } from '@common/constants';
import type { DirectoryEntry } from '@common/directory/contracts';
import { kindFromPath } from '@common/directory/rules';
import { canonicalOf } from '~/components/directory/directory-query';
import { EntryJsonLd } from '~/components/directory/entry-json-ld';
import { EntryView } from '~/components/directory/entry-view';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-client';
import { seoMeta } from '~/lib/seo/meta';
import type { Route } from './+types/entry';

/**
 * /directorio/{empresas|servicios|profesionales}/{slug}: an entry's page. Another word in the
 * kind's place, or a slug the directory does not publish, is the 404 page; a slug filed under
 * another kind answers 301 to its real address.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = kindFromPath(params.kind);
  if (!kind) throw data(null, { status: 404 });
  let entry: DirectoryEntry;
  try {
    entry = (await serverApi(context)('GET /directory/entries/{slug}', { params: { slug: params.slug } })).data;
  } catch (error) {
    const isMissing = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
    throw data(null, { status: isMissing ? 404 : 503 });
  }
  if (entry.kind !== kind) throw redirect(entry.path, 301);
  return { entry, canonical: canonicalOf(request, entry.path) };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.data;
  if (!loaded) return [{ title: `Page not found · ${APP_NAME}` }];
  const { entry, canonical } = loaded;
  const description = `${entry.summary} ${entry.sector} en ${entry.city} (${entry.province}).`;
  return seoMeta(args, {
    title: entry.name,
    description: description.length > 200 ? `${description.slice(0, 197).trimEnd()}…` : description,
    canonical,
    image: entry.logo_url ? { url: entry.logo_url, alt: `Logotipo de ${entry.name}` } : null,
  });
};

export default function DirectoryEntryScreen({ loaderData }: Route.ComponentProps) {
  const { entry, canonical } = loaderData;
  return (
    <>
      <EntryView entry={entry} />
      <EntryJsonLd entry={entry} canonical={canonical} />
    </>
  );
}
