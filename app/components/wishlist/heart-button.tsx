import { useId, useState } from 'react';
import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { deferModule, preload, useFocusHandOver } from '~/components/ui/deferred';
import { useAuth } from '~/lib/auth';

export interface HeartButtonProps {
  productId: number;
  /** 'overlay' sits on a product picture; 'outline' stands next to a button. */
  look?: 'overlay' | 'outline';
  /** Id of the element naming the product, so a list of hearts can be told apart. */
  describedBy?: string;
  className?: string;
}

// Favourites are kept by the page's script: a browser that runs none is not shown the heart (issue 36).
export const HEART_BUTTON = 'inline-flex shrink-0 items-center justify-center rounded-full transition noscript:hidden';

export function heartLook(look: 'overlay' | 'outline') {
  return look === 'overlay' ? 'size-10 bg-surface/90 text-fg shadow-sm hover:bg-surface' : 'size-12 border border-line bg-surface text-fg hover:border-fg';
}

const liveHeart = deferModule(() => import('./heart-button-live'));

/**
 * Save to / remove from favourites (heart-button-live.tsx). A first-time visitor has no list (issue 36): the heart is
 * drawn empty and the wishlist's code (its store, the sign-in address, the API calls) loads only when there is a list
 * to show — a signed-in shopper, also one who signs in later in this tab — or when a heart is pointed at, focused or
 * pressed; a press before the code is here is carried out once it is.
 */
export function HeartButton(props: HeartButtonProps) {
  const { productId: _productId, look = 'outline', describedBy, className } = props;
  const { status } = useAuth();
  const [pressed, setPressed] = useState(false);
  const focusKey = `heart-${useId()}`;
  const module = liveHeart.useModule({ now: pressed || status === 'authenticated', idle: false });
  if (module) return <module.LiveHeartButton {...props} focusKey={focusKey} pressOnMount={pressed} />;
  return <ClosedHeartButton focusKey={focusKey} look={look} describedBy={describedBy} className={className} onPress={() => setPressed(true)} />;
}

function ClosedHeartButton({
  focusKey,
  look,
  describedBy,
  className,
  onPress,
}: {
  focusKey: string;
  look: 'overlay' | 'outline';
  describedBy?: string;
  className?: string;
  onPress: () => void;
}) {
  useFocusHandOver(focusKey, { gives: true });
  const intent = () => preload(liveHeart);
  return (
    <button
      type="button"
      aria-pressed={false}
      aria-label="Guardar en favoritos"
      aria-describedby={describedBy}
      data-focus-key={focusKey}
      onPointerEnter={intent}
      onFocus={intent}
      onClick={onPress}
      className={clsx(HEART_BUTTON, heartLook(look), className)}
    >
      <Heart aria-hidden="true" className="size-5 transition-transform" strokeWidth={1.75} />
    </button>
  );
}
