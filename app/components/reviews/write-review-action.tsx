import { PenLine } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ReviewEligibility } from '@common/reviews/contracts';
import { api } from '~/lib/api/browser-client';
import { useAuth } from '~/lib/auth';

export type LoadEligibility = (productId: number, signal: AbortSignal) => Promise<ReviewEligibility>;

const loadEligibility: LoadEligibility = async (productId, signal) => (await api('GET /user/reviews/products/{id}', { params: { id: productId } }, { signal })).data;

/**
 * The product page's way to review the garment. The page is the same for every visitor (and kept
 * rendered), so it starts as the link to the buyer's form, which asks anyone to sign in; once a
 * signed-in customer is known, it becomes what they may do: write it, see theirs, or wait for it.
 */
export function WriteReviewAction({ productId, load = loadEligibility }: { productId: number; load?: LoadEligibility }) {
  const { status } = useAuth();
  const [eligibility, setEligibility] = useState<ReviewEligibility | null>(null);

  useEffect(() => {
    if (status !== 'authenticated') return;
    const controller = new AbortController();
    load(productId, controller.signal)
      .then((answer) => setEligibility(answer))
      // Without an answer the link stays: the form says why if they cannot review it.
      .catch(() => undefined);
    return () => controller.abort();
  }, [status, productId, load]);

  const state = status === 'authenticated' && eligibility?.product_id === productId ? eligibility.state : null;

  if (state === 'reviewed' && eligibility?.review) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="text-muted">Ya has opinado sobre esta prenda ({eligibility.review.status_label.toLowerCase()}).</span>
        <Link to="/user/reviews" className="font-medium underline underline-offset-4">
          Ver tu opinión
        </Link>
      </p>
    );
  }
  if (state === 'awaiting_delivery') {
    return <p className="max-w-xs text-sm text-muted">Podrás opinar sobre esta prenda cuando te llegue tu pedido.</p>;
  }
  if (state === 'not_bought') {
    return <p className="max-w-xs text-sm text-muted">Solo pueden opinar quienes la han comprado y ya la tienen.</p>;
  }
  return (
    <Link to={`/user/reviews?producto=${productId}`} className="btn-secondary inline-flex items-center gap-2">
      <PenLine aria-hidden="true" className="size-4" />
      Escribir una opinión
    </Link>
  );
}
