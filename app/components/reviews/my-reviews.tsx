import { CheckCircle2, MessageSquareQuote, PenLine, Star as StarIcon, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MyReview, MyReviewsOverview, ReviewableProduct } from '@common/reviews/contracts';
import { REVIEW_FIT_LABELS } from '@common/reviews/fit';
import { AccountPage } from '~/components/account/account-page';
import { EmptyState } from '~/components/account/empty-state';
import { useAlertDialog } from '~/components/ui/alert-dialog';
import { apiErrorMessage } from '~/lib/api/errors';
import { ReviewFormView, type SendReview } from './review-form';
import { StarRating } from './star-rating';

export const MY_REVIEWS_SCREEN = { eyebrow: 'Compras', title: 'Mis opiniones' };
const DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

const STATUS_STYLE: Record<MyReview['status'], string> = {
  pending: 'border-warning/40 bg-warning/10 text-warning',
  published: 'border-success/40 bg-success/10 text-success',
  rejected: 'border-danger/40 bg-danger/10 text-danger',
};

function ProductThumb({ product }: { product: { name: string; image_url: string | null } }) {
  return product.image_url ? (
    <img src={product.image_url} alt="" width={64} height={80} loading="lazy" className="h-20 w-16 shrink-0 rounded-lg border border-line object-cover" />
  ) : (
    <span aria-hidden="true" className="h-20 w-16 shrink-0 rounded-lg border border-line bg-surface-muted" />
  );
}

function ToReview({ item, open, onOpen, send, onSent }: { item: ReviewableProduct; open: boolean; onOpen: () => void; send: SendReview; onSent: (review: MyReview) => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);
  return (
    <li className="card p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <ProductThumb product={item.product} />
        <div className="min-w-0 flex-1">
          <h3 ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
            {item.product.slug ? (
              <Link to={`/store/products/${item.product.slug}`} className="underline-offset-4 hover:underline">
                {item.product.name}
              </Link>
            ) : (
              item.product.name
            )}
          </h3>
          <p className="mt-1 text-sm text-muted">
            Pedido {item.order_number}
            {item.bought_size ? ` · talla ${item.bought_size}` : ''}
            {item.delivered_at ? ` · entregado el ${DATE.format(new Date(item.delivered_at))}` : ''}
          </p>
          {!open && (
            <button type="button" onClick={onOpen} className="btn-secondary mt-4 inline-flex items-center gap-2">
              <PenLine aria-hidden="true" className="size-4" />
              Escribir una opinión
            </button>
          )}
        </div>
      </div>
      {open && (
        <div className="mt-6 border-t border-line pt-6">
          <ReviewFormView item={item} send={send} onSent={onSent} />
        </div>
      )}
    </li>
  );
}

/** Deletes one of the customer's reviews and answers the overview as it is afterwards. */
export type RemoveReview = (id: number) => Promise<MyReviewsOverview>;

function DeleteReview({ review, remove, onRemoved }: { review: MyReview; remove: RemoveReview; onRemoved: (overview: MyReviewsOverview) => void }) {
  const { show } = useAlertDialog();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmDelete() {
    const answer = await show({
      type: 'warning',
      title: '¿Borrar tu opinión?',
      message: `Sobre «${review.product.name}».${review.status === 'published' ? ' Dejará de verse en la ficha de la prenda.' : ''} Podrás escribir otra, que revisaremos antes de publicarla.`,
      confirmText: 'Borrar',
      cancelText: 'Cancelar',
    });
    if (answer !== 'confirm') return;
    setBusy(true);
    setError(null);
    try {
      onRemoved(await remove(review.id));
    } catch (err) {
      setBusy(false);
      setError(apiErrorMessage(err, 'No hemos podido borrar tu opinión. Inténtalo de nuevo.'));
    }
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => void confirmDelete()}
        disabled={busy}
        aria-label={`Borrar opinión sobre ${review.product.name}`}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-danger underline-offset-4 hover:underline disabled:opacity-60"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {busy ? 'Borrando…' : 'Borrar opinión'}
      </button>
      <span role="status" className="text-sm text-danger empty:hidden">
        {error}
      </span>
    </div>
  );
}

function ReviewItem({ review, remove, onRemoved }: { review: MyReview; remove: RemoveReview; onRemoved: (overview: MyReviewsOverview) => void }) {
  return (
    <li className="card p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <ProductThumb product={review.product} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">
              {review.product.slug && review.status === 'published' ? (
                <Link to={`/store/products/${review.product.slug}#opiniones`} className="underline-offset-4 hover:underline">
                  {review.product.name}
                </Link>
              ) : (
                review.product.name
              )}
            </h3>
            <span className={`rounded-full border px-3 py-0.5 text-xs font-semibold ${STATUS_STYLE[review.status]}`}>{review.status_label}</span>
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-3 text-sm">
            <StarRating rating={review.rating} size="sm" />
            <span className="text-muted">
              Le queda: {REVIEW_FIT_LABELS[review.fit].toLowerCase()} · talla habitual {review.usual_size} · compraste {review.bought_size}
            </span>
          </p>
          {review.title && <p className="mt-3 font-medium">{review.title}</p>}
          {review.body && <p className="mt-1 max-w-prose text-sm leading-relaxed whitespace-pre-line">{review.body}</p>}
          <p className="mt-3 text-xs text-muted">Escrita el {DATE.format(new Date(review.created_at))}</p>
          {review.status === 'pending' && <p className="mt-3 text-sm text-muted">La estamos revisando: te avisaremos por email cuando esté publicada.</p>}
          {review.status === 'rejected' && review.rejection_reason && (
            <p className="mt-3 rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm">
              <span className="font-semibold">No la hemos publicado: </span>
              {review.rejection_reason}
              <span className="mt-1 block text-muted">Si quieres, bórrala y escribe otra.</span>
            </p>
          )}
          {review.reply && (
            <div className="mt-3 rounded-lg border-l-4 border-primary bg-surface-muted px-3 py-2 text-sm">
              <p className="flex items-center gap-2 font-semibold">
                <MessageSquareQuote aria-hidden="true" className="size-4 text-primary" />
                Respuesta de Tienda Diverso
              </p>
              <p className="mt-1 whitespace-pre-line">{review.reply.text}</p>
            </div>
          )}
          <DeleteReview review={review} remove={remove} onRemoved={onRemoved} />
        </div>
      </div>
    </li>
  );
}

/**
 * /user/reviews: the delivered products the customer can still review (one opened from
 * ?producto=ID, as the product page and the order link here) and their reviews with their state.
 */
export function MyReviews({ overview, wantedProductId, send, remove }: { overview: MyReviewsOverview; wantedProductId: number | null; send: SendReview; remove: RemoveReview }) {
  const [reviews, setReviews] = useState(overview.reviews);
  const [reviewable, setReviewable] = useState(overview.reviewable);
  const [openId, setOpenId] = useState<number | null>(() => (reviewable.some((r) => r.product.id === wantedProductId) ? wantedProductId : null));
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const wantedButNot = wantedProductId !== null && !reviewable.some((r) => r.product.id === wantedProductId);
  const alreadyReviewed = wantedButNot && reviews.some((r) => r.product.id === wantedProductId);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  function onSent(review: MyReview) {
    setReviews((current) => [review, ...current]);
    setReviewable((current) => current.filter((item) => item.product.id !== review.product.id));
    setOpenId(null);
    setSent(`Gracias. Hemos recibido tu opinión sobre «${review.product.name}»: la revisamos y te avisamos por email cuando esté publicada.`);
  }

  function onRemoved(name: string, next: MyReviewsOverview) {
    setReviews(next.reviews);
    setReviewable(next.reviewable);
    setOpenId(null);
    setSent(`Hemos borrado tu opinión sobre «${name}».`);
  }

  return (
    <AccountPage eyebrow={MY_REVIEWS_SCREEN.eyebrow} title={MY_REVIEWS_SCREEN.title} description="Cuéntanos qué tal te quedan las prendas que te han llegado: tu opinión ayuda a elegir talla a la próxima persona.">
      {sent && (
        <p ref={sentRef} tabIndex={-1} role="status" className="mb-8 flex items-start gap-2 rounded-xl border border-success/40 bg-success/10 px-4 py-3 text-sm focus:outline-none">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {sent}
        </p>
      )}
      {wantedButNot && !sent && (
        <p role="status" className="mb-8 rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm">
          {alreadyReviewed
            ? 'Ya has opinado sobre esta prenda: la tienes aquí abajo con su estado.'
            : 'Solo puedes opinar sobre prendas de pedidos tuyos que ya te hemos entregado. Cuando te llegue, la verás aquí.'}
        </p>
      )}

      <section aria-labelledby="to-review-title">
        <h2 id="to-review-title" className="font-display text-2xl font-semibold tracking-tight">
          Pendientes de opinar
        </h2>
        {reviewable.length === 0 ? (
          <p className="mt-4 text-muted">No tienes prendas entregadas sin opinar.</p>
        ) : (
          <ul className="mt-6 grid gap-4">
            {reviewable.map((item) => (
              <ToReview key={item.product.id} item={item} open={openId === item.product.id} onOpen={() => setOpenId(item.product.id)} send={send} onSent={onSent} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-reviews-title" className="mt-12">
        <h2 id="my-reviews-title" className="font-display text-2xl font-semibold tracking-tight">
          Tus opiniones
        </h2>
        {reviews.length === 0 ? (
          <div className="mt-6">
            <EmptyState icon={StarIcon} title="Aún no has escrito ninguna opinión" description="Cuando te llegue un pedido, podrás contarnos qué tal te queda cada prenda." />
          </div>
        ) : (
          <ul className="mt-6 grid gap-4">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} remove={remove} onRemoved={(next) => onRemoved(review.product.name, next)} />
            ))}
          </ul>
        )}
      </section>
    </AccountPage>
  );
}
