import clsx from 'clsx';
import { Check, MessageSquareReply, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RejectReviewBody, ReplyReviewBody, type AdminReview, type AdminReviewsPage } from '@common/reviews/contracts';
import { REVIEW_FIT_LABELS } from '@common/reviews/fit';
import { REVIEW_REJECTION_MAX, REVIEW_REPLY_MAX, REVIEW_STATUSES, type ReviewStatus } from '@common/reviews/rules';
import { AdminPageHeader } from '~/components/admin/admin-page-header';
import { schemaErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { TextAreaField } from '~/components/forms/textarea-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { StarRating } from '~/components/reviews/star-rating';

const DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const TABS: { status: ReviewStatus | null; label: string }[] = [
  { status: 'pending', label: 'Pendientes' },
  { status: 'published', label: 'Publicadas' },
  { status: 'rejected', label: 'Rechazadas' },
  { status: null, label: 'Todas' },
];

const STATUS_STYLE: Record<ReviewStatus, string> = {
  pending: 'border-warning/40 bg-warning/10 text-warning',
  published: 'border-success/40 bg-success/10 text-success',
  rejected: 'border-danger/40 bg-danger/10 text-danger',
};

/** ?estado=pendientes|publicadas|rechazadas|todas&pagina=N; pending by default (the queue). */
export function reviewsAddress(params: URLSearchParams): { status: ReviewStatus | undefined; page: number } {
  const raw = params.get('estado');
  const status = raw === 'todas' ? undefined : raw === 'publicadas' ? 'published' : raw === 'rechazadas' ? 'rejected' : 'pending';
  const page = Number(params.get('pagina'));
  return { status, page: Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1 };
}

const STATUS_PARAM: Record<ReviewStatus, string> = { pending: 'pendientes', published: 'publicadas', rejected: 'rechazadas' };
const hrefOf = (status: ReviewStatus | null | undefined, page = 1) => `?estado=${status ? STATUS_PARAM[status] : 'todas'}${page > 1 ? `&pagina=${page}` : ''}`;

export interface ReviewActions {
  publish: (id: number) => Promise<AdminReview>;
  reject: (id: number, reason: string) => Promise<AdminReview>;
  reply: (id: number, reply: string) => Promise<AdminReview>;
}

/** One text and a save: the reason of a rejection or the public answer (same frame, their own words). */
function ReviewTextForm({
  name,
  label,
  hint,
  initial,
  required,
  maxLength,
  schema,
  submitLabel,
  busyLabel,
  formLabel,
  send,
  onDone,
  onCancel,
}: {
  name: 'reason' | 'reply';
  label: string;
  hint: string;
  initial: string;
  required: boolean;
  maxLength: number;
  schema: typeof RejectReviewBody | typeof ReplyReviewBody;
  submitLabel: string;
  busyLabel: string;
  formLabel: string;
  send: (text: string) => Promise<AdminReview>;
  onDone: (r: AdminReview) => void;
  onCancel: () => void;
}) {
  const { field, submit, formRef, formError, isSaving } = useFieldForm<Record<string, string>, AdminReview>({
    initial: { [name]: initial },
    validate: (values) => schemaErrors(schema, values),
    send: (values) => send(values[name] ?? ''),
    onSaved: onDone,
    failureMessage: 'No se ha podido guardar. Inténtalo de nuevo.',
  });
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={formLabel} className="mt-4 grid gap-3 rounded-xl border border-line bg-surface-muted p-4">
      <TextAreaField label={label} required={required} rows={3} maxLength={maxLength} hint={hint} optionalText={null} {...field(name)} />
      <FormError message={formError} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? busyLabel : submitLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** A review moved from one state to another, for the tabs' counts. */
export type ReviewMove = { from: ReviewStatus; to: ReviewStatus };

function ReviewRow({ review: initial, actions, onChanged }: { review: AdminReview; actions: ReviewActions; onChanged: (move: ReviewMove) => void }) {
  const [review, setReview] = useState(initial);
  const [mode, setMode] = useState<'idle' | 'reject' | 'reply'>('idle');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  // A decision takes away the button that made it: the focus goes to what happened, in the same place.
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);
  const say = (text: string) => setMessage({ text, at: Date.now() });
  const done = (updated: AdminReview, said: string) => {
    if (updated.status !== review.status) onChanged({ from: review.status, to: updated.status });
    setReview(updated);
    setMode('idle');
    say(said);
  };

  async function publish() {
    setBusy(true);
    setMessage(null);
    try {
      done(await actions.publish(review.id), 'Publicada. Hemos avisado a la clienta por email.');
    } catch (error) {
      say(error instanceof Error ? error.message : 'No se ha podido publicar.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="card p-5 sm:p-6">
      <article aria-labelledby={`review-${review.id}-title`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-1 basis-72 items-start gap-4">
            {review.product.image_url ? (
              <img src={review.product.image_url} alt="" width={56} height={70} className="h-[70px] w-14 shrink-0 rounded-lg border border-line object-cover" />
            ) : null}
            <div className="min-w-0">
              <h2 id={`review-${review.id}-title`} className="font-semibold">
                {review.product.id ? (
                  <Link to={`/admin/products/${review.product.id}`} className="underline-offset-4 hover:underline">
                    {review.product.name}
                  </Link>
                ) : (
                  review.product.name
                )}
              </h2>
              <p className="mt-1 text-sm text-muted">
                {review.author_name}
                {review.author_email ? ` · ${review.author_email}` : ''}
                {review.order_number ? ` · pedido ${review.order_number}` : ''} · {DATE.format(new Date(review.created_at))}
              </p>
            </div>
          </div>
          <span className={clsx('shrink-0 rounded-full border px-3 py-0.5 text-xs font-semibold', STATUS_STYLE[review.status])}>{review.status_label}</span>
        </div>

        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <StarRating rating={review.rating} size="sm" />
          <span>
            Le queda: <strong>{REVIEW_FIT_LABELS[review.fit]}</strong>
          </span>
          <span>
            Talla habitual <strong>{review.usual_size}</strong> · compró <strong>{review.bought_size}</strong>
          </span>
          {review.helpful_count > 0 && <span className="text-muted">{review.helpful_count} la han marcado útil</span>}
        </div>
        {review.title && <p className="mt-3 font-medium">{review.title}</p>}
        {review.body ? <p className="mt-1 max-w-prose text-sm leading-relaxed whitespace-pre-line">{review.body}</p> : <p className="mt-2 text-sm text-muted">Sin texto.</p>}
        {review.photo && (
          <a href={review.photo.url} target="_blank" rel="noopener" className="mt-3 block w-fit overflow-hidden rounded-lg border border-line">
            <img src={review.photo.url} alt={`Foto enviada por ${review.author_name}`} width={review.photo.width} height={review.photo.height} className="h-32 w-auto" loading="lazy" />
            <span className="sr-only"> (se abre en otra pestaña)</span>
          </a>
        )}
        {review.status === 'rejected' && review.rejection_reason && (
          <p className="mt-3 text-sm">
            <span className="font-semibold">Motivo del rechazo: </span>
            {review.rejection_reason}
          </p>
        )}
        {review.reply && (
          <p className="mt-3 rounded-lg border-l-4 border-primary bg-surface-muted px-3 py-2 text-sm whitespace-pre-line">
            <span className="font-semibold">Respuesta pública: </span>
            {review.reply.text}
          </p>
        )}
        {review.moderated_by && review.moderated_at && (
          <p className="mt-3 text-xs text-muted">
            Moderada por {review.moderated_by} el {DATE.format(new Date(review.moderated_at))}
          </p>
        )}

        {mode === 'idle' && (
          <div className="mt-5 flex flex-wrap gap-2">
            {review.status !== 'published' && (
              <button type="button" className="btn-primary" onClick={() => void publish()} disabled={busy}>
                <Check aria-hidden="true" className="size-4" />
                {busy ? 'Publicando…' : 'Publicar'}
              </button>
            )}
            {review.status !== 'rejected' && (
              <button type="button" className="btn-secondary" onClick={() => setMode('reject')}>
                <X aria-hidden="true" className="size-4" />
                Rechazar
              </button>
            )}
            <button type="button" className="btn-secondary" onClick={() => setMode('reply')}>
              <MessageSquareReply aria-hidden="true" className="size-4" />
              {review.reply ? 'Editar respuesta' : 'Responder en público'}
            </button>
          </div>
        )}
        {mode === 'reject' && (
          <ReviewTextForm
            name="reason"
            label="Motivo del rechazo"
            hint="Se envía a la clienta por email."
            initial=""
            required
            maxLength={REVIEW_REJECTION_MAX}
            schema={RejectReviewBody}
            submitLabel="Rechazar y avisar"
            busyLabel="Rechazando…"
            formLabel={`Rechazar la opinión de ${review.author_name}`}
            send={(reason) => actions.reject(review.id, reason)}
            onDone={(r) => done(r, 'Rechazada. Hemos enviado el motivo a la clienta.')}
            onCancel={() => setMode('idle')}
          />
        )}
        {mode === 'reply' && (
          <ReviewTextForm
            name="reply"
            label="Respuesta pública"
            hint="Se muestra bajo la opinión publicada. Déjala vacía para quitarla."
            initial={review.reply?.text ?? ''}
            required={false}
            maxLength={REVIEW_REPLY_MAX}
            schema={ReplyReviewBody}
            submitLabel="Guardar respuesta"
            busyLabel="Guardando…"
            formLabel={`Responder a ${review.author_name}`}
            send={(reply) => actions.reply(review.id, reply)}
            onDone={(r) => done(r, r.reply ? 'Respuesta guardada.' : 'Respuesta quitada.')}
            onCancel={() => setMode('idle')}
          />
        )}
        <p ref={messageRef} tabIndex={-1} role="status" className="mt-3 text-sm text-muted empty:hidden focus:outline-none">
          {message?.text}
        </p>
      </article>
    </li>
  );
}

function movedCounts(counts: AdminReviewsPage['counts'], moves: readonly ReviewMove[]): AdminReviewsPage['counts'] {
  const next = { ...counts };
  for (const { from, to } of moves) {
    next[from] = Math.max(0, next[from] - 1);
    next[to] += 1;
  }
  return next;
}

/**
 * /admin/reviews: the moderation queue (pending first) and the decided reviews, by state. A decided
 * review stays where it is, with its new state and what happened, until the list is loaded again;
 * the tabs' counts follow at once.
 */
export function AdminReviews({ page, status, actions }: { page: AdminReviewsPage | null; status: ReviewStatus | undefined; actions: ReviewActions }) {
  const [moves, setMoves] = useState<{ page: AdminReviewsPage | null; list: ReviewMove[] }>({ page, list: [] });
  const list = moves.page === page ? moves.list : [];
  const counts = page ? movedCounts(page.counts, list) : null;
  const onChanged = (move: ReviewMove) => setMoves((current) => ({ page, list: [...(current.page === page ? current.list : []), move] }));
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        eyebrow="Posventa"
        title="Opiniones"
        description="Nada se publica sin pasar por aquí. Publica las opiniones de compra verificada, rechaza con un motivo (se envía a la clienta) o responde en público."
      />
      <nav aria-label="Opiniones por estado" className="flex flex-wrap gap-2">
        {TABS.map((tab) => {
          const current = (tab.status ?? undefined) === status;
          const count = counts ? (tab.status ? counts[tab.status] : REVIEW_STATUSES.reduce((sum, s) => sum + counts[s], 0)) : null;
          return (
            <Link
              key={tab.label}
              to={hrefOf(tab.status)}
              aria-current={current ? 'page' : undefined}
              className={clsx('rounded-full border px-4 py-1.5 text-sm', current ? 'border-fg bg-fg text-bg' : 'border-line hover:border-fg')}
            >
              {tab.label}
              {count !== null && <span className="ml-1.5 tabular-nums opacity-80">{count}</span>}
            </Link>
          );
        })}
      </nav>

      {!page ? (
        <p role="status" className="text-muted">
          Cargando opiniones…
        </p>
      ) : page.data.length === 0 ? (
        <p className="card px-6 py-12 text-center text-muted">{status === 'pending' ? 'No hay opiniones pendientes de moderar. ¡Al día!' : 'No hay opiniones en este estado.'}</p>
      ) : (
        <>
          <p className="text-sm text-muted">
            {page.from}–{page.to} de {page.total}
          </p>
          <ul className="grid gap-4">
            {page.data.map((review) => (
              <ReviewRow key={review.id} review={review} actions={actions} onChanged={onChanged} />
            ))}
          </ul>
          {page.last_page > 1 && (
            <nav aria-label="Páginas" className="flex items-center justify-between text-sm">
              {page.current_page > 1 ? (
                <Link to={hrefOf(status, page.current_page - 1)} className="underline underline-offset-4">
                  Anterior
                </Link>
              ) : (
                <span />
              )}
              <span className="text-muted">
                Página {page.current_page} de {page.last_page}
              </span>
              {page.current_page < page.last_page ? (
                <Link to={hrefOf(status, page.current_page + 1)} className="underline underline-offset-4">
                  Siguiente
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
