import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFrom } from '~/components/auth/auth-paths';
import { getAuthState, startAuth, useAuth } from '~/lib/auth';
import { setSaved, useWishlist } from './wishlist-store';

interface HeartButtonProps {
  productId: number;
  /** 'overlay' sits on a product picture; 'outline' stands next to a button. */
  look?: 'overlay' | 'outline';
  /** Id of the element naming the product, so a list of hearts can be told apart. */
  describedBy?: string;
  className?: string;
}

/**
 * Save to / remove from favourites. Guests go to /login (and come back here afterwards);
 * signed-in customers see the change at once and get it undone with a message if it fails.
 */
export function HeartButton({ productId, look = 'outline', describedBy, className }: HeartButtonProps) {
  const { status } = useAuth();
  const { ids, pending } = useWishlist();
  const navigate = useNavigate();
  const location = useLocation();
  const isSaved = status === 'authenticated' && ids.has(productId);

  async function onClick() {
    if (getAuthState().status === 'loading') await startAuth();
    if (getAuthState().status !== 'authenticated') {
      void navigate(loginPathFrom(location));
      return;
    }
    void setSaved(productId, !isSaved);
  }

  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={isSaved ? 'Quitar de favoritos' : 'Guardar en favoritos'}
      aria-describedby={describedBy}
      aria-busy={pending.has(productId) || undefined}
      onClick={() => void onClick()}
      // Favourites are kept by the page's script: a browser that runs none is not shown the heart (issue 36).
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full transition noscript:hidden',
        look === 'overlay'
          ? 'size-10 bg-surface/90 text-fg shadow-sm hover:bg-surface'
          : 'size-12 border border-line bg-surface text-fg hover:border-fg',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={clsx('size-5 transition-transform', isSaved && 'scale-110 fill-danger text-danger')}
        strokeWidth={isSaved ? 2 : 1.75}
      />
    </button>
  );
}
