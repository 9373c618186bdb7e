import { describe, expect, it } from 'vitest';
import { changeDirectoryFilters, directoryHref, initialsOf, kindOfListPath, NO_FILTERS, parseDirectoryFilters } from './directory-query';

describe('directory URL', () => {
  it('reads the query leniently: blanks dropped, spaces collapsed, a town only within a province, page within bounds', () => {
    expect(parseDirectoryFilters(new URLSearchParams('search=%20%20tinte%20%20natural&province=&city=Gandia&sector=&page=-3'))).toEqual({
      search: 'tinte natural',
      province: null,
      city: null,
      sector: null,
      page: 1,
    });
    expect(parseDirectoryFilters(new URLSearchParams('province=Valencia&city=Gandia&page=99999')).page).toBe(10_000);
    expect(parseDirectoryFilters(new URLSearchParams('search=tinte%00%1Fnatural')).search).toBe('tinte natural');
  });

  it('a new filter goes back to page 1 and a new province forgets the town', () => {
    const filters = { ...NO_FILTERS, province: 'Valencia', city: 'Gandia', page: 4 };
    expect(changeDirectoryFilters(filters, { sector: 'Tintorería' })).toEqual({ ...filters, sector: 'Tintorería', page: 1 });
    expect(changeDirectoryFilters(filters, { province: 'Madrid' })).toEqual({ ...NO_FILTERS, province: 'Madrid' });
    expect(directoryHref('profesional', { ...filters, search: 'ropa adaptada' })).toBe(
      '/directorio/profesionales?search=ropa+adaptada&province=Valencia&city=Gandia&page=4',
    );
  });

  it('knows the kind of each list path', () => {
    expect(kindOfListPath('/directorio')).toBeNull();
    expect(kindOfListPath('/directorio/empresas/')).toBe('empresa');
    expect(kindOfListPath('/directorio/servicios')).toBe('servicio');
    expect(kindOfListPath('/directorio/profesionales')).toBe('profesional');
  });

  it('monograms: two initials, skipping short linking words', () => {
    expect(initialsOf('Taller de Costura Ñandú')).toBe('TC');
    expect(initialsOf('Ecotinte')).toBe('E');
    expect(initialsOf('“Re-hilo” S.L.')).toBe('RH');
  });
});
