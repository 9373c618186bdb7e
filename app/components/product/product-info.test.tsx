import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@common/money';
import { ConditionBadge, StockBadge } from './product-badges';
import { ProductDetails } from './product-details';
import { ProductPassport } from './product-passport';
import { ProductPrice } from './product-price';
import { ProductTags } from './product-tags';
import { SizeGuideTable } from './size-guide-dialog';

describe('tags', () => {
  it('shows the first 3 tags plus a count of the rest', () => {
    render(<ProductTags tags={['lino', 'verano', 'sostenible', 'unisex', 'básicos']} />);
    const list = screen.getByRole('list', { name: 'Etiquetas' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['#lino', '#verano', '#sostenible', '+2 etiquetas más: unisex, básicos']);
  });

  it('shows no count when there are 3 or fewer, and nothing without tags', () => {
    const { container } = render(<ProductTags tags={[]} />);
    expect(container.innerHTML).toBe('');
    render(<ProductTags tags={['lino', 'verano']} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#lino', '#verano']);
  });
});

describe('price', () => {
  it('shows the sale price, the lowest price of the 30 days before struck through and the discount from it (issue 34)', () => {
    const { container } = render(<ProductPrice price={59.9} salePrice={41.9} referencePrice={54.9} />);
    expect(container.textContent).toContain(formatPrice(41.9));
    expect(container.querySelector('s')?.textContent).toBe(formatPrice(54.9));
    expect(screen.getByText('-24%')).toBeTruthy();
    expect(container.textContent).not.toContain(formatPrice(59.9));
  });

  it('shows a sale price with no lawful reference as a plain price, without the list price or a badge', () => {
    const { container } = render(<ProductPrice price={59.9} salePrice={41.9} referencePrice={null} />);
    expect(container.textContent).toBe(formatPrice(41.9));
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows only the price without a sale', () => {
    const { container } = render(<ProductPrice price={59.9} salePrice={null} referencePrice={null} />);
    expect(container.textContent).toBe(formatPrice(59.9));
  });
});

describe('condition and stock', () => {
  it.each([
    ['new', 'Nuevo'],
    ['used', 'Usado'],
    ['refurbished', 'Reacondicionado'],
    ['damaged', 'Dañado'],
  ] as const)('labels the condition %s as %s', (condition, label) => {
    render(<ConditionBadge condition={condition} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it.each([
    ['out_of_stock', 'Agotado'],
    ['low_stock', 'Últimas unidades'],
    ['in_stock', 'En stock'],
  ] as const)('labels the stock state %s as %s', (state, label) => {
    render(<StockBadge state={state} />);
    expect(screen.getByText(label)).toBeTruthy();
  });
});

describe('product passport', () => {
  const passport = {
    composition: [
      { fibre: 'Algodón orgánico', percent: 95 },
      { fibre: 'Elastano', percent: 5 },
    ],
    country_of_manufacture: 'Portugal',
    certifications: ['GOTS', 'OEKO-TEX Standard 100'],
    care_instructions: ['Lavar a 30 °C', 'No usar secadora'],
  };

  it('shows the composition as bars in %, the country, the certifications and the care', () => {
    const { container } = render(<ProductPassport passport={passport} />);
    expect(screen.getByRole('heading', { name: 'Pasaporte del producto' })).toBeTruthy();
    expect(screen.getByText('Algodón orgánico').parentElement?.textContent).toBe('Algodón orgánico95 %');
    const bars = [...container.querySelectorAll<HTMLElement>('[style]')].map((bar) => bar.style.width);
    expect(bars).toEqual(['95%', '5%']);
    expect(screen.getByText('Portugal')).toBeTruthy();
    expect(screen.getByText('GOTS')).toBeTruthy();
    expect(screen.getByText('No usar secadora')).toBeTruthy();
  });
});

describe('size guide', () => {
  it('is a table in cm with a caption and header cells', () => {
    render(
      <SizeGuideTable
        productName="Camisa"
        guide={{ unit: 'cm', columns: ['Pecho', 'Largo'], rows: [{ size: 'S', values: [96, 70.5] }, { size: 'M', values: [102, 72] }] }}
      />,
    );
    const table = screen.getByRole('table', { name: /en centímetros \(cm\)/ });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Talla', 'Pecho', 'Largo']);
    expect(within(table).getByRole('rowheader', { name: 'M' })).toBeTruthy();
    expect(within(table).getByText('70,5')).toBeTruthy();
  });

  it('sits in a named region keyboard users can focus, since on a phone it scrolls sideways', () => {
    render(
      <SizeGuideTable productName="Camisa" guide={{ unit: 'cm', columns: ['Pecho'], rows: [{ size: 'S', values: [96] }] }} />,
    );
    const region = screen.getByRole('region', { name: 'Tabla de medidas de Camisa' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
  });
});

describe('details', () => {
  it('shows dimensions, weight and warranty only when present', () => {
    const { rerender, container } = render(<ProductDetails product={{ dimensions: null, weight: null, warranty_period: null }} />);
    expect(container.textContent).toBe('');
    rerender(<ProductDetails product={{ dimensions: '40 × 30 cm', weight: 0.35, warranty_period: '2 años' }} />);
    expect(screen.getByText('40 × 30 cm')).toBeTruthy();
    expect(screen.getByText('0,35 kg')).toBeTruthy();
    expect(screen.getByText('2 años')).toBeTruthy();
  });
});
