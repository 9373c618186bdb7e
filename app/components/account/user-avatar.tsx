import clsx from 'clsx';
import { initials } from './account-format';

interface UserAvatarProps {
  name: string | null | undefined;
  photoUrl: string | null | undefined;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-14 text-lg',
  xl: 'size-28 text-3xl',
};

/** Profile photo, or the name's initials on a brand-coloured disc; decorative beside the name. */
export function UserAvatar({ name, photoUrl, size = 'md', className }: UserAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-full bg-secondary font-display font-semibold text-on-secondary ring-2 ring-surface',
        SIZES[size],
        className,
      )}
    >
      {photoUrl ? (
        <img src={photoUrl} alt="" className="size-full object-cover" />
      ) : (
        <span>{initials(name)}</span>
      )}
    </span>
  );
}
