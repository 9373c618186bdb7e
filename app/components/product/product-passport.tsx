import { BadgeCheck, Factory, Shirt, WashingMachine } from 'lucide-react';
import type { ProductPassport as Passport } from '@common/catalog/contracts';

const PERCENT = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** Composition bars in %, country of manufacture, certifications and care instructions. */
export function ProductPassport({ passport }: { passport: Passport }) {
  return (
    <section aria-labelledby="product-passport-title" className="rounded-[1.5rem] border border-line bg-surface p-6 sm:p-8">
      <p className="eyebrow">Trazabilidad</p>
      <h2 id="product-passport-title" className="mt-2 font-display text-2xl font-semibold tracking-tight">
        Pasaporte del producto
      </h2>

      <div className="mt-8 grid gap-10 md:grid-cols-2">
        {passport.composition.length > 0 && (
          <div>
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <Shirt aria-hidden="true" className="size-4 text-primary" />
              Composición
            </h3>
            <ul className="mt-4 flex flex-col gap-4">
              {passport.composition.map((part) => (
                <li key={part.fibre}>
                  <div className="flex items-baseline justify-between gap-4 text-sm">
                    <span>{part.fibre}</span>
                    <span className="font-semibold tabular-nums">{PERCENT.format(part.percent)} %</span>
                  </div>
                  <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-muted">
                    <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, Math.max(0, part.percent))}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="flex flex-col gap-8">
          <div>
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <Factory aria-hidden="true" className="size-4 text-primary" />
              País de fabricación
            </h3>
            <p className="mt-2 text-sm">{passport.country_of_manufacture}</p>
          </div>
          {passport.certifications.length > 0 && (
            <div>
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <BadgeCheck aria-hidden="true" className="size-4 text-primary" />
                Certificaciones
              </h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {passport.certifications.map((certification) => (
                  <li key={certification} className="rounded-full bg-surface-muted px-3 py-1 text-xs font-semibold">
                    {certification}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>

      {passport.care_instructions.length > 0 && (
        <div className="mt-10 border-t border-line pt-8">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <WashingMachine aria-hidden="true" className="size-4 text-primary" />
            Cuidados
          </h3>
          <ul className="mt-3 grid gap-2 text-sm text-muted sm:grid-cols-2">
            {passport.care_instructions.map((instruction) => (
              <li key={instruction} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1 shrink-0 rounded-full bg-muted" />
                {instruction}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
