import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Theme } from '@common/theme';
import type { BrandCard as BrandCardData } from './navigation';

/** Each brand card keeps its own palette, whatever theme the site is in. */
const PALETTE: Record<Theme, { card: string; tagline: string; stripes: string[]; art: string }> = {
  ruediverso: {
    card: 'bg-rd-brown text-white',
    tagline: 'text-rd-yellow',
    stripes: ['bg-rd-yellow', 'bg-rd-olive', 'bg-rd-khaki', 'bg-rd-navy', 'bg-rd-gray'],
    art: '/images/brand-ruediverso.svg',
  },
  divergente: {
    card: 'bg-dv-navy text-white',
    tagline: 'text-white',
    stripes: ['bg-dv-sky', 'bg-dv-royal', 'bg-dv-deep', 'bg-dv-charcoal', 'bg-dv-black'],
    art: '/images/brand-divergente.svg',
  },
};

type BrandCardProps = Omit<ComponentProps<typeof Link>, 'to' | 'children'> & {
  brand: BrandCardData;
  size?: 'large' | 'small';
};

export function BrandCard({ brand, size = 'large', className, ...linkProps }: BrandCardProps) {
  const palette = PALETTE[brand.theme];
  const isLarge = size === 'large';
  return (
    <Link
      {...linkProps}
      to={brand.to}
      className={clsx(
        'group relative flex overflow-hidden rounded-xl focus-visible:outline-offset-4',
        palette.card,
        isLarge ? 'flex-col' : 'items-center gap-4 p-3',
        className,
      )}
    >
      <img
        src={palette.art}
        alt=""
        width={isLarge ? 320 : 64}
        height={isLarge ? 180 : 64}
        loading="lazy"
        decoding="async"
        className={clsx(
          'object-cover transition-transform duration-500 group-hover:scale-[1.03]',
          isLarge ? 'aspect-[16/9] w-full' : 'size-16 shrink-0 rounded-lg',
        )}
      />
      <span className={clsx('flex flex-1 flex-col', isLarge ? 'gap-1 p-5' : 'gap-0.5')}>
        <span className="flex items-center justify-between gap-2">
          <span className={clsx('font-display font-semibold', isLarge ? 'text-2xl' : 'text-lg')}>
            {brand.name}
          </span>
          <ArrowUpRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
          />
        </span>
        {/* The card line is English (spec §1; the back-office asks for it in English). */}
        <span lang="en" className={clsx('font-display italic', palette.tagline, isLarge ? 'text-base' : 'text-sm')}>
          {brand.cardTagline}
        </span>
        <span className={clsx('text-white/90', isLarge ? 'text-sm' : 'text-xs')}>{brand.tagline}</span>
        {isLarge && (
          <span aria-hidden="true" className="mt-4 flex h-1.5 overflow-hidden rounded-full">
            {brand.palette
              ? brand.palette.map((colour, i) => <span key={`${colour.hex}-${i}`} className="flex-1" style={{ backgroundColor: colour.hex }} />)
              : palette.stripes.map((stripe) => <span key={stripe} className={clsx('flex-1', stripe)} />)}
          </span>
        )}
      </span>
    </Link>
  );
}
