import { headingTag, type HeadingLevel } from './heading-level';
import { useEffect, useRef } from 'react';
import { Copy, Download, TriangleAlert } from 'lucide-react';
import { toast } from '~/lib/toast';
import { saveFile } from '~/lib/save-file';

export const RECOVERY_CODES_FILE = 'tienda-diverso-codigos-recuperacion.txt';

/** The text file: the codes one a line, with a line saying what they are. */
export function recoveryCodesText(codes: readonly string[], now = new Date()): string {
  const date = now.toLocaleDateString('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });
  return [
    'Tienda Diverso · códigos de recuperación',
    `Generados el ${date}. Cada código sirve una sola vez para entrar si no tienes a mano tu app ni tu llave de acceso.`,
    '',
    ...codes,
    '',
  ].join('\n');
}


async function copy(codes: readonly string[]) {
  try {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast({ type: 'success', message: 'Códigos copiados al portapapeles.' });
  } catch {
    toast({ type: 'error', message: 'No hemos podido copiarlos: selecciónalos y cópialos a mano, o descárgalos.' });
  }
}

/**
 * The ten recovery codes, in clear this once (after the first factor, or new ones): download,
 * copy, and a warning that they will not be shown again. Its heading takes focus when it appears.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
  doneLabel = 'Ya los he guardado',
  level = 3,
}: {
  codes: readonly string[];
  onDone: () => void;
  doneLabel?: string;
  level?: HeadingLevel;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingTag(level);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4 rounded-2xl border-2 border-primary/40 bg-surface p-5 sm:p-6">
      <Heading id="recovery-codes-title" ref={headingRef} tabIndex={-1} className="font-display text-lg font-semibold outline-none">
        Tus códigos de recuperación
      </Heading>
      <p className="flex items-start gap-2 rounded-xl bg-warning/10 px-4 py-3 text-sm font-medium text-fg">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        Guárdalos ahora en un lugar seguro: no volveremos a mostrarlos. Cada código sirve una sola vez para entrar si pierdes el móvil o tu llave de acceso.
      </p>
      <ol aria-label="Códigos de recuperación" className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-xl bg-surface-muted px-4 py-3 font-mono text-[0.9375rem] tracking-wide sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => saveFile(new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE)}>
          <Download aria-hidden="true" className="size-4" />
          Descargar (.txt)
        </button>
        <button type="button" className="btn-secondary" onClick={() => void copy(codes)}>
          <Copy aria-hidden="true" className="size-4" />
          Copiar
        </button>
        <button type="button" className="btn-secondary sm:ml-auto" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </section>
  );
}
