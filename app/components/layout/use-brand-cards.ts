import type { Brand } from '@common/catalog/contracts';
import { useStoreBrands } from '~/lib/store-facts';
import { BRAND_CARDS, type BrandCard } from './navigation';

/** The API slug behind each header card (the theme names the card, the slug the stored brand). */
const SLUG_OF: Record<BrandCard['theme'], string> = { ruediverso: 'rue-diverso', divergente: 'divergente' };

/**
 * The header's brand cards with what the back-office stored: name, the English card line, the
 * Spanish tagline and the palette. A brand the list does not hold (deactivated) has no card; when
 * the list is unknown (it could not be loaded) the cards keep their built-in texts.
 */
export function brandCardsFrom(brands: readonly Brand[] | null): BrandCard[] {
  if (brands === null) return BRAND_CARDS;
  return BRAND_CARDS.flatMap((card) => {
    const stored = brands.find((brand) => brand.slug === SLUG_OF[card.theme]);
    if (!stored) return [];
    return [
      {
        ...card,
        name: stored.name,
        cardTagline: stored.card_tagline || card.cardTagline,
        tagline: stored.tagline || card.tagline,
        palette: stored.palette?.length ? stored.palette : undefined,
      },
    ];
  });
}

export function useBrandCards(): BrandCard[] {
  return brandCardsFrom(useStoreBrands());
}
