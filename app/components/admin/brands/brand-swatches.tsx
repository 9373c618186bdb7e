import clsx from 'clsx';
import type { AdminBrand } from '@common/brands/contracts';
import { contrastRatio } from '@common/colors';

/** Text that reads on a given background: dark on light colours, white on dark ones. */
export function readableOn(hex: string | null | undefined): 'text-white' | 'text-neutral-950' {
  const onWhite = contrastRatio(hex ?? '', '#FFFFFF');
  if (onWhite === null) return 'text-white';
  // White wins only where it reaches 4.5:1 against the colour.
  return onWhite >= 4.5 ? 'text-white' : 'text-neutral-950';
}

/** The brand's colours as a row of chips, each named for assistive technology. */
export function BrandSwatches({ brand, className }: { brand: Pick<AdminBrand, 'primary_color' | 'accent_color' | 'palette'>; className?: string }) {
  const colours = [
    ...(brand.primary_color ? [{ name: 'Principal', hex: brand.primary_color }] : []),
    ...(brand.accent_color ? [{ name: 'Acento', hex: brand.accent_color }] : []),
    ...brand.palette,
  ];
  if (colours.length === 0) return <p className={clsx('text-xs text-muted', className)}>Sin colores</p>;
  return (
    <ul aria-label="Colores" className={clsx('flex flex-wrap gap-1.5', className)}>
      {colours.map((colour, i) => (
        <li key={`${colour.name}-${i}`} title={`${colour.name} ${colour.hex}`}>
          <span aria-hidden="true" className="block size-6 rounded-full ring-1 ring-line ring-inset" style={{ backgroundColor: colour.hex }} />
          <span className="sr-only">{`${colour.name} ${colour.hex}`}</span>
        </li>
      ))}
    </ul>
  );
}

export function BrandStateBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        isActive ? 'bg-success/12 text-success ring-success/25' : 'bg-surface-muted text-muted ring-line',
      )}
    >
      {isActive ? 'Activa' : 'Desactivada'}
    </span>
  );
}
