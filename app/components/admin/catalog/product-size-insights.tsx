import { UsersRound } from 'lucide-react';
import type { AdminSizeInsights } from '@common/reviews/size-advice-contracts';
import { REVIEW_FITS, REVIEW_FIT_LABELS } from '@common/reviews/fit';
import { sizeAdviceSource } from '@common/reviews/size-advice';
import { formatCount } from '../dashboard-format';
import { SettingsSection } from '../settings-section';

const percentFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** "66,7 %", or a dash when nothing was delivered. */
function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${percentFormat.format(rate)} %`;
}

const COLUMNS = ['Entregadas', 'Devueltas', 'Tasa de devolución', 'Por talla pequeña', 'Por talla grande', 'Por otros motivos'] as const;

type Row = Omit<AdminSizeInsights['sizes'][number], 'size'>;

function Figures({ row }: { row: Row }) {
  const cells = [
    formatCount(row.units_delivered),
    formatCount(row.units_returned),
    formatRate(row.return_rate),
    formatCount(row.returned_small),
    formatCount(row.returned_large),
    formatCount(row.returned_other),
  ];
  return cells.map((cell, index) => (
    <td key={COLUMNS[index]} className="px-3 py-2.5 text-right whitespace-nowrap tabular-nums">
      {cell}
    </td>
  ));
}

/**
 * The product's fit as staff see it (issue 25): the advice shoppers read now and why, the published
 * reviews by fit, and per size what was delivered and what came back, and why.
 */
export function ProductSizeInsights({ insights }: { insights: AdminSizeInsights | null }) {
  return (
    <SettingsSection
      isStacked
      title="Tallas y devoluciones"
      description="El consejo de talla que ve quien compra y, por talla, lo que se ha entregado y lo que vuelve. Solo lectura: sale de las opiniones publicadas y de las devoluciones."
    >
      {insights ? <InsightsBody insights={insights} /> : <p className="text-sm text-muted">No se han podido cargar las devoluciones por talla. Vuelve a cargar la página.</p>}
    </SettingsSection>
  );
}

function InsightsBody({ insights }: { insights: AdminSizeInsights }) {
  const { advice, thresholds, reviews } = insights;
  const reviewCount = reviews.small + reviews.true + reviews.large;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-fg">Consejo en la ficha</h3>
        {advice ? (
          <p className="flex items-start gap-2 rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm text-fg">
            <UsersRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
            <span>
              <span className="font-medium">«{advice.text}».</span> <span className="text-muted">{sizeAdviceSource(advice)}.</span>
            </span>
          </p>
        ) : (
          <p className="text-sm text-fg">Ahora no se muestra ningún consejo de talla.</p>
        )}
        <p className="text-sm text-muted">
          Se muestra con al menos {thresholds.min_signals} opiniones y devoluciones por talla en total, si un ajuste reúne el {thresholds.majority_percent} % o más. Las
          devoluciones por talla cuentan cuando son al menos el {thresholds.min_size_return_percent} % de las unidades entregadas
          {insights.size_returns_count ? ', como ahora.' : ': ahora no llegan.'}
        </p>
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-fg">Opiniones publicadas por ajuste</h3>
        {reviewCount === 0 ? (
          <p className="text-sm text-muted">Aún no hay opiniones publicadas con su ajuste.</p>
        ) : (
          <dl className="flex flex-wrap gap-2">
            {REVIEW_FITS.map((fit) => (
              <div key={fit} className="flex items-baseline gap-1.5 rounded-full border border-line px-3 py-1 text-sm">
                <dt className="text-muted">{REVIEW_FIT_LABELS[fit]}</dt>
                <dd className="font-semibold text-fg tabular-nums">{formatCount(reviews[fit])}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>

      {insights.sizes.length === 0 ? (
        <p className="text-sm text-muted">Aún no hay unidades entregadas de este producto.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line [contain:inline-size]" role="region" aria-label="Devoluciones por talla" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption className="px-3 pt-3 pb-2 text-left text-sm font-semibold text-fg">
              Devoluciones por talla <span className="font-normal text-muted">(unidades de pedidos entregados; las devoluciones rechazadas no cuentan)</span>
            </caption>
            <thead className="border-y border-line bg-surface-muted/60 text-xs font-semibold text-muted">
              <tr>
                <th scope="col" className="px-3 py-2.5">
                  Talla
                </th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2.5 text-right">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line text-fg">
              {insights.sizes.map((row) => (
                <tr key={row.size}>
                  <th scope="row" className="px-3 py-2.5 font-medium">
                    {row.size}
                  </th>
                  <Figures row={row} />
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-line font-semibold text-fg">
              <tr>
                <th scope="row" className="px-3 py-2.5">
                  Total
                </th>
                <Figures row={insights.totals} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
