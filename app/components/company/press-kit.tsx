import clsx from 'clsx';
import { Download } from 'lucide-react';
import { BRANDS } from '@common/theme';

export interface PressFile {
  /** Path under public/. */
  href: string;
  /** Name the file is saved with. */
  fileName: string;
  title: string;
  use: string;
  /** Size in bytes of the file in public/ (a test keeps it true). */
  bytes: number;
  width: number;
  height: number;
  /** What the preview shows, for its alternative text. */
  alt: string;
  /** The background the preview sits on. */
  backdrop: 'light' | 'dark';
}

/** The logos and brand pictures the store already publishes in public/images. */
export const PRESS_FILES: PressFile[] = [
  {
    href: '/images/logo-tienda-diverso.svg',
    fileName: 'tienda-diverso-logotipo.svg',
    title: 'Logotipo de Tienda Diverso',
    use: 'Para fondos claros.',
    bytes: 8713,
    width: 200,
    height: 64,
    alt: 'Logotipo de Tienda Diverso: una «d» amarilla en un círculo mitad marrón, mitad azul marino, junto al nombre en letras oscuras.',
    backdrop: 'light',
  },
  {
    href: '/images/logo-tienda-diverso-dark.svg',
    fileName: 'tienda-diverso-logotipo-fondo-oscuro.svg',
    title: 'Logotipo de Tienda Diverso en negativo',
    use: 'Para fondos oscuros.',
    bytes: 8713,
    width: 200,
    height: 64,
    alt: 'Logotipo de Tienda Diverso para fondos oscuros: el mismo círculo con la «d» amarilla y el nombre en color crema.',
    backdrop: 'dark',
  },
  {
    href: '/images/brand-ruediverso.svg',
    fileName: 'ruediverso-ilustracion.svg',
    title: `Ilustración de ${BRANDS.ruediverso.name}`,
    use: `La imagen de la marca: ${BRANDS.ruediverso.tagline.toLowerCase()}.`,
    bytes: 7673,
    width: 1200,
    height: 675,
    alt: 'Ilustración de ruediverso: una sudadera amarilla, una sobrecamisa marrón y un pantalón cargo verde sobre fondo marrón.',
    backdrop: 'light',
  },
  {
    href: '/images/brand-divergente.svg',
    fileName: 'divergente-ilustracion.svg',
    title: `Ilustración de ${BRANDS.divergente.name}`,
    use: `La imagen de la marca: ${BRANDS.divergente.tagline.toLowerCase()}.`,
    bytes: 8331,
    width: 1200,
    height: 675,
    alt: 'Ilustración de divergente: una camisa de cuadros, un pantalón gris y una americana azul sobre fondo azul marino.',
    backdrop: 'light',
  },
];

const KILOBYTES = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** '8,5 kB' */
export function fileSize(bytes: number): string {
  return `${KILOBYTES.format(bytes / 1000)} kB`;
}

/** The press files as cards: a preview, what each is for, its format and size, and a download link. */
export function PressKit() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {PRESS_FILES.map((file) => (
        <li key={file.href} className="card flex flex-col overflow-hidden">
          <div
            className={clsx(
              'grid aspect-[16/9] place-items-center border-b border-line p-6',
              // The previews keep the background each file is made for, whatever the site's theme.
              file.backdrop === 'dark' ? 'bg-[#1F1A17]' : 'bg-white',
            )}
          >
            <img
              src={file.href}
              alt={file.alt}
              width={file.width}
              height={file.height}
              className={clsx('h-auto max-h-full', file.width > 400 ? 'w-full rounded-lg' : 'w-3/4 max-w-[16rem]')}
            />
          </div>
          <div className="flex flex-1 flex-col gap-2 p-5">
            <h3 className="font-display text-lg font-semibold tracking-tight text-fg">{file.title}</h3>
            <p className="text-sm text-muted">{file.use}</p>
            <p className="text-sm text-muted">
              SVG (imagen vectorial, se amplía sin perder calidad) · {fileSize(file.bytes)} · {file.width} × {file.height} px
            </p>
            <a href={file.href} download={file.fileName} className="btn-secondary mt-auto self-start">
              <Download aria-hidden="true" className="size-4" />
              Descargar<span className="sr-only"> {file.title.charAt(0).toLowerCase() + file.title.slice(1)}</span> (SVG, {fileSize(file.bytes)})
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
