import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFrom } from '~/components/auth/auth-paths';
import { useFocusHandOver } from '~/components/ui/deferred';
import { getAuthState, startAuth, useAuth } from '~/lib/auth';
import { HEART_BUTTON, heartLook, type HeartButtonProps } from './heart-button';
import { setSaved, useWishlist } from './wishlist-store';

/**
 * The heart with the wishlist's rules, loaded by HeartButton (issue 36) when there is a list to show (a session) or
 * the shopper reaches for a heart. Guests go to /login (and come back here afterwards); signed-in customers see the
 * change at once and get it undone with a message if it fails.
 */
export function LiveHeartButton({
  productId,
  look = 'outline',
  describedBy,
  className,
  focusKey,
  pressOnMount = false,
}: HeartButtonProps & { focusKey: string; pressOnMount?: boolean }) {
  const { status } = useAuth();
  const { ids, pending } = useWishlist();
  const navigate = useNavigate();
  const location = useLocation();
  const isSaved = status === 'authenticated' && ids.has(productId);
  useFocusHandOver(focusKey);

  async function onClick() {
    if (getAuthState().status === 'loading') await startAuth();
    if (getAuthState().status !== 'authenticated') {
      void navigate(loginPathFrom(location));
      return;
    }
    void setSaved(productId, !isSaved);
  }

  // The press that brought this code in (HeartButton) is carried out once it is here.
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressOnMount || pressed.current) return;
    pressed.current = true;
    void onClick();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the button mounts
  }, [pressOnMount]);

  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={isSaved ? 'Quitar de favoritos' : 'Guardar en favoritos'}
      aria-describedby={describedBy}
      aria-busy={pending.has(productId) || undefined}
      data-focus-key={focusKey}
      onClick={() => void onClick()}
      className={clsx(HEART_BUTTON, heartLook(look), className)}
    >
      <Heart
        aria-hidden="true"
        className={clsx('size-5 transition-transform', isSaved && 'scale-110 fill-danger text-danger')}
        strokeWidth={isSaved ? 2 : 1.75}
      />
    </button>
  );
}

