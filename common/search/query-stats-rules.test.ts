import { describe, expect, it } from 'vitest';
import { countedSearchQuery, foldSearchQuery, personalDataIn, storeSearchToCount } from './query-stats-rules';

describe('the shoppers’ search counts (issue 37)', () => {
  it('keeps a query folded as search_fold compares: lower case, no accents, single spaces', () => {
    expect(foldSearchQuery('  Camisetas   de LINO ')).toBe('camisetas de lino');
    expect(foldSearchQuery('Pañuelo Acción')).toBe('panuelo accion');
    expect(foldSearchQuery('Vaqueros\tNEGROS\n')).toBe('vaqueros negros');
    expect(countedSearchQuery('VAQUEROS')).toBe(countedSearchQuery('vaqueros'));
  });

  it('counts shop words, sizes, years and short references', () => {
    for (const text of ['vaqueros', 'camisa talla 42', 'Colección 2025', 'pantalón 38', 'RD-CAM-001', 'zapatillas 43 blancas', 'sudadera xl 2 colores']) {
      expect(countedSearchQuery(text), text).not.toBeNull();
    }
  });

  it('never counts an e-mail', () => {
    expect(personalDataIn('ana.garcia@example.com')).toBe('email');
    expect(countedSearchQuery('Ana.Garcia@Example.com')).toBeNull();
    expect(countedSearchQuery('pedido de ana@correo')).toBeNull();
  });

  it('never counts a phone, however it is written', () => {
    expect(countedSearchQuery('612345678')).toBeNull();
    expect(countedSearchQuery('612 34 56 78')).toBeNull();
    expect(countedSearchQuery('+34 612-345-678')).toBeNull();
    expect(personalDataIn('91 123 45 67')).toBe('phone');
  });

  it('never counts a long digit string (DNI, card, IBAN, order number)', () => {
    expect(personalDataIn('12345678z')).toBe('long_number');
    expect(countedSearchQuery('4111 1111 1111 1111')).toBeNull();
    expect(countedSearchQuery('ES91 2100 0418 4502 0005 1332')).toBeNull();
    expect(countedSearchQuery('pedido 20261129001')).toBeNull();
  });

  it('never counts a street address or a postcode with a street', () => {
    expect(personalDataIn('calle mayor 5')).toBe('address');
    expect(countedSearchQuery('C/ Alcalá 120, 28009')).toBeNull();
    expect(countedSearchQuery('Avda. de la Constitución 3')).toBeNull();
    expect(countedSearchQuery('plaza españa 1 madrid')).toBeNull();
    expect(countedSearchQuery('28013 gran via madrid')).toBeNull();
    // A street word alone, or a size, is not an address.
    expect(countedSearchQuery('vestido plaza')).toBe('vestido plaza');
    expect(countedSearchQuery('28013')).toBe('28013');
  });

  it('leaves out what is not a search: too short or longer than the column', () => {
    expect(countedSearchQuery(' a ')).toBeNull();
    expect(countedSearchQuery('x'.repeat(101))).toBeNull();
    expect(countedSearchQuery('x'.repeat(100))).toHaveLength(100);
  });

  it('counts the store’s search once, as first seen: page 1, by relevance, nothing else chosen', () => {
    expect(storeSearchToCount({ search: 'Vaqueros', page: 1, per_page: 24, facets: true })).toBe('vaqueros');
    expect(storeSearchToCount({ search: 'vaqueros', sort_by: 'relevance' })).toBe('vaqueros');
    expect(storeSearchToCount({ search: 'vaqueros', page: 2 })).toBeNull();
    expect(storeSearchToCount({ search: 'vaqueros', sort_by: 'price' })).toBeNull();
    expect(storeSearchToCount({ search: 'vaqueros', size: 'M' })).toBeNull();
    expect(storeSearchToCount({ search: 'vaqueros', category: 'pantalones' })).toBeNull();
    expect(storeSearchToCount({ search: 'vaqueros', in_stock: true })).toBeNull();
    expect(storeSearchToCount({ search: 'vaqueros', in_stock: false })).toBe('vaqueros');
    expect(storeSearchToCount({ page: 1 })).toBeNull();
    expect(storeSearchToCount({ search: 'ana@example.com' })).toBeNull();
  });
});
