import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ProductSizeGuide } from '@common/catalog/contracts';
import { useFocusHandOver } from '~/components/ui/deferred';
import { SIZE_GUIDE_FOCUS_KEY, SizeGuideTrigger } from './size-guide';

const CM = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * The measurements table in cm, with a caption and header cells for both axes. When it is wider
 * than a phone it scrolls sideways, so its frame is a named, focusable region (arrow keys scroll).
 */
export function SizeGuideTable({ guide, productName }: { guide: ProductSizeGuide; productName: string }) {
  return (
    <div
      role="region"
      aria-label={`Tabla de medidas de ${productName}`}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line focus-visible:outline-offset-2"
    >
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className="px-3 pt-4 pb-2 sm:px-4 text-left text-sm text-muted">
          Medidas de {productName}, en centímetros ({guide.unit}).
        </caption>
        <thead>
          <tr className="border-b border-line bg-surface-muted">
            <th scope="col" className="px-3 py-3 sm:px-4 text-left font-semibold">
              Talla
            </th>
            {guide.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {guide.rows.map((row) => (
            <tr key={row.size} className="border-b border-line last:border-0">
              <th scope="row" className="px-3 py-3 sm:px-4 text-left font-semibold">
                {row.size}
              </th>
              {guide.columns.map((column, index) => (
                <td key={column} className="px-3 py-3 sm:px-4 text-right">
                  {row.values[index] == null ? '—' : CM.format(row.values[index]!)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Guía de tallas' opening the table in a dialog (Radix), loaded by SizeGuide (issue 36). */
export function SizeGuideDialog({ guide, productName, defaultOpen }: { guide: ProductSizeGuide; productName: string; defaultOpen: boolean }) {
  useFocusHandOver(SIZE_GUIDE_FOCUS_KEY);
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <SizeGuideTrigger />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="td-overlay fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[1.5rem] bg-surface p-6 text-fg shadow-2xl focus:outline-none sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-semibold">Guía de tallas</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-muted">
                Mide sobre el cuerpo, sin apretar la cinta. Si estás entre dos tallas, elige la mayor para un ajuste más holgado.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Cerrar guía de tallas"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-surface-muted"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="mt-6">
            <SizeGuideTable guide={guide} productName={productName} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
