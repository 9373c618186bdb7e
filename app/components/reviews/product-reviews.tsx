import { BadgeCheck, Camera, MessageSquareQuote, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ProductReviews as Reviews, PublicReview } from '@common/reviews/contracts';
import { REVIEW_FITS, REVIEW_FIT_LABELS } from '@common/reviews/fit';
import { ratingText, reviewCountText, REVIEW_SORT_LABELS, REVIEW_SORTS } from '@common/reviews/rules';
import { loginPathFrom } from '~/components/auth/auth-paths';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { useAuth } from '~/lib/auth';
import { REVIEWS_ANCHOR, reviewsViewFrom, type ReviewsView } from './reviews-view';
import { StarRating } from './star-rating';
import { WriteReviewAction } from './write-review-action';
import { formatDecimal } from '@common/decimal';

const DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });
const PERCENT = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 });

function viewHref(search: string, view: Partial<ReviewsView>): string {
  const params = new URLSearchParams(search);
  const next = { ...reviewsViewFrom(params), page: 1, ...view };
  params.delete('opiniones_orden');
  params.delete('opiniones_fotos');
  params.delete('opiniones_pagina');
  if (next.sort === 'useful') params.set('opiniones_orden', 'utiles');
  if (next.withPhotos) params.set('opiniones_fotos', '1');
  if (next.page > 1) params.set('opiniones_pagina', String(next.page));
  const query = params.toString();
  return `${query ? `?${query}` : '?'}#${REVIEWS_ANCHOR}`;
}

/** How the garment fits, as its buyers say: one bar per fit, with its share in words. */
function FitDistribution({ fit, count }: { fit: Reviews['summary']['fit']; count: number }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">¿Qué tal queda?</h3>
      <ul className="mt-3 flex flex-col gap-2.5">
        {REVIEW_FITS.map((key) => {
          const share = count > 0 ? fit[key] / count : 0;
          return (
            <li key={key} className="grid grid-cols-[5rem_1fr_3rem] items-center gap-3 text-sm">
              <span>{REVIEW_FIT_LABELS[key]}</span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
                <span className="block h-full rounded-full bg-primary" style={{ width: `${share * 100}%` }} />
              </span>
              <span className="text-right tabular-nums text-muted">
                {PERCENT.format(share)}
                <span className="sr-only"> de las opiniones ({fit[key]})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function HelpfulButton({ review }: { review: PublicReview }) {
  const { status } = useAuth();
  const location = useLocation();
  const [count, setCount] = useState(review.helpful_count);
  const [state, setState] = useState<'idle' | 'sending' | 'voted'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const label = `Útil${count > 0 ? ` (${count})` : ''}`;

  if (status !== 'authenticated') {
    return (
      <Link
        to={loginPathFrom({ pathname: location.pathname, search: location.search, hash: `#${REVIEWS_ANCHOR}` })}
        className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-xs font-medium hover:border-fg"
        aria-label={`${label}: inicia sesión para votar esta opinión`}
      >
        <ThumbsUp aria-hidden="true" className="size-3.5" />
        {label}
      </Link>
    );
  }

  async function vote() {
    setState('sending');
    setMessage(null);
    try {
      const reply = await api('POST /reviews/{id}/helpful', { params: { id: review.id } });
      setCount(reply.data.helpful_count);
      setState('voted');
    } catch (error) {
      setState('idle');
      setMessage(apiErrorMessage(error, 'No hemos podido guardar tu voto. Inténtalo de nuevo.'));
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void vote()}
        disabled={state !== 'idle'}
        aria-pressed={state === 'voted'}
        className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-xs font-medium hover:border-fg disabled:cursor-default aria-pressed:border-primary aria-pressed:text-primary"
      >
        <ThumbsUp aria-hidden="true" className="size-3.5" />
        {label}
      </button>
      <span role="status" className="text-xs text-muted">
        {state === 'voted' ? 'Gracias por tu voto.' : message}
      </span>
    </span>
  );
}

function ReviewCard({ review }: { review: PublicReview }) {
  const date = new Date(review.created_at);
  return (
    <li className="border-t border-line py-8 first:border-t-0 first:pt-0">
      <article aria-label={`Opinión de ${review.author_name}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StarRating rating={review.rating} size="sm" />
          {review.title && <h3 className="text-base font-semibold">{review.title}</h3>}
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span className="font-medium text-fg">{review.author_name}</span>
          <span className="inline-flex items-center gap-1">
            <BadgeCheck aria-hidden="true" className="size-3.5 text-success" />
            Compra verificada
          </span>
          <time dateTime={review.created_at}>{DATE.format(date)}</time>
        </p>
        <dl className="mt-4 flex flex-wrap gap-2 text-xs">
          <div className="flex gap-1 rounded-full bg-surface-muted px-3 py-1">
            <dt className="text-muted">Le queda:</dt>
            <dd className="font-semibold">{REVIEW_FIT_LABELS[review.fit]}</dd>
          </div>
          <div className="flex gap-1 rounded-full bg-surface-muted px-3 py-1">
            <dt className="text-muted">Talla habitual:</dt>
            <dd className="font-semibold">{review.usual_size}</dd>
          </div>
          <div className="flex gap-1 rounded-full bg-surface-muted px-3 py-1">
            <dt className="text-muted">Compró:</dt>
            <dd className="font-semibold">{review.bought_size}</dd>
          </div>
        </dl>
        {review.body && <p className="mt-4 max-w-prose leading-relaxed whitespace-pre-line">{review.body}</p>}
        {review.photo && (
          <a href={review.photo.url} className="mt-4 block w-fit overflow-hidden rounded-xl border border-line" target="_blank" rel="noopener">
            <img
              src={review.photo.url}
              width={review.photo.width}
              height={review.photo.height}
              alt={`Foto de ${review.author_name} con la prenda`}
              loading="lazy"
              decoding="async"
              className="h-40 w-auto object-cover"
            />
            <span className="sr-only"> (se abre en otra pestaña)</span>
          </a>
        )}
        {review.reply && (
          <div className="mt-5 max-w-prose rounded-xl border-l-4 border-primary bg-surface-muted px-4 py-3 text-sm">
            <p className="flex items-center gap-2 font-semibold">
              <MessageSquareQuote aria-hidden="true" className="size-4 text-primary" />
              Respuesta de Tienda Diverso
            </p>
            <p className="mt-1 leading-relaxed whitespace-pre-line">{review.reply.text}</p>
          </div>
        )}
        <div className="mt-4">
          <HelpfulButton review={review} />
        </div>
      </article>
    </li>
  );
}

/**
 * The product's reviews (issue 25), rendered on the server with the page: the average, the fit as
 * buyers report it, and the published reviews, newest or most useful first, optionally only those
 * with photos. The sort and the pages are links, so they work before the scripts run.
 */
export function ProductReviews({ reviews, view, productId }: { reviews: Reviews | null; view: ReviewsView; productId: number }) {
  const location = useLocation();
  const summary = reviews?.summary;
  const count = summary?.count ?? 0;

  return (
    <section id={REVIEWS_ANCHOR} aria-labelledby="product-reviews-title" className="mt-20 scroll-mt-28 border-t border-line pt-12 lg:mt-28">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">De quien ya la lleva</p>
          <h2 id="product-reviews-title" className="mt-2 font-display text-3xl font-semibold tracking-tight">
            Opiniones
          </h2>
        </div>
        <WriteReviewAction productId={productId} />
      </div>

      {!reviews ? (
        <p className="mt-6 text-muted">Ahora mismo no podemos mostrar las opiniones. Vuelve a intentarlo en un momento.</p>
      ) : count === 0 || !summary || summary.average === null ? (
        <p className="mt-6 max-w-prose text-muted">
          Aún no hay opiniones de esta prenda. Si la has comprado y ya te ha llegado, cuéntanos qué tal te queda: ayudarás a elegir talla a la próxima persona.
        </p>
      ) : (
        <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:gap-16">
          <div className="flex flex-col gap-8">
            <div>
              <p className="flex items-baseline gap-2">
                <span className="font-display text-5xl font-semibold tabular-nums">
                  {formatDecimal(summary.average, 1, 1)}
                </span>
                <span className="text-muted">de 5</span>
              </p>
              <p className="mt-2">
                <StarRating rating={summary.average} />
              </p>
              <p className="mt-2 text-sm text-muted">
                {reviewCountText(count)} de compras verificadas · media {ratingText(summary.average)}
              </p>
            </div>
            <FitDistribution fit={summary.fit} count={count} />
          </div>

          <div>
            <nav aria-label="Ordenar y filtrar las opiniones" className="flex flex-wrap items-center gap-2">
              {REVIEW_SORTS.map((sort) => (
                <Link
                  key={sort}
                  to={viewHref(location.search, { sort })}
                  preventScrollReset
                  aria-current={view.sort === sort ? 'true' : undefined}
                  className="rounded-full border border-line px-4 py-1.5 text-sm hover:border-fg aria-[current]:border-fg aria-[current]:bg-fg aria-[current]:text-bg"
                >
                  {REVIEW_SORT_LABELS[sort]}
                </Link>
              ))}
              {summary.with_photos > 0 && (
                <Link
                  to={viewHref(location.search, { sort: view.sort, withPhotos: !view.withPhotos })}
                  preventScrollReset
                  aria-current={view.withPhotos ? 'true' : undefined}
                  className="inline-flex items-center gap-1.5 rounded-full border border-line px-4 py-1.5 text-sm hover:border-fg aria-[current]:border-fg aria-[current]:bg-fg aria-[current]:text-bg"
                >
                  <Camera aria-hidden="true" className="size-4" />
                  Con fotos ({summary.with_photos})
                </Link>
              )}
            </nav>

            {reviews.data.length === 0 ? (
              <p className="mt-8 text-muted">No hay opiniones con fotos todavía.</p>
            ) : (
              <ul className="mt-8">
                {reviews.data.map((review) => (
                  <ReviewCard key={review.id} review={review} />
                ))}
              </ul>
            )}

            {reviews.last_page > 1 && (
              <nav aria-label="Páginas de opiniones" className="mt-4 flex items-center justify-between gap-4 border-t border-line pt-6 text-sm">
                {reviews.current_page > 1 ? (
                  <Link to={viewHref(location.search, { sort: view.sort, withPhotos: view.withPhotos, page: reviews.current_page - 1 })} preventScrollReset className="underline underline-offset-4">
                    Opiniones anteriores
                  </Link>
                ) : (
                  <span />
                )}
                <span className="text-muted">
                  Página {reviews.current_page} de {reviews.last_page}
                </span>
                {reviews.current_page < reviews.last_page ? (
                  <Link to={viewHref(location.search, { sort: view.sort, withPhotos: view.withPhotos, page: reviews.current_page + 1 })} preventScrollReset className="underline underline-offset-4">
                    Más opiniones
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
