import clsx from 'clsx';
import { initialsOf } from './admin-navigation';

export interface AdminAvatarProps {
  name: string | null | undefined;
  photoUrl?: string | null;
  className?: string;
  /** 'soft' for lists of other people, so the signed-in user's own avatar stands out. */
  tone?: 'strong' | 'soft';
}

/** The user's photo, or their initials on the brand colour; decorative next to the visible name. */
export function AdminAvatar({ name, photoUrl, className, tone = 'strong' }: AdminAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-semibold select-none',
        tone === 'strong' ? 'bg-secondary text-on-secondary' : 'bg-surface-muted text-fg ring-1 ring-line',
        className ?? 'size-9 text-xs',
      )}
    >
      {photoUrl ? (
        <img src={photoUrl} alt="" className="size-full object-cover" draggable={false} />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
