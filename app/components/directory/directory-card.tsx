import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { DirectoryEntrySummary } from '@common/directory/contracts';
import { DIRECTORY_KIND_LABELS } from '@common/directory/rules';
import { EntryLogo, EntryTags, VerifiedBadge } from './entry-logo';

/** One entry in the directory's list; its name links to its page. */
export function DirectoryCard({ entry }: { entry: DirectoryEntrySummary }) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className="card relative flex h-full flex-col gap-4 p-5 transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-focus">
      <div className="flex items-start gap-4">
        <EntryLogo name={entry.name} logoUrl={entry.logo_url} />
        <div className="min-w-0">
          <h3 id={nameId} className="font-display text-xl leading-snug font-medium">
            {/* The whole card opens the entry; the link is the name, so it is read once. */}
            <Link to={entry.path} className="after:absolute after:inset-0 after:rounded-2xl hover:text-primary focus-visible:outline-none">
              {entry.name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted">
            <span className="sr-only">{DIRECTORY_KIND_LABELS[entry.kind].singular}: </span>
            {entry.sector}
          </p>
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-fg">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted" />
        {entry.city} · {entry.province}
      </p>
      <p className="text-sm leading-relaxed text-muted">{entry.summary}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {entry.is_verified && <VerifiedBadge />}
        <EntryTags tags={entry.tags.slice(0, 4)} label={`Etiquetas de ${entry.name}`} />
      </div>
    </article>
  );
}
