import clsx from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { initialsOf } from './directory-query';

/** The entry's logo, or its initials on a tinted disc when staff have uploaded none. */
export function EntryLogo({ name, logoUrl, size = 'md' }: { name: string; logoUrl: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-20 text-2xl sm:size-24 sm:text-3xl' : 'size-14 text-lg';
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={`Logo de ${name}`}
        width={size === 'lg' ? 96 : 56}
        height={size === 'lg' ? 96 : 56}
        loading="lazy"
        decoding="async"
        className={clsx(box, 'shrink-0 rounded-2xl border border-line bg-surface object-contain p-1')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(box, 'inline-flex shrink-0 items-center justify-center rounded-2xl bg-secondary font-display font-semibold text-on-secondary')}
    >
      {initialsOf(name)}
    </span>
  );
}

/** 'Verificada': staff have checked the entry's details. */
export function VerifiedBadge() {
  return (
    <span
      title="El equipo de Tienda Diverso ha comprobado sus datos"
      className="inline-flex items-center gap-1 rounded-full border border-success/40 px-2.5 py-0.5 text-xs font-semibold text-success"
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verificada
    </span>
  );
}

/** The entry's tags, as quiet pills. */
export function EntryTags({ tags, label }: { tags: readonly string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs text-muted">
          {tag}
        </li>
      ))}
    </ul>
  );
}
