import type { MaterialsReport } from '@common/sustainability/contracts';
import type { FibreKind } from '@common/sustainability/rules';
import { TableScroller } from '~/components/info/table-scroller';

const PERCENT = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const DATE_TIME = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Madrid',
});

/** '36,5 %' */
export function percentText(value: number): string {
  return `${PERCENT.format(value)}\u00a0%`;
}

export const KIND_LABELS: Record<FibreKind, string> = {
  organic: 'Orgánica',
  recycled: 'Reciclada',
  other: 'Otras fibras',
};

const FIGURES: { kind: FibreKind; label: string; bar: string }[] = [
  { kind: 'organic', label: 'de fibra orgánica', bar: 'bg-primary' },
  { kind: 'recycled', label: 'de fibra reciclada', bar: 'bg-highlight' },
  { kind: 'other', label: 'de otras fibras', bar: 'bg-muted' },
];

/** '25 de noviembre de 2026, 03:10' (Madrid time) */
export function computedAtText(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

function garments(count: number): string {
  return count === 1 ? '1 prenda' : `${count} prendas`;
}

/** The three shares as big figures, with how many garments they cover and when they were computed. */
export function MaterialsFigures({ report }: { report: MaterialsReport | null }) {
  if (!report) {
    return (
      <p role="status" className="rounded-2xl border border-line bg-surface p-6">
        No hemos podido calcular las cifras en este momento. Vuelve a cargar la página en unos minutos.
      </p>
    );
  }
  const { shares } = report;
  const when = (
    <time dateTime={report.computed_at} suppressHydrationWarning>
      {computedAtText(report.computed_at)}
    </time>
  );
  if (!shares) {
    return (
      <p className="rounded-2xl border border-line bg-surface p-6">
        Ahora mismo ninguna prenda publicada declara su composición, así que no hay cifras que mostrar (consultado el {when}).
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-px overflow-hidden rounded-[1.75rem] border border-line bg-line sm:grid-cols-3">
        {FIGURES.map((figure) => (
          <div key={figure.kind} className="flex flex-col gap-3 bg-surface p-6 sm:p-8">
            <dt className="order-2 text-sm leading-snug text-muted">{figure.label}</dt>
            <dd className="order-1 flex flex-col gap-4">
              <span className="font-display text-4xl font-medium tracking-tight text-fg sm:text-5xl" data-figure={figure.kind}>
                {percentText(shares[figure.kind])}
              </span>
              <span aria-hidden="true" className="block h-1.5 overflow-hidden rounded-full bg-surface-muted">
                <span className={`block h-full rounded-full ${figure.bar}`} style={{ width: `${shares[figure.kind]}%` }} />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">
        Calculado el {when} a partir del pasaporte de {garments(report.products_with_passport)} publicadas
        {report.products_without_passport > 0 && (
          <>
            ; {garments(report.products_without_passport)} sin composición declarada no {report.products_without_passport === 1 ? 'cuenta' : 'cuentan'}
          </>
        )}
        .
      </p>
    </div>
  );
}

/** Every fibre of the catalogue with its kind and its share. */
export function FibreTable({ report }: { report: MaterialsReport }) {
  return (
    <TableScroller label="Fibras del catálogo">
      <table className="w-full min-w-[26rem] text-left text-sm">
        <caption className="sr-only">Fibras del catálogo, su tipo y su peso en la composición total</caption>
        <thead className="bg-surface-muted text-fg">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Fibra</th>
            <th scope="col" className="px-4 py-3 font-semibold">Tipo</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">Peso en el catálogo</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {report.fibres.map((fibre) => (
            <tr key={fibre.fibre}>
              <th scope="row" className="px-4 py-3 font-medium text-fg">{fibre.fibre}</th>
              <td className="px-4 py-3">{KIND_LABELS[fibre.kind]}</td>
              <td className="px-4 py-3 text-right tabular-nums">{percentText(fibre.percent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
