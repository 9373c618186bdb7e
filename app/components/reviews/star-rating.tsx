import { Star } from 'lucide-react';
import { ratingText } from '@common/reviews/rules';

/**
 * Stars as a picture with its words: "4,5 de 5 estrellas" for a screen reader, five stars filled to
 * the rating for the eye (half a star shows as half).
 */
export function StarRating({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' | 'lg' }) {
  const box = size === 'sm' ? 'size-3.5' : size === 'lg' ? 'size-6' : 'size-4.5';
  return (
    <span role="img" aria-label={`${ratingText(rating)} estrellas`} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, rating - (n - 1)));
        return (
          <span key={n} aria-hidden="true" className={`relative inline-block ${box}`}>
            <Star className={`absolute inset-0 ${box} text-muted`} strokeWidth={1.5} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={`${box} fill-accent text-fg`} strokeWidth={1.5} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
