import { LoaderCircle, RefreshCw, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AdminCampaignBody, type CampaignPreview } from '@common/campaigns/contracts';
import { formatEuros } from '@common/money';
import { schemaErrors } from '~/components/forms/field-errors';
import { api } from '~/lib/api/browser-client';
import { ApiRequestError, apiErrorMessage } from '~/lib/api/errors';

/** How long the preview waits after the last change before asking. */
export const CAMPAIGN_PREVIEW_DEBOUNCE_MS = 600;

type PreviewState =
  | { kind: 'idle' }
  | { kind: 'incomplete'; message: string }
  | { kind: 'loading' }
  | { kind: 'ready'; preview: CampaignPreview }
  | { kind: 'failed'; message: string };

/**
 * What saving would do, asked of POST /admin/campaigns/preview with the form's current body a moment
 * after the last change (and at once with `check`). A body the contract refuses is not sent: the
 * preview says what is missing instead. Older answers never overwrite newer ones. An edited campaign
 * passes its id, so it is not listed as overlapping itself.
 */
export function useCampaignPreview(body: AdminCampaignBody, isEnabled: boolean, campaignId?: number) {
  const [state, setState] = useState<PreviewState>({ kind: 'idle' });
  const key = JSON.stringify(body);
  const bodyRef = useRef(body);
  bodyRef.current = body;
  const running = useRef<AbortController | null>(null);

  const check = useCallback(async () => {
    running.current?.abort();
    const current = bodyRef.current;
    const problems = Object.values(schemaErrors(AdminCampaignBody, current));
    if (problems.length > 0) {
      setState({ kind: 'incomplete', message: problems[0]! });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'loading' });
    try {
      const reply = await api('POST /admin/campaigns/preview', { body: current, query: { campaign_id: campaignId } }, { signal: controller.signal });
      if (!controller.signal.aborted) setState({ kind: 'ready', preview: reply.data });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiRequestError && error.status === 422) {
        const first = Object.values(error.fieldErrors).flat()[0];
        setState({ kind: 'incomplete', message: first ?? apiErrorMessage(error, 'Revisa los campos de la campaña.') });
      } else {
        setState({ kind: 'failed', message: apiErrorMessage(error, 'No se pudo calcular la vista previa.') });
      }
    }
  }, [campaignId]);

  useEffect(() => {
    if (!isEnabled) return;
    const timer = window.setTimeout(() => void check(), CAMPAIGN_PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [key, isEnabled, check]);

  useEffect(() => () => running.current?.abort(), []);

  return { state, check };
}

const countText = (n: number) => (n === 1 ? '1 producto' : `${n} productos`);

/** The sentence of a preview: how many change, of how many covered, and the biggest reduction. */
export function previewSummary(preview: CampaignPreview, isPriceOffer: boolean): string {
  if (!isPriceOffer) return `Entrarán en la promoción ${countText(preview.products_changed)} de ${preview.products_covered}`;
  const summary = `Cambiarán de precio ${countText(preview.products_changed)} de ${preview.products_covered}`;
  return preview.biggest_reduction_percent > 0 ? `${summary} · mayor rebaja −${preview.biggest_reduction_percent} %` : summary;
}

/** The preview card: an aria-live region, so the new figures are read as they arrive. */
export function CampaignPreviewPanel({ state, isPriceOffer, onCheck }: { state: PreviewState; isPriceOffer: boolean; onCheck: () => void }) {
  return (
    <section aria-labelledby="campaign-preview-title" className="card flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="campaign-preview-title" className="text-base font-semibold text-fg">
            Vista previa
          </h2>
          <p className="text-sm text-muted">Lo que haría la campaña con el catálogo de ahora. No guarda nada.</p>
        </div>
        <button type="button" className="btn-secondary" onClick={onCheck} disabled={state.kind === 'loading'}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Comprobar
        </button>
      </div>
      <div aria-live="polite" aria-busy={state.kind === 'loading'} className="text-sm">
        <PreviewBody state={state} isPriceOffer={isPriceOffer} />
      </div>
    </section>
  );
}

function PreviewBody({ state, isPriceOffer }: { state: PreviewState; isPriceOffer: boolean }) {
  switch (state.kind) {
    case 'idle':
      return <p className="text-muted">Rellena la campaña para ver cuántos productos cambian.</p>;
    case 'incomplete':
      return <p className="text-muted">Para calcularla falta algo: {state.message}</p>;
    case 'loading':
      return (
        <p className="inline-flex items-center gap-2 text-muted">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          Calculando…
        </p>
      );
    case 'failed':
      return <p className="font-medium text-danger">{state.message}</p>;
    case 'ready': {
      const { preview } = state;
      return (
        <div className="flex flex-col gap-4">
          <p className="text-base font-semibold text-fg">{previewSummary(preview, isPriceOffer)}</p>
          {preview.examples.length > 0 ? (
            <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Ejemplos">
              {preview.examples.slice(0, 5).map((example) => (
                <li key={example.product_id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2.5">
                  <span className="text-fg">{example.name}</span>
                  <span className="whitespace-nowrap tabular-nums">
                    {example.new_price === null ? (
                      <span className="text-muted">{formatEuros(example.price)} · en la promoción</span>
                    ) : (
                      <>
                        <span className="text-muted">{formatEuros(example.price)}</span>
                        <span aria-hidden="true"> → </span>
                        <span className="sr-only"> pasa a </span>
                        <span className="font-semibold text-fg">{formatEuros(example.new_price)}</span>
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {preview.overlaps.length > 0 ? (
            <div className="flex items-start gap-2 rounded-xl bg-warning/12 px-4 py-3 text-fg ring-1 ring-warning/25 ring-inset">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
              <p>
                Coincide en fechas con {preview.overlaps.map((other) => other.name).join(', ')}. Donde varias cubren un producto, gana el precio más bajo (a igualdad, la
                que empezó antes).
              </p>
            </div>
          ) : null}
        </div>
      );
    }
  }
}
