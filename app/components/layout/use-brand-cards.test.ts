import { describe, expect, it } from 'vitest';
import { makeBrand } from '~/components/product/test-product';
import { brandCardsFrom } from './use-brand-cards';
import { BRAND_CARDS } from './navigation';

describe('header brand cards', () => {
  it('read the stored name, lines and palette of each brand', () => {
    const cards = brandCardsFrom([
      makeBrand({ id: 2, name: 'divergente', slug: 'divergente', tagline: 'Oficina para todas', card_tagline: 'innovation without limits', palette: [] }),
      makeBrand({ id: 1, name: 'ruediverso', slug: 'rue-diverso', tagline: 'Calle y cuidado', card_tagline: 'contemporary elegance', palette: [{ name: 'brown', hex: '#7E4015' }] }),
    ]);
    expect(cards.map((c) => [c.theme, c.name, c.cardTagline, c.tagline])).toEqual([
      ['ruediverso', 'ruediverso', 'contemporary elegance', 'Calle y cuidado'],
      ['divergente', 'divergente', 'innovation without limits', 'Oficina para todas'],
    ]);
    expect(cards[0]!.palette).toEqual([{ name: 'brown', hex: '#7E4015' }]);
    // No stored palette: the card keeps its theme's stripes.
    expect(cards[1]!.palette).toBeUndefined();
  });

  it('leave out a deactivated brand, and keep the built-in texts when the list is unknown', () => {
    expect(brandCardsFrom([makeBrand({ id: 2, name: 'divergente', slug: 'divergente' })]).map((c) => c.theme)).toEqual(['divergente']);
    expect(brandCardsFrom(null)).toBe(BRAND_CARDS);
    // A brand without lines of its own shows the spec's.
    expect(brandCardsFrom([makeBrand({ id: 1, name: 'ruediverso', slug: 'rue-diverso' })])[0]).toMatchObject({
      cardTagline: 'contemporary elegance',
      tagline: 'Moda de calle sostenible',
    });
  });
});
