import clsx from 'clsx';
import { ChevronLeft, ChevronRight, History, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MANUAL_STOCK_REASONS, STOCK_MOVEMENT_REASON_LABELS, StockAdjustmentBody, type StockMovement, type VariantStockJournal } from '@common/inventory/contracts';
import { schemaErrors } from '~/components/forms/field-errors';
import { FormError } from '~/components/forms/form-error';
import { SelectField } from '~/components/forms/select-field';
import { TextField } from '~/components/forms/text-field';
import { useFieldForm } from '~/components/forms/use-field-form';
import { eventActor, formatOrderDateTime } from '~/components/orders/order-format';
import { api } from '~/lib/api/browser-client';
import { apiErrorMessage } from '~/lib/api/errors';
import { toast } from '~/lib/toast';
import { AdminDialogFrame } from '../admin-dialog-frame';
import { formatCount } from '../dashboard-format';

export const STOCK_JOURNAL_PER_PAGE = 20;

/** What the variant's row says about it while the journal loads. */
export interface JournalVariant {
  id: number;
  label: string;
}

export interface StockJournalDialogProps {
  variant: JournalVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Holds products.manage: the adjustment form shows. */
  canAdjust: boolean;
  /** After an adjustment: the variant's stock now. */
  onStockChange?: (stock: number) => void;
}

/** 'Movimientos': a variant's stock journal, newest first and paged, and (for those who may) a movement recorded by hand. */
export function StockJournalDialog({ variant, open, onOpenChange, canAdjust, onStockChange }: StockJournalDialogProps) {
  return (
    <AdminDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      wide
      title="Movimientos de stock"
      description={`${variant.label}. Cada venta, liberación, devolución, baja, ajuste y cambio, el más reciente primero.`}
    >
      <StockJournal variantId={variant.id} canAdjust={canAdjust} onStockChange={onStockChange} />
    </AdminDialogFrame>
  );
}

function StockJournal({ variantId, canAdjust, onStockChange }: { variantId: number; canAdjust: boolean; onStockChange?: (stock: number) => void }) {
  const [page, setPage] = useState(1);
  const [journal, setJournal] = useState<VariantStockJournal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setIsLoading(true);
    setError(null);
    api('GET /admin/inventory/variants/{id}/movements', { params: { id: variantId }, query: { page: String(page), per_page: String(STOCK_JOURNAL_PER_PAGE) } }, { signal: controller.signal })
      .then((reply) => setJournal(reply.data))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(apiErrorMessage(failure, 'No se pudieron cargar los movimientos.'));
      })
      .finally(() => {
        if (!controller.signal.aborted) setIsLoading(false);
      });
    return () => controller.abort();
  }, [variantId, page, attempt]);

  function adjusted(next: VariantStockJournal) {
    setPage(1);
    setJournal(next);
    onStockChange?.(next.variant.stock);
  }

  return (
    <div className="flex flex-col gap-5 px-6 py-6">
      {journal && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 rounded-xl bg-surface-muted px-4 py-3 text-sm">
          <div>
            <dt className="inline text-muted">Stock ahora: </dt>
            <dd className="inline font-semibold text-fg tabular-nums">{formatCount(journal.variant.stock)} uds.</dd>
          </div>
          <div>
            <dt className="inline text-muted">SKU: </dt>
            <dd className="inline font-mono text-fg">{journal.variant.sku}</dd>
          </div>
        </dl>
      )}

      {error ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-danger/40 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-fg">{error}</p>
          <button type="button" className="btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Reintentar
          </button>
        </div>
      ) : (
        <MovementsTable journal={journal} isLoading={isLoading} onPage={setPage} />
      )}

      {canAdjust && <AdjustmentForm variantId={variantId} onDone={adjusted} />}
    </div>
  );
}

function Delta({ delta }: { delta: number }) {
  return (
    <span className={clsx('font-semibold tabular-nums', delta > 0 ? 'text-success' : 'text-danger')}>
      {delta > 0 ? `+${formatCount(delta)}` : `−${formatCount(-delta)}`}
    </span>
  );
}

function MovementLinks({ movement }: { movement: StockMovement }) {
  const links = [
    movement.order_id !== null && movement.order_number ? (
      <Link key="order" to={`/admin/orders/${movement.order_id}`} className="text-primary underline underline-offset-4">
        {movement.order_number}
      </Link>
    ) : movement.order_number ? (
      <span key="order">{movement.order_number}</span>
    ) : null,
    movement.return_id !== null && movement.return_number ? (
      <Link key="return" to={`/admin/returns/${movement.return_id}`} className="text-primary underline underline-offset-4">
        {movement.return_number}
      </Link>
    ) : movement.return_number ? (
      <span key="return">{movement.return_number}</span>
    ) : null,
  ].filter(Boolean);
  return links.length ? <span className="flex flex-col gap-0.5">{links}</span> : <span className="text-muted">—</span>;
}

function MovementsTable({ journal, isLoading, onPage }: { journal: VariantStockJournal | null; isLoading: boolean; onPage: (page: number) => void }) {
  if (!journal) {
    return (
      <p role="status" className="py-8 text-center text-sm text-muted">
        Cargando movimientos…
      </p>
    );
  }
  if (journal.data.length === 0) {
    return <p className="py-8 text-center text-sm text-muted">Esta variante aún no tiene movimientos.</p>;
  }
  return (
    <div className={clsx('flex flex-col gap-3', isLoading && 'opacity-70 transition-opacity')} aria-busy={isLoading || undefined}>
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Movimientos de stock de la variante</caption>
          <thead className="border-b border-line bg-surface-muted/60 text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2.5">
                Fecha
              </th>
              <th scope="col" className="px-3 py-2.5">
                Motivo
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                Unidades
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                Stock
              </th>
              <th scope="col" className="px-3 py-2.5">
                Pedido / devolución
              </th>
              <th scope="col" className="px-3 py-2.5">
                Quién
              </th>
              <th scope="col" className="px-3 py-2.5">
                Nota
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {journal.data.map((movement) => (
              <tr key={movement.id} className="align-top">
                <td className="px-3 py-2.5 whitespace-nowrap text-fg">
                  <time dateTime={movement.created_at}>{formatOrderDateTime(movement.created_at)}</time>
                </td>
                <td className="px-3 py-2.5 text-fg">{movement.reason_label || STOCK_MOVEMENT_REASON_LABELS[movement.reason]}</td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap">
                  <Delta delta={movement.delta} />
                </td>
                <td className="px-3 py-2.5 text-right text-fg tabular-nums">{formatCount(movement.stock_after)}</td>
                <td className="px-3 py-2.5 whitespace-nowrap">
                  <MovementLinks movement={movement} />
                </td>
                <td className="px-3 py-2.5 text-fg">{eventActor(movement, 'staff')}</td>
                <td className="max-w-56 px-3 py-2.5 text-muted">{movement.note ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {journal.last_page > 1 && (
        <nav aria-label="Páginas de movimientos" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <button type="button" className="btn-secondary" disabled={isLoading || journal.current_page <= 1} onClick={() => onPage(journal.current_page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Más recientes
          </button>
          <span className="text-muted tabular-nums">
            Página {journal.current_page} de {journal.last_page}
          </span>
          <button type="button" className="btn-secondary" disabled={isLoading || journal.current_page >= journal.last_page} onClick={() => onPage(journal.current_page + 1)}>
            Anteriores
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </nav>
      )}
    </div>
  );
}

const ADJUSTMENT_HINTS: Record<(typeof MANUAL_STOCK_REASONS)[number], string> = {
  received: 'Un número positivo: las unidades que llegan.',
  adjusted: 'Tras un recuento: positivo si sobran, negativo si faltan.',
  damaged: 'Un número negativo: las unidades que se dan de baja.',
};

function AdjustmentForm({ variantId, onDone }: { variantId: number; onDone: (journal: VariantStockJournal) => void }) {
  const { values, formError, isSaving, formRef, field, submit, setValues } = useFieldForm({
    initial: { reason: 'adjusted' as string, delta: '', note: '' },
    validate: (current) => {
      const text = current.delta.trim().replace('−', '-').replace(/^\+/, '');
      if (!/^-?\d+$/.test(text)) return { delta: 'Indica cuántas unidades entran (+) o salen (−), sin decimales.' };
      return schemaErrors(StockAdjustmentBody, { reason: current.reason, delta: Number(text), note: current.note });
    },
    send: (current) =>
      api('POST /admin/inventory/variants/{id}/adjustments', {
        params: { id: variantId },
        body: {
          reason: current.reason as (typeof MANUAL_STOCK_REASONS)[number],
          delta: Number(current.delta.trim().replace('−', '-').replace(/^\+/, '')),
          note: current.note.trim(),
        },
      }),
    onSaved: (reply) => {
      onDone(reply.data);
      toast({ type: 'success', message: `Movimiento registrado. Stock ahora: ${formatCount(reply.data.variant.stock)} uds.` });
      setValues({ reason: 'adjusted', delta: '', note: '' });
    },
    failureMessage: 'No se pudo registrar el movimiento. Inténtalo de nuevo.',
  });
  const reason = values.reason as (typeof MANUAL_STOCK_REASONS)[number];
  return (
    <section aria-labelledby="stock-adjustment-title" className="border-t border-line pt-5">
      <h3 id="stock-adjustment-title" className="flex items-center gap-2 text-sm font-semibold text-fg">
        <History aria-hidden="true" className="size-4 text-primary" />
        Registrar un movimiento
      </h3>
      <form
        ref={formRef}
        noValidate
        // The dialog is portalled out of the product form, but React events still bubble to it: its submit would save the product.
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
        className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,8rem)_minmax(0,1fr)] sm:items-start">
        <SelectField label="Motivo" required {...field('reason')}>
          {MANUAL_STOCK_REASONS.map((value) => (
            <option key={value} value={value}>
              {STOCK_MOVEMENT_REASON_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <TextField label="Unidades" required inputMode="numeric" autoComplete="off" placeholder={reason === 'damaged' ? '-1' : '+1'} {...field('delta')} />
        <TextField label="Nota" required maxLength={300} autoComplete="off" placeholder="Recuento del almacén" {...field('note')} />
        <p className="text-xs text-muted sm:col-span-3">{ADJUSTMENT_HINTS[reason]} Queda en el diario y en el registro de auditoría con tu nombre.</p>
        <FormError message={formError} className="sm:col-span-3" />
        <div className="sm:col-span-3">
          <button type="submit" className="btn-primary" disabled={isSaving}>
            {isSaving ? 'Guardando…' : 'Registrar movimiento'}
          </button>
        </div>
      </form>
    </section>
  );
}
