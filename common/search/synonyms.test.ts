import { describe, expect, it } from 'vitest';
import { redirectLoop, redirectQueryProblem, redirectTargetProblem, searchOfPath } from './redirects';
import { expandSynonyms, foldSearchText, synonymConflicts, synonymRuleProblems, termProblem, type SynonymRule } from './synonyms';

const jeans: SynonymRule = { kind: 'two_way', input: null, terms: ['vaqueros', 'jeans', 'tejanos'] };
const sneakers: SynonymRule = { kind: 'one_way', input: 'deportivas', terms: ['zapatillas'] };
const tankTop: SynonymRule = { kind: 'two_way', input: null, terms: ['camiseta de tirantes', 'top'] };

describe('expandSynonyms', () => {
  it('leaves every word alone without rules', () => {
    expect(expandSynonyms(['camisa', 'azul'], [])).toEqual([
      { words: ['camisa'], also: [] },
      { words: ['azul'], also: [] },
    ]);
  });

  it('a two-way group: each term finds what the others find', () => {
    expect(expandSynonyms(['jeans'], [jeans])).toEqual([{ words: ['jeans'], also: [['vaqueros'], ['tejanos']] }]);
    expect(expandSynonyms(['tejanos', 'azules'], [jeans])).toEqual([
      { words: ['tejanos'], also: [['vaqueros'], ['jeans']] },
      { words: ['azules'], also: [] },
    ]);
  });

  it('a one-way rule: the input finds the targets, not the reverse', () => {
    expect(expandSynonyms(['deportivas'], [sneakers])).toEqual([{ words: ['deportivas'], also: [['zapatillas']] }]);
    expect(expandSynonyms(['zapatillas'], [sneakers])).toEqual([{ words: ['zapatillas'], also: [] }]);
  });

  it('compares folded: accents and capitals do not matter', () => {
    expect(expandSynonyms(['Vaqueros'], [jeans])[0]!.also).toEqual([['jeans'], ['tejanos']]);
    expect(expandSynonyms(['deportívas'], [sneakers])[0]).toEqual({ words: ['deportívas'], also: [['zapatillas']] });
  });

  it('a multi-word term matches the words in a row, longest first, and leads to a phrase', () => {
    expect(expandSynonyms(['camiseta', 'de', 'tirantes', 'negra'], [tankTop])).toEqual([
      { words: ['camiseta', 'de', 'tirantes'], also: [['top']] },
      { words: ['negra'], also: [] },
    ]);
    expect(expandSynonyms(['top', 'negro'], [tankTop])[0]).toEqual({ words: ['top'], also: [['camiseta', 'de', 'tirantes']] });
    // Not in a row: no match.
    expect(expandSynonyms(['camiseta', 'negra', 'de', 'tirantes'], [tankTop]).every((span) => span.also.length === 0)).toBe(true);
  });

  it('is one step: a synonym of a synonym is not followed', () => {
    const chain: SynonymRule[] = [sneakers, { kind: 'one_way', input: 'zapatillas', terms: ['calzado'] }];
    expect(expandSynonyms(['deportivas'], chain)[0]!.also).toEqual([['zapatillas']]);
  });

  it('a hyphenated term matches the words the search splits it into', () => {
    const tee: SynonymRule = { kind: 'two_way', input: null, terms: ['t-shirt', 'camiseta'] };
    expect(expandSynonyms(['t', 'shirt'], [tee])).toEqual([{ words: ['t', 'shirt'], also: [['camiseta']] }]);
    expect(expandSynonyms(['camiseta'], [tee])[0]!.also).toEqual([['t', 'shirt']]);
  });
});

describe('synonym rule validation', () => {
  it('folds terms', () => {
    expect(foldSearchText('  Pantalón   Vaquero ')).toBe('pantalon vaquero');
    expect(foldSearchText('Ñandú')).toBe('nandu');
  });

  it('refuses empty, long and odd terms', () => {
    expect(termProblem('  ')).toMatch(/vacío/);
    expect(termProblem('a'.repeat(61))).toMatch(/60 caracteres/);
    expect(termProblem('jeans!')).toMatch(/letras, números, espacios y guiones/);
    expect(termProblem('--')).toMatch(/letras, números/);
    expect(termProblem('camiseta de tirantes')).toBeNull();
    expect(termProblem('t-shirt')).toBeNull();
  });

  it('a group needs two different terms; a one-way rule an input not among its targets', () => {
    expect(synonymRuleProblems({ kind: 'two_way', input: null, terms: ['jeans'] })).toEqual({ terms: ['Un grupo necesita al menos dos términos.'] });
    expect(synonymRuleProblems({ kind: 'two_way', input: null, terms: ['Jeans', 'jeans', 'vaqueros'] })).toEqual({ terms: ['«jeans» está repetido.'] });
    expect(synonymRuleProblems({ kind: 'one_way', input: 'Deportivas', terms: ['deportivas'] }).terms).toEqual([expect.stringMatching(/no puede estar entre los términos/)]);
    expect(synonymRuleProblems({ kind: 'one_way', input: '', terms: ['zapatillas'] })).toEqual({ input: ['Escribe lo que busca el cliente.'] });
    expect(synonymRuleProblems({ kind: undefined, input: null, terms: ['a', 'b'] })).toEqual({ kind: [expect.any(String)] });
    expect(synonymRuleProblems({ kind: 'one_way', input: 'deportivas', terms: ['zapatillas', 'tenis'] })).toEqual({});
  });

  it('a term is in one group only, and a one-way input in one rule and no group', () => {
    const stored = [
      { id: 1, ...jeans },
      { id: 2, ...sneakers },
    ];
    expect(synonymConflicts({ kind: 'two_way', input: null, terms: ['denim', 'jeans'] }, stored)).toEqual({ terms: ['«jeans» ya está en el grupo «vaqueros, jeans, tejanos».'] });
    expect(synonymConflicts({ kind: 'two_way', input: null, terms: ['deportivas', 'tenis'] }, stored)).toEqual({ terms: ['«deportivas» ya está en la regla «deportivas → zapatillas».'] });
    expect(synonymConflicts({ kind: 'one_way', input: 'deportivas', terms: ['tenis'] }, stored)).toEqual({ input: ['«deportivas» ya está en la regla «deportivas → zapatillas».'] });
    expect(synonymConflicts({ kind: 'one_way', input: 'jeans', terms: ['pantalones'] }, stored).input).toHaveLength(1);
    // Targets may be anything: one step, no chain.
    expect(synonymConflicts({ kind: 'one_way', input: 'denim', terms: ['jeans', 'zapatillas'] }, stored)).toEqual({});
  });
});

describe('redirect rules', () => {
  it('accepts store paths and refuses anything that leaves the store', () => {
    expect(redirectTargetProblem('/help/returns')).toBeNull();
    expect(redirectTargetProblem('/store?search=vaqueros&sort_by=price')).toBeNull();
    for (const bad of ['https://evil.example', '//evil.example', 'javascript:alert(1)', '/\\evil.example', '\\\\evil', '/%2F%2Fevil.example', '/%5Cevil', 'help', ' ', '/a b', '/%zz', '/javascript:alert(1)']) {
      expect(redirectTargetProblem(bad), bad).not.toBeNull();
    }
  });

  it('checks the query', () => {
    expect(redirectQueryProblem('Rebajas')).toBeNull();
    expect(redirectQueryProblem('')).toMatch(/Escribe/);
    expect(redirectQueryProblem('<script>')).toMatch(/letras/);
  });

  it('reads the search of a search page', () => {
    expect(searchOfPath('/store?search=Rebajas')).toBe('rebajas');
    expect(searchOfPath('/store/?search=rebajas')).toBe('rebajas');
    expect(searchOfPath('/buscar?q=rebajas')).toBe('rebajas');
    expect(searchOfPath('/store?brand=x')).toBeNull();
    expect(searchOfPath('/help/returns')).toBeNull();
  });

  it('finds loops through search pages, not chains that end', () => {
    expect(redirectLoop('rebajas', new Map([['rebajas', '/store?search=rebajas']]))).toEqual(['rebajas', 'rebajas']);
    expect(
      redirectLoop(
        'a',
        new Map([
          ['a', '/store?search=b'],
          ['b', '/store?search=A'],
        ]),
      ),
    ).toEqual(['a', 'b', 'a']);
    expect(
      redirectLoop(
        'a',
        new Map<string, string | null>([
          ['a', '/store?search=b'],
          ['b', '/help/returns'],
        ]),
      ),
    ).toBeNull();
    expect(redirectLoop('rebajas', new Map([['rebajas', null]]))).toBeNull();
  });
});
